import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { users } from '../../src/db/schema';
import { SESSION_TTL_MS } from '../../src/plugins/auth';
import { call, createTestApp, loginAs, type TestContext, testConfig } from '../support/app';
import { makeStore, makeUser } from '../support/factories';

// An old token must stop working the moment the session ends, on every route, not at its expiry.
let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await makeUser(t.db, { role: 'admin', designation: 'admin' });
  adminToken = await loginAs(t.app, admin.email, admin.password);
});
afterAll(() => t.close());

const REFUSED = { success: false, message: expect.any(String), error: 'UNAUTHORIZED' };

async function signedInMember(password?: string) {
  const store = await makeStore(t.db);
  const user = await makeUser(t.db, { storeId: store.id, ...(password ? { password } : {}) });
  return { user, token: await loginAs(t.app, user.email, user.password) };
}

/** The member's cart: a route any signed-in member may use. */
const cartOf = (token: string) => call(t.app, token, { method: 'GET', url: '/api/user/cart' });

function attemptLogin(email: string, password: string, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });
}

describe('ending a session refuses the old token at once', () => {
  it('after logout every token of the member is refused, and a new sign-in works', async () => {
    const { user, token } = await signedInMember();
    const secondDevice = await loginAs(t.app, user.email, user.password);
    const bystander = await signedInMember();
    expect((await cartOf(token)).statusCode).toBe(200);

    expect((await call(t.app, token, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    for (const old of [token, secondDevice]) {
      const res = await cartOf(old);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(REFUSED);
    }
    // Another member's session is untouched.
    expect((await cartOf(bystander.token)).statusCode).toBe(200);
    const fresh = await loginAs(t.app, user.email, user.password);
    expect((await cartOf(fresh)).statusCode).toBe(200);
  });

  it('after a password change the old token and the old password are refused, the new one works', async () => {
    const { user, token } = await signedInMember('first-pass-1');
    const res = await call(t.app, token, {
      method: 'PUT',
      url: '/api/auth/change-password',
      payload: { oldPassword: 'first-pass-1', newPassword: 'second-pass-2' },
    });
    expect(res.statusCode).toBe(200);
    expect((await cartOf(token)).json()).toEqual(REFUSED);
    expect((await attemptLogin(user.email, 'first-pass-1', '10.20.0.1')).statusCode).toBe(401);
    const fresh = await loginAs(t.app, user.email, 'second-pass-2');
    expect((await cartOf(fresh)).statusCode).toBe(200);
  });

  it('after an admin deactivates the member the token is refused; sign-in works again once reactivated', async () => {
    const { user, token } = await signedInMember();
    const body = { name: user.name, is_active: false };
    const res = await call(t.app, adminToken, {
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect((await cartOf(token)).statusCode).toBe(401);
    expect((await cartOf(token)).json()).toEqual(REFUSED);

    const refused = await attemptLogin(user.email, user.password, '10.20.0.2');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Your account is inactive. Please contact your administrator.',
      error: 'FORBIDDEN',
    });
    await call(t.app, adminToken, {
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      payload: { ...body, is_active: true },
    });
    // Reactivation does not bring the old token back.
    expect((await cartOf(token)).statusCode).toBe(401);
    const fresh = await loginAs(t.app, user.email, user.password);
    expect((await cartOf(fresh)).statusCode).toBe(200);
  });

  it('refuses the token of a member made inactive outside the API, even with its version unchanged', async () => {
    // An operator script flips is_active without bumping token_version: the flag alone must count.
    const { user, token } = await signedInMember();
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await cartOf(token)).statusCode).toBe(401);
  });

  it('after an admin resets the password or changes the role the old token is refused', async () => {
    const reset = await signedInMember();
    await call(t.app, adminToken, {
      method: 'PUT',
      url: `/api/admin/users/${reset.user.id}`,
      payload: { name: reset.user.name, password: 'reset-pass-9', confirmPassword: 'reset-pass-9' },
    });
    expect((await cartOf(reset.token)).statusCode).toBe(401);
    expect((await cartOf(await loginAs(t.app, reset.user.email, 'reset-pass-9'))).statusCode).toBe(200);

    const promoted = await signedInMember();
    await call(t.app, adminToken, {
      method: 'PUT',
      url: `/api/admin/users/${promoted.user.id}`,
      payload: { name: promoted.user.name, role: 'admin' },
    });
    // The old token still says role "user": it must not keep working with a stale role.
    expect((await cartOf(promoted.token)).statusCode).toBe(401);
  });

  it('after an admin deletes the member the token is refused and sign-in fails like a wrong password', async () => {
    const { user, token } = await signedInMember();
    const res = await call(t.app, adminToken, { method: 'DELETE', url: `/api/admin/users/${user.id}` });
    expect(res.statusCode).toBe(200);
    expect((await cartOf(token)).statusCode).toBe(401);
    expect((await cartOf(token)).json()).toEqual(REFUSED);
    const login = await attemptLogin(user.email, user.password, '10.20.0.3');
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({
      success: false,
      message: 'Invalid email or password',
      error: 'UNAUTHORIZED',
    });
  });

  it('is refused by another API process sharing the database once its session window ends', async () => {
    // A second app over the same database stands for another process. Each process keeps a
    // signed-in user for SESSION_TTL_MS (decision 003); the one that ended the session refuses
    // the token at once, the other one within that window.
    const other = await buildApp({ config: testConfig, database: t.database, webRoot: '/nonexistent' });
    await other.ready();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { token } = await signedInMember();
      expect((await call(other, token, { method: 'GET', url: '/api/user/cart' })).statusCode).toBe(200);
      expect((await call(t.app, token, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
      expect((await call(t.app, token, { method: 'GET', url: '/api/user/cart' })).statusCode).toBe(401);
      vi.setSystemTime(Date.now() + SESSION_TTL_MS + 1);
      const res = await call(other, token, { method: 'GET', url: '/api/user/cart' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(REFUSED);
    } finally {
      vi.useRealTimers();
      await other.close();
    }
  });
});
