import type { InjectOptions } from 'fastify';
import { type App, buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createTestDatabase } from './database';

export const testConfig: Config = {
  env: 'test',
  port: 0,
  host: '127.0.0.1',
  dataDir: '/tmp/portal-test-unused',
  jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
  jwtExpiresInSeconds: 3600,
  logLevel: 'silent',
  seedDemo: false,
  seedProducts: 0,
  dbPoolSize: 10,
  // Tests write products straight into the database, which a cached catalogue would not see.
  catalogueCacheSeconds: 0,
};

export type TestContext = { app: App; database: Database; db: Database['db']; close(): Promise<void> };

/** The real app on a fresh real database. Call close() in afterAll. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const app = await buildApp({ config: { ...testConfig, ...overrides }, database, webRoot: '/nonexistent' });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Signs in through the real login route and returns the bearer token. */
export async function loginAs(
  app: App,
  email: string,
  password: string,
  address = '127.0.0.1',
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: address,
  });
  if (res.statusCode !== 200) throw new Error(`login as ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().data.tokens.accessToken;
}

/** app.inject with a bearer token. */
export function call(app: App, token: string | undefined, options: InjectOptions) {
  return app.inject({
    ...options,
    headers: { ...options.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}
