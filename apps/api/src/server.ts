import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { openConfiguredDatabase } from './db/open';
import { seedOnFirstStart } from './db/seed/first-start';
import { loadEnvFile } from './env-file';

async function main() {
  loadEnvFile();
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({
    config,
    database,
    logger: { level: config.logLevel },
    webRoot: config.webRoot,
  });
  try {
    await seedOnFirstStart({ config, database, log: app.log });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    await database.close();
    throw error;
  }
  app.log.info(
    { database: database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'postgres' },
    `Wholesale portal ready on ${config.publicUrl ?? `http://localhost:${config.port}`}`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, 10_000);
    try {
      await app.close();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('The portal could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
