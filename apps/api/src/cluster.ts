import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './db/open';
import { seedOnFirstStart } from './db/seed/first-start';
import { loadEnvFile } from './env-file';

/**
 * `npm run start:cluster` (issue 24, decision 014): WORKERS API processes on one port, through
 * Node's cluster module (the primary accepts connections and hands them round-robin to the
 * workers). The primary migrates and seeds once, then forks the workers, each the same server as
 * `npm start`; it restarts a worker that dies and, on SIGTERM or SIGINT, lets every worker drain
 * its requests and stop. PostgreSQL only: the embedded database is one process's.
 */

/** How long the workers may take to drain before they are killed (server.ts gives up at 10 s). */
const STOP_TIMEOUT_MS = 15_000;
/** A worker that dies sooner than this after its start is restarted after a growing delay. */
const STABLE_AFTER_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;

/** WORKERS: a whole number 1-256; absent, one per CPU and at least 2. */
function workerCount(value: string | undefined, cpus = availableParallelism()): number {
  if (value === undefined || value.trim() === '') return Math.max(2, cpus);
  const n = /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!(n >= 1 && n <= 256)) {
    throw new ConfigError(
      `Invalid configuration:\n  WORKERS: must be a whole number from 1 to 256 (not "${value}")`,
    );
  }
  return n;
}

/** The server each worker runs: server.mjs beside the bundle, or server.ts beside this source. */
const serverEntry = () =>
  fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? './server.ts' : './server.mjs', import.meta.url));

async function main() {
  loadEnvFile();
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL: required by npm run start:cluster. The embedded database ' +
        '(PGlite, used when DATABASE_URL is not set) belongs to one process and cannot be shared by ' +
        'several; set DATABASE_URL to a PostgreSQL database, or run one process with npm start.',
    );
  }
  const count = workerCount(process.env.WORKERS);
  const log = pino({ level: config.logLevel, base: { role: 'primary', pid: process.pid } });

  // Once, before any worker: each worker's own migration check then finds nothing to do.
  const database = await openConfiguredDatabase(config);
  try {
    await seedOnFirstStart({ config, database, log });
  } finally {
    await database.close();
  }

  cluster.setupPrimary({ exec: serverEntry() });
  const startedAt = new Map<number, number>();
  let stopping = false;
  let restartDelay = 1000;
  let ready = 0;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    worker.once('listening', () => {
      ready += 1;
      if (ready === count) {
        log.info(
          { workers: count },
          `Wholesale portal ready on ${config.publicUrl ?? `http://localhost:${config.port}`} (${count} processes)`,
        );
      }
    });
  };

  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) return;
    // A worker that keeps dying at start (a port taken, the database down) is retried more and
    // more slowly; one that ran a while is replaced at once.
    const delay = lived < STABLE_AFTER_MS ? restartDelay : 0;
    restartDelay = lived < STABLE_AFTER_MS ? Math.min(restartDelay * 2, MAX_RESTART_DELAY_MS) : 1000;
    log.error(
      { worker: worker.process.pid, code, signal, restartInMs: delay },
      'worker died; starting another',
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    log.info({ signal, workers: workers.length }, 'shutting down: every worker drains its requests');
    const force = setTimeout(() => {
      log.error('workers took too long to stop; killing them');
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS);
    const gone = workers.map((worker) =>
      worker.isDead()
        ? Promise.resolve()
        : new Promise<void>((resolve) => worker.once('exit', () => resolve())),
    );
    for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGTERM');
    void Promise.all(gone).then(() => {
      clearTimeout(force);
      log.info('all workers stopped');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  log.info({ workers: count }, 'starting workers');
  for (let i = 0; i < count; i += 1) fork();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('The portal could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
