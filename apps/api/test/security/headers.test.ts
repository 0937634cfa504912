import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import type { Database } from '../../src/db/client';
import { call, loginAs, testConfig } from '../support/app';
import { createTestDatabase } from '../support/database';
import { makeStore, makeUser } from '../support/factories';

// The real app serving a built web app from a temp dir, so the SPA index gets the same headers.
let app: App;
let database: Database;
let token: string;
let webRoot: string;
beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'portal-headers-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig, database, webRoot });
  await app.ready();
  // A member of a store: only they may read a cart.
  const store = await makeStore(database.db);
  const user = await makeUser(database.db, { storeId: store.id });
  token = await loginAs(app, user.email, user.password);
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webRoot, { recursive: true, force: true });
});

function cspOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

const responses: Array<[string, number, () => Promise<LightMyRequestResponse>]> = [
  ['an API answer', 200, () => call(app, token, { method: 'GET', url: '/api/user/cart' })],
  ['a public API answer', 200, () => app.inject({ method: 'GET', url: '/api/health' })],
  ['a 401 error', 401, () => app.inject({ method: 'GET', url: '/api/user/cart' })],
  ['a 404 error', 404, () => app.inject({ method: 'GET', url: '/api/nope' })],
  ['a 400 error', 400, () => app.inject({ method: 'POST', url: '/api/auth/login', payload: {} })],
  ['the SPA index', 200, () => app.inject({ method: 'GET', url: '/' })],
  ['the SPA index on a deep link', 200, () => app.inject({ method: 'GET', url: '/store/orders' })],
  ['a built asset', 200, () => app.inject({ method: 'GET', url: '/assets/app-abc123.js' })],
  ['the API viewer', 200, () => app.inject({ method: 'GET', url: '/api/docs' })],
];
const documents = responses.filter(([name]) => /SPA|asset|viewer/.test(name));

describe('security headers', () => {
  it.each(responses)('are set on %s', async (_name, status, send) => {
    const res = await send();
    expect(res.statusCode).toBe(status);
    const csp = cspOf(res);
    expect(csp.get('script-src')).toContain("'self'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it.each(documents)('add what a page or file needs on %s', async (_name, _status, send) => {
    const res = await send();
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['origin-agent-cluster']).toBe('?1');
    expect(res.headers['x-permitted-cross-domain-policies']).toBe('none');
    expect(res.headers['x-dns-prefetch-control']).toBe('off');
  });

  it('serves the SPA index itself, not a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/store/orders' });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>portal</title>');
  });
});

describe('request size', () => {
  const big = (bytes: number) => ({ email: 'someone@example.test', password: 'x'.repeat(bytes) });

  it.each<[string, InjectOptions, string | undefined]>([
    ['sign-in', { method: 'POST', url: '/api/auth/login', payload: big(300 * 1024) }, undefined],
    ['a signed-in call', { method: 'POST', url: '/api/user/cart', payload: big(300 * 1024) }, 'token'],
  ])('refuses a body over 256 KB on %s with 413 in the error envelope', async (_name, options, auth) => {
    const res = await call(app, auth ? token : undefined, options);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      message: 'The request body is too large',
      error: expect.any(String),
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('still reads a body just under the limit (then validates it)', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: big(250 * 1024) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'password: Password is too long' });
  });
});

describe('cross-origin requests', () => {
  const evil = 'https://evil.example';

  it('grants no other origin access to an API answer', async () => {
    for (const res of [
      await app.inject({ method: 'GET', url: '/api/health', headers: { origin: evil } }),
      await call(app, token, { method: 'GET', url: '/api/user/cart', headers: { origin: evil } }),
    ]) {
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('does not grant a preflight from another origin', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/user/cart',
      headers: {
        origin: evil,
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
    expect(res.headers['access-control-allow-headers']).toBeUndefined();
  });
});
