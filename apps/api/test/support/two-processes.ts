import { type Database, openPostgres } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import {
  createScratchDatabase,
  freePort,
  httpCall,
  type ServerProcess,
  sleep,
  startServer,
  waitUntilReady,
} from '../resilience/spawn-server';

// Issue 24: two real API processes (the server, spawned as `npm start` runs it, each with its own
// pool and its own listening connection) on two ports over one fresh PostgreSQL database, and a
// connection of the test's own for factories and for looking at pg_stat_activity. PostgreSQL only.

export type TwoProcesses = {
  a: ServerProcess;
  b: ServerProcess;
  /** The test's own connection to the processes' database. */
  database: Database;
  db: Database['db'];
  /** The backend pid of a process's LISTEN connection, once it listens (application_name). */
  listenerOf(server: ServerProcess): Promise<number | null>;
  close(): Promise<void>;
};

/**
 * Migrates a new database, runs `prepare` on it (rows the processes should find at start-up, e.g.
 * products for their in-memory catalogue), then starts both processes. The catalogue is held in
 * memory as in production (CATALOGUE_CACHE_SECONDS 60): a change another process did not hear of
 * would show only a minute later.
 */
export async function startTwoProcesses(
  options: { env?: Record<string, string>; prepare?: (db: Database['db']) => Promise<void> } = {},
): Promise<TwoProcesses> {
  const scratch = await createScratchDatabase();
  const database = await openPostgres(scratch.url, 4);
  const servers: ServerProcess[] = [];
  const close = async () => {
    await Promise.all(servers.map((server) => server.kill9()));
    await database.close();
    await scratch.drop();
  };
  try {
    await migrateDatabase(database);
    await options.prepare?.(database.db);
    const env = {
      DATABASE_URL: scratch.url,
      SEED_DEMO: 'false',
      CATALOGUE_CACHE_SECONDS: '60',
      OUTBOX_INTERVAL_MS: '600000',
      ...options.env,
    };
    // Two ranges: the second port is picked before the first process has bound its own.
    const ports = [await freePort(3400, 3424), await freePort(3425, 3449)];
    for (const port of ports) servers.push(startServer({ ...env, PORT: String(port) }));
    await Promise.all(servers.map((server) => waitUntilReady(server)));
  } catch (error) {
    await close();
    throw error;
  }
  const [a, b] = servers as [ServerProcess, ServerProcess];
  return {
    a,
    b,
    database,
    db: database.db,
    async listenerOf(server) {
      const rows = await database.query<{ pid: number }>(
        'select pid from pg_stat_activity where application_name = $1',
        [`portal-listener pid=${server.child.pid}`],
      );
      return rows[0]?.pid ?? null;
    },
    close,
  };
}

/**
 * Polls until `check` holds and answers how long that took; fails unless a poll started within
 * `ms` saw it (a slow last answer does not count against the process, only a late change).
 */
export async function within<T>(ms: number, read: () => Promise<T>, check: (value: T) => boolean) {
  const start = Date.now();
  let last: T | undefined;
  for (;;) {
    const startedAt = Date.now() - start;
    last = await read();
    if (check(last)) return startedAt;
    if (startedAt > ms) throw new Error(`not within ${ms} ms; last seen: ${JSON.stringify(last)}`);
    await sleep(20);
  }
}

export { httpCall };
