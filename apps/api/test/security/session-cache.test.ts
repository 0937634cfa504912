import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../support/app';
import { makeStore, makeUser } from '../support/factories';

// The session cache (plugins/auth.ts) spares signed-in requests a database read. Only writes that
// change a user or a store drop entries, and only their own: anyone able to send a POST must not
// be able to empty it and make every request read the database.
let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await makeUser(t.db, { role: 'admin', designation: 'admin' });
  adminToken = await loginAs(t.app, admin.email, admin.password);
});
afterAll(() => t.close());

async function signedInMember(storeId?: number) {
  const store = storeId ?? (await makeStore(t.db)).id;
  const user = await makeUser(t.db, { storeId: store });
  return { user, storeId: store, token: await loginAs(t.app, user.email, user.password) };
}

/**
 * How many session reads a signed-in request of this token costs: 0 when its session is held.
 * The wishlist answers members with and without a store alike (the cart needs an active store).
 */
async function readsFor(token: string): Promise<number> {
  const before = t.app.sessions.reads;
  expect((await call(t.app, token, { method: 'GET', url: '/api/user/wishlist' })).statusCode).toBe(200);
  return t.app.sessions.reads - before;
}

const storeBody = (name: string) => ({ name, store_type: 'owned', location: 'Austin, TX', status: 'active' });

describe('the session cache', () => {
  it('keeps a signed-in user through anonymous POSTs of any kind', async () => {
    const { token } = await signedInMember();
    await readsFor(token);
    expect(await readsFor(token)).toBe(0);
    const anonymous = [
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        payload: { email: 'nobody@example.test', password: 'x1' },
      },
      { method: 'POST' as const, url: '/api/nothing-here', payload: {} },
      { method: 'DELETE' as const, url: '/api/admin/users/1' },
      { method: 'PUT' as const, url: '/api/auth/change-password', payload: {} },
    ];
    for (let round = 0; round < 3; round += 1) {
      for (const options of anonymous)
        expect((await t.app.inject(options)).statusCode).toBeGreaterThanOrEqual(400);
    }
    expect(await readsFor(token)).toBe(0);
  });

  it('drops only the sessions a write changed', async () => {
    const member = await signedInMember();
    const colleague = await signedInMember(member.storeId);
    const other = await signedInMember();
    for (const m of [member, colleague, other]) await readsFor(m.token);

    // Another member signs out: nobody else's session is read again.
    const leaving = await signedInMember();
    await call(t.app, leaving.token, { method: 'POST', url: '/api/auth/logout' });
    expect([await readsFor(member.token), await readsFor(other.token)]).toEqual([0, 0]);

    // The admin renames a member: that member only.
    const renamed = await call(t.app, adminToken, {
      method: 'PUT',
      url: `/api/admin/users/${member.user.id}`,
      payload: { name: 'Renamed Member' },
    });
    expect(renamed.statusCode).toBe(200);
    expect([
      await readsFor(member.token),
      await readsFor(colleague.token),
      await readsFor(other.token),
    ]).toEqual([1, 0, 0]);

    // The admin renames their store: its members, whose session carries the store's name.
    const store = await call(t.app, adminToken, {
      method: 'PUT',
      url: `/api/admin/stores/${member.storeId}`,
      payload: storeBody('Renamed Store'),
    });
    expect(store.statusCode).toBe(200);
    expect([
      await readsFor(member.token),
      await readsFor(colleague.token),
      await readsFor(other.token),
    ]).toEqual([1, 1, 0]);
  });

  it("reads a member's session again once their store is deleted (it unassigns them)", async () => {
    const { token, storeId } = await signedInMember();
    await readsFor(token);
    const deleted = await call(t.app, adminToken, { method: 'DELETE', url: `/api/admin/stores/${storeId}` });
    expect(deleted.statusCode).toBe(200);
    expect(await readsFor(token)).toBe(1);
    expect(await readsFor(token)).toBe(0);
  });
});
