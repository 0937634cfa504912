import type { Config } from '../config';
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
  try {
    const database = await openPglite(`${config.dataDir}/pglite`);
    await migrateDatabase(database);
    const close = database.close;
    return {
      ...database,
      close: async () => {
        await close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
