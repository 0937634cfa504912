import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

/** apps/api/drizzle, found from this file whether it runs from src/ or from the bundle in dist/. */
export function findMigrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('Migrations folder apps/api/drizzle not found');
}

// Any fixed number: two processes starting on one PostgreSQL apply migrations one after the other.
const MIGRATION_LOCK = 724_001;

/** Applies pending migrations; idempotent. */
export async function migrateDatabase(database: Database): Promise<void> {
  const migrationsFolder = findMigrationsFolder();
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  await database.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
  try {
    await migrateNodePg(database.db as never, { migrationsFolder });
  } finally {
    await database.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  }
}
