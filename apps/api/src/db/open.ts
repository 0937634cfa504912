import type { Config } from '../config';
import { makeTreePrivate } from '../lib/private-files';
import { type Database, openPglite, openPostgres } from './client';
import { lockDataDir } from './lock';
import { migrateDatabase } from './migrate';

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR) and migrates it. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl, config.dbPoolSize);
    await migrateDatabase(database);
    return database;
  }
  const unlock = lockDataDir(config.dataDir);
  // Only the owner may read the database: PGlite unpacks a new one with 0666 files, which are
  // tightened once it is open, and the files Postgres makes later follow the mask.
  const previousUmask = process.umask(0o077);
  const release = () => {
    process.umask(previousUmask);
    unlock();
  };
  try {
    const database = await openPglite(`${config.dataDir}/pglite`);
    makeTreePrivate(`${config.dataDir}/pglite`);
    await migrateDatabase(database);
    const close = database.close;
    return {
      ...database,
      close: async () => {
        await close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
