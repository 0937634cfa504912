import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS } from '../../src/plugins/security';
import { call, createTestApp, loginAs, type TestContext } from '../support/app';
import { makeUser } from '../support/factories';

// HSTS when the portal is public over https, and no caching of answers that carry a token or who
// the user is.
let https: TestContext;
let plain: TestContext;
let token: string;
let user: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  https = await createTestApp({ publicUrl: 'https://portal.example.com' });
  plain = await createTestApp();
  user = await makeUser(https.db);
  token = await loginAs(https.app, user.email, user.password);
});
afterAll(async () => {
  await https.close();
  await plain.close();
});

const kinds: Array<[string, (t: TestContext) => Promise<LightMyRequestResponse>]> = [
  ['a public answer', (t) => t.app.inject({ method: 'GET', url: '/api/health' })],
  ['a 401 error', (t) => t.app.inject({ method: 'GET', url: '/api/user/cart' })],
  ['a sign-in', (t) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} })],
  ['a page', (t) => t.app.inject({ method: 'GET', url: '/store/orders' })],
];

describe('Strict-Transport-Security', () => {
  it.each(kinds)('is sent on %s when PUBLIC_URL is https', async (_name, send) => {
    expect((await send(https)).headers['strict-transport-security']).toBe(HSTS);
    expect(HSTS).toBe('max-age=15552000; includeSubDomains');
  });

  it.each(kinds)('is not sent on %s over plain http', async (_name, send) => {
    expect((await send(plain)).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Cache-Control: no-store', () => {
  const authed = (options: Parameters<typeof call>[2]) => call(https.app, token, options);

  it('is on every sign-in answer, successful or not', async () => {
    const ok = await https.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.tokens.accessToken).toEqual(expect.any(String));
    expect(ok.headers['cache-control']).toBe('no-store');
    const refused = await https.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'wrong-password-1' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('is on password, token and profile answers, whatever the method', async () => {
    for (const res of [
      await authed({ method: 'PUT', url: '/api/auth/change-password', payload: {} }),
      await authed({ method: 'GET', url: '/api/user/profile' }),
      await authed({ method: 'PUT', url: '/api/user/profile', payload: {} }),
      await authed({ method: 'POST', url: '/api/auth/logout' }),
    ]) {
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('is not forced on catalogue answers, which browsers may keep', async () => {
    const fresh = await loginAs(https.app, user.email, user.password);
    const res = await call(https.app, fresh, { method: 'GET', url: '/api/products/categories' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=300');
  });
});
