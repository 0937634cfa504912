import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { describe, inject, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';

/** Server used by the PostgreSQL test run; each test file gets its own fresh database on it. */
export const TEST_PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const testDbKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A suite (or test) for one engine only: a race needs PostgreSQL's parallel connections, a crash
 * test a real server. On the other engine it is not registered at all, rather than counted as
 * skipped: `npm test` runs both engines' stages, and each such test runs in its engine's stage. A
 * file holding nothing else is named `*.postgres.test.ts` (or `*.pglite.test.ts`), and only that
 * engine's run includes it (vitest.config.ts).
 */
export function describeOn(kind: 'pglite' | 'postgres', name: string, body: () => void) {
  if (testDbKind() === kind) describe(name, body);
}

export function itOn(kind: 'pglite' | 'postgres', name: string, body: () => Promise<void>, timeout?: number) {
  if (testDbKind() === kind) it(name, body, timeout);
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database dropped on close
 * (its url given, for tests that open their own connections to it).
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  if (testDbKind() === 'pglite') {
    // A copy of the run's migrated database (pglite-template.ts) when there is one.
    const template = inject('pgliteTemplate');
    const from = template ? new Blob([await readFile(template)]) : undefined;
    const database = await openPglite(undefined, from);
    await migrateDatabase(database);
    return database;
  }
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const database = await openPostgres(withDatabase(TEST_PG_URL, name), 10);
  await migrateDatabase(database);
  return {
    ...database,
    url: withDatabase(TEST_PG_URL, name),
    close: async () => {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
