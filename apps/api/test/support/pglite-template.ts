import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';

declare module 'vitest' {
  interface ProvidedContext {
    /** A migrated PGlite data directory (a tarball) each test's database starts from, or null. */
    pgliteTemplate: string | null;
  }
}

/**
 * Global setup of the API tests: on PGlite, one database is created and migrated for the whole
 * run and dumped to a file, and each test file's database starts from a copy of it
 * (createTestDatabase). A new PGlite database costs 2-6 s of one core (it runs initdb in WASM),
 * a copy about a third of that, over a hundred test files.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    project.provide('pgliteTemplate', null);
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'portal-pglite-template-'));
  const file = join(dir, 'migrated.tar');
  const database = await openPglite();
  try {
    await migrateDatabase(database);
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error('PGlite gave no data directory to copy');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
