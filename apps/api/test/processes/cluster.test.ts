import { spawn } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createScratchDatabase,
  freePort,
  httpCall,
  JWT_SECRET,
  REPO_ROOT,
  signIn,
  sleep,
} from '../resilience/spawn-server';
import { describeOn } from '../support/database';

// Issue 24: `npm run start:cluster` runs apps/api/src/cluster.ts (built: dist/cluster.mjs). The
// primary migrates and seeds once, forks WORKERS servers on one port, replaces a worker that
// dies, and on SIGTERM lets them drain and stop.

function startCluster(env: Record<string, string>) {
  const { DATABASE_URL: _ignored, WORKERS: _workers, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/cluster.ts'], {
    cwd: REPO_ROOT,
    env: { ...inherited, NODE_ENV: 'test', LOG_LEVEL: 'warn', JWT_SECRET, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => log };
}

describe('npm run start:cluster without DATABASE_URL', () => {
  it('refuses to start and says why', async () => {
    const cluster = startCluster({ PORT: '1', WORKERS: '2' });
    expect(await cluster.exited).toBe(1);
    expect(cluster.output()).toContain('DATABASE_URL: required by npm run start:cluster');
    expect(cluster.output()).toContain('cannot be shared');
  });
});

describeOn('postgres', 'npm run start:cluster (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let client: pg.Client;
  let cluster: ReturnType<typeof startCluster>;
  let port: number;

  /**
   * The workers' pids, from their listening connections' names, in this test's database only:
   * other test files' API processes (and the test workers holding in-process apps) listen on the
   * same server, and afterAll kills these pids.
   */
  const workerPids = async () => {
    const { rows } = await client.query<{ name: string }>(
      `select application_name as name from pg_stat_activity
       where datname = current_database() and application_name like 'portal-listener pid=%'`,
    );
    return rows.map((row) => Number(row.name.split('=')[1])).sort();
  };

  async function until<T>(what: string, read: () => Promise<T>, check: (value: T) => boolean, ms = 90_000) {
    const start = Date.now();
    for (;;) {
      const value = await read().catch(() => undefined);
      if (value !== undefined && check(value)) return value;
      if (Date.now() - start > ms) throw new Error(`${what}: not after ${ms} ms\n${cluster.output()}`);
      await sleep(200);
    }
  }
  const healthy = async () => (await httpCall(port, '/api/health')).status;

  beforeAll(async () => {
    database = await createScratchDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    port = await freePort(3450, 3474);
    cluster = startCluster({
      DATABASE_URL: database.url,
      PORT: String(port),
      WORKERS: '2',
      SEED_DEMO: 'true',
      SEED_PRODUCTS: '20',
    });
    await until('two workers listening', workerPids, (pids) => pids.length === 2);
    await until('healthy', healthy, (status) => status === 200);
  }, 240_000);

  afterAll(async () => {
    if (cluster && cluster.child.exitCode === null) {
      cluster.child.kill('SIGKILL');
      for (const pid of await workerPids().catch(() => [])) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    await client?.end();
    await database?.drop();
  }, 60_000);

  it('serves on one port from two worker processes, seeded once by the primary', async () => {
    const pids = await workerPids();
    expect(pids).toHaveLength(2);
    expect(pids).not.toContain(cluster.child.pid);
    const token = await signIn(port, 'admin@example.com', 'admin123');
    expect((await httpCall(port, '/api/admin/orders?limit=1', { token })).status).toBe(200);
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from users where email = 'admin@example.com'`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('replaces a worker that dies', async () => {
    const [victim, survivor] = await workerPids();
    process.kill(victim!, 'SIGKILL');
    const pids = await until(
      'a new worker',
      workerPids,
      (list) => list.length === 2 && !list.includes(victim!) && list.includes(survivor!),
    );
    expect(pids).toHaveLength(2);
    expect(await healthy()).toBe(200);
  }, 120_000);

  it('stops every worker on SIGTERM and exits 0', async () => {
    cluster.child.kill('SIGTERM');
    expect(await cluster.exited).toBe(0);
    await until('no worker left', workerPids, (pids) => pids.length === 0, 10_000);
    expect(cluster.output()).not.toContain('killing them');
  }, 60_000);
});
