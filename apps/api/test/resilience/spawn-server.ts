import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { TEST_PG_URL } from '../support/database';

// The real server as a child process (node --import tsx, no wrapper: SIGKILL hits the server
// itself), plain HTTP calls to it, and a throw-away PostgreSQL database for it.

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const JWT_SECRET = 'resilience-test-secret-that-is-long-enough-for-hs256';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** A free port in [from, to] (the resilience tests own 3300-3399), tried from a random start. */
export async function freePort(from: number, to: number): Promise<number> {
  const span = to - from + 1;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i += 1) {
    const port = from + ((start + i) % span);
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  /** stdout and stderr so far (the last 20 kB), for failure messages. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL, then waits until the process is gone (and reaped). */
  kill9(): Promise<void>;
};

export function startServer(env: Record<string, string>): ServerProcess {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: { ...inherited, NODE_ENV: 'test', LOG_LEVEL: 'warn', JWT_SECRET, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    port: Number(env.PORT),
    output: () => log,
    exited,
    kill9: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of every shape; the tests check what they read.
export type Answer = { status: number; body: any };

type CallOptions = { method?: string; token?: string; body?: unknown; headers?: Record<string, string> };

/** One HTTP call on a fresh connection (no keep-alive: a killed server leaves no stale socket). */
export function httpCall(port: number, path: string, options: CallOptions = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers,
        agent: false,
        timeout: 60_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // Not JSON: kept as text for the failure message.
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${path} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Waits until GET /api/health answers ok; fails early if the process exits. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 150_000): Promise<number> {
  const started = Date.now();
  let gone = false;
  void server.exited.then(() => {
    gone = true;
  });
  while (Date.now() - started < timeoutMs) {
    if (gone) throw new Error(`server exited before it was ready:\n${server.output()}`);
    try {
      const res = await httpCall(server.port, '/api/health');
      if (res.status === 200 && res.body?.status === 'ok') return Date.now() - started;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${server.output()}`);
}

export async function signIn(port: number, email: string, password: string): Promise<string> {
  const res = await httpCall(port, '/api/auth/login', { method: 'POST', body: { email, password } });
  if (res.status !== 200) throw new Error(`login as ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.tokens.accessToken;
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

/** A new empty PostgreSQL database on the test server; the server migrates and seeds it itself. */
export async function createScratchDatabase() {
  const name = `portal_resilience_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}
