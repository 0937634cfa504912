import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../../test/support/app';
import { makeStore, makeUser } from '../../../test/support/factories';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('returns the user and a token for valid credentials', async () => {
    const store = await makeStore(t.db, { name: 'Northside Fix' });
    const user = await makeUser(t.db, { name: 'Nora', storeId: store.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.user).toEqual({
      id: user.id,
      name: 'Nora',
      email: user.email,
      role: 'user',
      storeName: 'Northside Fix',
    });
    const claims = JSON.parse(
      Buffer.from(body.data.tokens.accessToken.split('.')[1], 'base64url').toString(),
    );
    expect(claims).toMatchObject({
      userId: user.id,
      email: user.email,
      name: 'Nora',
      role: 'user',
      storeName: 'Northside Fix',
    });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('matches the e-mail case-insensitively', async () => {
    const user = await makeUser(t.db);
    await expect(loginAs(t.app, user.email.toUpperCase(), user.password)).resolves.toBeTypeOf('string');
  });

  it('answers a wrong password and an unknown e-mail with the same 401 message', async () => {
    const user = await makeUser(t.db);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'nope-nope' },
      remoteAddress: '10.0.0.1',
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ghost@example.test', password: 'nope-nope' },
      remoteAddress: '10.0.0.2',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      success: false,
      message: 'Invalid email or password',
      error: 'UNAUTHORIZED',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses an inactive member even with the right password', async () => {
    const user = await makeUser(t.db, { isActive: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/inactive/);
  });

  it('names the bad field of a malformed body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'email: Please enter a valid email address',
    });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, message: 'The request body is not valid JSON' });
  });

  it('blocks an account on an address after 5 failures there with 429 and a retry time', async () => {
    const user = await makeUser(t.db);
    for (let i = 0; i < 5; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'wrong-pass' },
        remoteAddress: '10.1.0.1',
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: '10.1.0.1',
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(blocked.json().message).toMatch(/Too many failed sign-in attempts/);
  });
});

describe('tokens', () => {
  it('requires a bearer token on protected routes', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: 'Authentication required' });
  });

  it('refuses a token after logout', async () => {
    const user = await makeUser(t.db);
    const token = await loginAs(t.app, user.email, user.password);
    expect((await call(t.app, token, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    const again = await call(t.app, token, { method: 'POST', url: '/api/auth/logout' });
    expect(again.statusCode).toBe(401);
  });

  it('refuses tokens signed with another secret or with alg none', async () => {
    const user = await makeUser(t.db);
    const token = await loginAs(t.app, user.email, user.password);
    const [, payload] = token.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const tampered = `${token.slice(0, -3)}abc`;
    for (const bad of [none, tampered, 'garbage']) {
      expect((await call(t.app, bad, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
    }
  });
});

describe('PUT /api/auth/change-password', () => {
  it('changes the password and revokes the old token', async () => {
    const user = await makeUser(t.db);
    const token = await loginAs(t.app, user.email, user.password);
    const res = await call(t.app, token, {
      method: 'PUT',
      url: '/api/auth/change-password',
      payload: { oldPassword: user.password, newPassword: 'brand-new-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { message: expect.stringContaining('Password updated') },
    });
    expect((await call(t.app, token, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
    await expect(loginAs(t.app, user.email, 'brand-new-1')).resolves.toBeTypeOf('string');
  });

  it.each([
    [{ oldPassword: 'wrong-old', newPassword: 'brand-new-1' }, 'Current password is incorrect'],
    [
      { oldPassword: 'secret123', newPassword: 'short' },
      'newPassword: New password must be at least 6 characters long',
    ],
    [
      { oldPassword: 'secret123', newPassword: 'secret123' },
      'New password must be different from current password',
    ],
    [{ oldPassword: '', newPassword: 'brand-new-1' }, 'oldPassword: Please enter your current password'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const user = await makeUser(t.db);
    const token = await loginAs(t.app, user.email, user.password);
    const res = await call(t.app, token, { method: 'PUT', url: '/api/auth/change-password', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
  });
});

describe('GET /api/health', () => {
  it('answers ok with the database reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/health/ready: 503 naming what the process is still doing, then ok', async () => {
    let reading = true;
    t.app.readiness.require(() => (reading ? 'the catalogue is being read into memory' : null));
    const starting = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toEqual({
      status: 'error',
      message: 'Not ready: the catalogue is being read into memory',
    });
    // Alive meanwhile: a restart is not needed, only patience.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    reading = false;
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('sets security headers on every response', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers unknown API routes with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
  });
});

describe('GET /api/docs', () => {
  it('serves an OpenAPI document listing the routes, and its viewer', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
    expect(Object.keys(doc.json().paths)).toContain('/api/auth/login');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<script src="/api/docs/static/swagger-ui-bundle.js"');
  });
});
