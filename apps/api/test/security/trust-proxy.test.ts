import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import type { TrustProxy } from '../../src/config';
import type { Database } from '../../src/db/client';
import { testConfig } from '../support/app';
import { createTestDatabase } from '../support/database';

// request.ip is what per-address sign-in limits count. Behind a reverse proxy every request comes
// from the proxy; TRUST_PROXY says whose X-Forwarded-For to believe, and nobody's by default, so
// a client talking to the app directly cannot pick its own address.
let database: Database;
const apps: App[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

/** The app with TRUST_PROXY set, and a route answering the address it sees. */
async function appTrusting(trustProxy: TrustProxy | undefined): Promise<App> {
  const app = await buildApp({ config: { ...testConfig, trustProxy }, database, webRoot: '/nonexistent' });
  app.get('/seen-address', { config: { public: true } }, async (request) => ({ ip: request.ip }));
  await app.ready();
  apps.push(app);
  return app;
}

async function seenAddress(app: App, remoteAddress: string, forwardedFor?: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/seen-address',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return res.json().ip;
}

const PROXY = '10.0.0.5';
const CHAIN = '198.51.100.1, 203.0.113.9';

describe('TRUST_PROXY', () => {
  it('unset: X-Forwarded-For is ignored, the address is the connecting one', async () => {
    const app = await appTrusting(undefined);
    expect(await seenAddress(app, PROXY, CHAIN)).toBe(PROXY);
    expect(await seenAddress(app, '192.0.2.7', '127.0.0.1')).toBe('192.0.2.7');
  });

  it('true: the first address of X-Forwarded-For', async () => {
    const app = await appTrusting(true);
    expect(await seenAddress(app, PROXY, CHAIN)).toBe('198.51.100.1');
    expect(await seenAddress(app, PROXY)).toBe(PROXY);
  });

  it('a hop count: the address the nearest proxies saw', async () => {
    const one = await appTrusting(1);
    expect(await seenAddress(one, PROXY, CHAIN)).toBe('203.0.113.9');
    const two = await appTrusting(2);
    expect(await seenAddress(two, PROXY, CHAIN)).toBe('198.51.100.1');
  });

  it('a list: only a listed proxy is believed, and only as far as the chain is listed', async () => {
    const app = await appTrusting(['10.0.0.0/8', '203.0.113.9']);
    expect(await seenAddress(app, PROXY, CHAIN)).toBe('198.51.100.1');
    expect(await seenAddress(app, PROXY, '198.51.100.1, 192.0.2.50')).toBe('192.0.2.50');
    expect(await seenAddress(app, '192.0.2.7', CHAIN)).toBe('192.0.2.7');
  });
});
