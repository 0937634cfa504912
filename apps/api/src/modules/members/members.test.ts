import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../../test/support/app';
import { makeCartItem, makeOrder, makeProduct, makeStore, makeUser } from '../../../test/support/factories';
import { cartItems, orders, users } from '../../db/schema';

let t: TestContext;
let admin: Awaited<ReturnType<typeof makeUser>>;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, { role: 'admin', designation: 'admin' });
  token = await loginAs(t.app, admin.email, admin.password);
});
afterAll(() => t.close());

const api = (options: InjectOptions) => call(t.app, token, options);
const list = (query: string) => api({ method: 'GET', url: `/api/admin/users?${query}` });
const tag = () => `zq${randomUUID().slice(0, 8)}`;
const newEmail = () => `new-${randomUUID().slice(0, 8)}@example.test`;
/** Whether a token is still accepted: a member's gets 403 here, a revoked one 401. */
const tokenWorks = async (bearer: string) =>
  (await call(t.app, bearer, { method: 'GET', url: '/api/admin/stores' })).statusCode !== 401;

const createBody = () => ({
  email: newEmail(),
  password: 'first-pass',
  confirmPassword: 'first-pass',
  name: 'Tina Tech',
  phone_number: '555-0199',
  role: 'user',
  designation: 'technician',
  is_active: true,
});

describe('access', () => {
  it('refuses anonymous callers with 401 and members with 403', async () => {
    expect((await call(t.app, undefined, { method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
    const member = await makeUser(t.db);
    const memberToken = await loginAs(t.app, member.email, member.password);
    for (const options of [
      { method: 'GET', url: '/api/admin/users' },
      { method: 'POST', url: '/api/admin/users', payload: createBody() },
      { method: 'DELETE', url: `/api/admin/users/${admin.id}` },
      { method: 'POST', url: '/api/admin/users/assign-store', payload: { userId: member.id, storeId: 1 } },
    ] as const) {
      const res = await call(t.app, memberToken, options);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Admin access required');
    }
  });
});

describe('GET /api/admin/users', () => {
  it('lists members with the spec fields and never a password hash or token version', async () => {
    const word = tag();
    const store = await makeStore(t.db, { name: 'Westside' });
    const member = await makeUser(t.db, {
      name: `Walt ${word}`,
      phoneNumber: '555-0123',
      designation: 'manager',
      storeId: store.id,
    });
    const res = await list(`search=${word}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        users: [
          {
            id: member.id,
            name: `Walt ${word}`,
            email: member.email,
            phone_number: '555-0123',
            role: 'user',
            designation: 'manager',
            store_id: store.id,
            store_name: 'Westside',
            is_active: true,
            created_at: member.createdAt.toISOString(),
          },
        ],
        pagination: { page: 1, limit: 10, total: 1, pages: 1 },
      },
    });
    expect(res.body).not.toMatch(/password|token_version|tokenVersion|argon2/i);
  });

  it('searches name, e-mail and phone case-insensitively, combined with the filters', async () => {
    const word = tag();
    const byName = await makeUser(t.db, { name: `Ann ${word.toUpperCase()}`, designation: 'manager' });
    const byEmail = await makeUser(t.db, { email: `${word}@example.test`, designation: 'manager' });
    const byPhone = await makeUser(t.db, { phoneNumber: `+1 ${word}`, designation: 'manager' });
    const inactive = await makeUser(t.db, { name: `Ian ${word}`, designation: 'manager', isActive: false });
    const otherRole = await makeUser(t.db, { name: `Ada ${word}`, designation: 'manager', role: 'admin' });
    await makeUser(t.db, { name: `Vic ${word}`, designation: 'viewer' });
    const ids = async (query: string) =>
      (await list(`search=${word}&${query}`)).json().data.users.map((u: { id: number }) => u.id);

    expect(await ids('designation=manager&status=active&role=user')).toEqual([
      byPhone.id,
      byEmail.id,
      byName.id,
    ]);
    expect(await ids('status=inactive')).toEqual([inactive.id]);
    expect(await ids('role=admin&designation=all')).toEqual([otherRole.id]);
    expect(
      (await list(`search=${encodeURIComponent(` ${word.toUpperCase()} `)}`)).json().data.pagination.total,
    ).toBe(6);
  });

  it('pages with a default of 10 and answers a page beyond the last with an empty list', async () => {
    const word = tag();
    for (let i = 0; i < 11; i += 1) await makeUser(t.db, { name: `Pat ${word} ${i}` });
    const first = await list(`search=${word}`);
    expect(first.json().data.users).toHaveLength(10);
    expect(first.json().data.pagination).toEqual({ page: 1, limit: 10, total: 11, pages: 2 });
    const last = await list(`search=${word}&page=2`);
    expect(last.json().data.users).toHaveLength(1);
    const beyond = await list(`search=${word}&page=3`);
    expect(beyond.json().data).toEqual({
      users: [],
      pagination: { page: 3, limit: 10, total: 11, pages: 2 },
    });
    expect((await list('limit=100')).statusCode).toBe(200);
  });

  it.each([
    ['limit=0', 'limit: limit must be between 1 and 100'],
    ['limit=101', 'limit: limit must be between 1 and 100'],
    ['role=owner', 'role: Role must be admin or user'],
    ['designation=boss', 'designation: Designation must be admin, manager, technician, frontdesk or viewer'],
    ['status=gone', 'status: Status must be active or inactive'],
  ])('refuses %s with 400', async (query, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message, error: 'VALIDATION' });
  });
});

describe('POST /api/admin/users', () => {
  it('creates a member who can sign in, with a hashed password', async () => {
    const store = await makeStore(t.db, { name: 'Northgate' });
    const body = { ...createBody(), email: `  Mixed.${tag()}@Example.TEST `, store_id: store.id };
    const res = await api({ method: 'POST', url: '/api/admin/users', payload: body });
    expect(res.statusCode).toBe(201);
    const email = body.email.trim().toLowerCase();
    expect(res.json()).toEqual({
      success: true,
      message: 'Member created successfully',
      data: {
        id: expect.any(Number),
        name: 'Tina Tech',
        email,
        phone_number: '555-0199',
        role: 'user',
        designation: 'technician',
        store_id: store.id,
        store_name: 'Northgate',
        is_active: true,
        created_at: expect.any(String),
      },
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, res.json().data.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    await expect(loginAs(t.app, email, 'first-pass')).resolves.toBeTypeOf('string');
  });

  it('generates a temporary password for a blank one and shows it once', async () => {
    const body = { ...createBody(), password: '', confirmPassword: '' };
    const res = await api({ method: 'POST', url: '/api/admin/users', payload: body });
    expect(res.statusCode).toBe(201);
    const { temporaryPassword } = res.json().data;
    expect(temporaryPassword).toMatch(/^temp[A-Za-z0-9]{6}$/);
    expect(res.json().message).toBe(`Member created successfully. Temporary password: ${temporaryPassword}`);
    await expect(loginAs(t.app, body.email, temporaryPassword)).resolves.toBeTypeOf('string');
    const listed = await list(`search=${body.email}`);
    expect(listed.body).not.toContain(temporaryPassword);
    const other = await api({
      method: 'POST',
      url: '/api/admin/users',
      payload: { ...body, email: newEmail() },
    });
    expect(other.json().data.temporaryPassword).not.toBe(temporaryPassword);
  });

  it('applies the defaults: role user, designation viewer, active, no store', async () => {
    const { email, password, confirmPassword, name } = createBody();
    const res = await api({
      method: 'POST',
      url: '/api/admin/users',
      payload: { email, password, confirmPassword, name },
    });
    expect(res.json().data).toMatchObject({
      role: 'user',
      designation: 'viewer',
      is_active: true,
      store_id: null,
      store_name: null,
      phone_number: null,
    });
  });

  it('refuses a duplicate e-mail, whatever its case, with 409', async () => {
    const existing = await makeUser(t.db);
    const res = await api({
      method: 'POST',
      url: '/api/admin/users',
      payload: { ...createBody(), email: existing.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: 'A member with this email already exists',
      error: 'CONFLICT',
    });
  });

  it('refuses an unknown store with 404 and creates nobody', async () => {
    const body = { ...createBody(), store_id: 999999 };
    const res = await api({ method: 'POST', url: '/api/admin/users', payload: body });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Store not found');
    expect(await t.db.$count(users, eq(users.email, body.email))).toBe(0);
  });

  it.each([
    [{ confirmPassword: 'other-pass' }, 'Password and confirm password do not match'],
    [{ password: '', confirmPassword: 'first-pass' }, 'Password and confirm password do not match'],
    [{ password: 'abc', confirmPassword: 'abc' }, 'password: Password must be at least 6 characters long'],
    [{ email: undefined }, 'email: Email is required'],
    [{ email: 'not-an-email' }, 'email: Please enter a valid email address'],
    [{ name: ' ' }, 'name: Full name is required'],
    [{ name: 'n'.repeat(121) }, 'name: Full name must be at most 120 characters'],
    [{ role: 'owner' }, 'role: Role must be admin or user'],
    [
      { designation: 'boss' },
      'designation: Designation must be admin, manager, technician, frontdesk or viewer',
    ],
    [{ is_active: 'yes' }, 'is_active: is_active must be true or false'],
    [{ store_id: '3' }, 'store_id: store_id must be a store number'],
    [{ store_id: -1 }, 'store_id: store_id must be a positive number'],
  ])('refuses %j with 400', async (change, message) => {
    const res = await api({
      method: 'POST',
      url: '/api/admin/users',
      payload: { ...createBody(), ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message, error: 'VALIDATION' });
  });
});

describe('PUT /api/admin/users/:id', () => {
  const edit = (id: number, payload: Record<string, unknown>) =>
    api({ method: 'PUT', url: `/api/admin/users/${id}`, payload });

  it('updates the member, keeps the store when omitted and unassigns it with null', async () => {
    const store = await makeStore(t.db, { name: 'Southpoint' });
    const member = await makeUser(t.db, { storeId: store.id, phoneNumber: '555-1111' });
    const memberToken = await loginAs(t.app, member.email, member.password);
    const res = await edit(member.id, {
      email: member.email.toUpperCase(),
      name: 'Renamed Member',
      phone_number: '',
      designation: 'frontdesk',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Member updated successfully',
      data: {
        id: member.id,
        email: member.email,
        name: 'Renamed Member',
        phone_number: null,
        designation: 'frontdesk',
        store_id: store.id,
        store_name: 'Southpoint',
        role: 'user',
        is_active: true,
      },
    });
    // A name or designation change does not sign the member out.
    expect(await tokenWorks(memberToken)).toBe(true);
    const unassigned = await edit(member.id, { name: 'Renamed Member', store_id: null });
    expect(unassigned.json().data).toMatchObject({ store_id: null, store_name: null });
  });

  it('refuses another e-mail, an unknown member and an unknown store', async () => {
    const member = await makeUser(t.db);
    const email = await edit(member.id, { name: 'X', email: 'someone-else@example.test' });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toBe('Email cannot be changed');
    const missing = await edit(999999, { name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Member not found');
    const store = await edit(member.id, { name: 'X', store_id: 999999 });
    expect(store.statusCode).toBe(404);
    expect(store.json().message).toBe('Store not found');
    const mismatch = await edit(member.id, { name: 'X', password: 'abcdef', confirmPassword: 'abcdeg' });
    expect(mismatch.json()).toMatchObject({ message: 'Password and confirm password do not match' });
    const badId = await api({ method: 'PUT', url: '/api/admin/users/abc', payload: { name: 'X' } });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/^id: /);
  });

  it('changes the password and revokes the old token at once', async () => {
    const member = await makeUser(t.db);
    const old = await loginAs(t.app, member.email, member.password);
    const res = await edit(member.id, {
      name: member.name,
      password: 'new-pass-1',
      confirmPassword: 'new-pass-1',
    });
    expect(res.statusCode).toBe(200);
    expect(await tokenWorks(old)).toBe(false);
    await expect(loginAs(t.app, member.email, 'new-pass-1')).resolves.toBeTypeOf('string');
  });

  it('leaves the password alone when it is blank', async () => {
    const member = await makeUser(t.db);
    const old = await loginAs(t.app, member.email, member.password);
    await edit(member.id, { name: 'Same', password: '', confirmPassword: '' });
    expect(await tokenWorks(old)).toBe(true);
    await expect(loginAs(t.app, member.email, member.password)).resolves.toBeTypeOf('string');
  });

  it('revokes the tokens of a member whose role changes or who is deactivated', async () => {
    const promoted = await makeUser(t.db);
    const promotedToken = await loginAs(t.app, promoted.email, promoted.password);
    await edit(promoted.id, { name: promoted.name, role: 'admin' });
    expect(await tokenWorks(promotedToken)).toBe(false);

    const otherAdmin = await makeUser(t.db, { role: 'admin' });
    const adminToken = await loginAs(t.app, otherAdmin.email, otherAdmin.password);
    const res = await edit(otherAdmin.id, { name: otherAdmin.name, is_active: false });
    expect(res.json().data.is_active).toBe(false);
    const refused = await call(t.app, adminToken, { method: 'GET', url: '/api/admin/stores' });
    expect(refused.statusCode).toBe(401);
  });

  it('refuses to deactivate or demote your own account', async () => {
    const deactivate = await edit(admin.id, { name: admin.name, is_active: false });
    expect(deactivate.statusCode).toBe(400);
    expect(deactivate.json().message).toBe('You cannot deactivate your own account');
    const demote = await edit(admin.id, { name: admin.name, role: 'user' });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().message).toBe('You cannot remove the admin role from your own account');
    expect(await tokenWorks(token)).toBe(true);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('deletes the member, keeps their orders readable and drops their cart', async () => {
    const member = await makeUser(t.db, { name: 'Gone Soon' });
    const memberToken = await loginAs(t.app, member.email, member.password);
    const order = await makeOrder(t.db, {
      userId: member.id,
      userName: 'Gone Soon',
      userEmail: member.email,
    });
    const product = await makeProduct(t.db);
    await makeCartItem(t.db, { userId: member.id, productId: product.id, quantity: 2 });

    const res = await api({ method: 'DELETE', url: `/api/admin/users/${member.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Member deleted successfully',
      data: { id: member.id },
    });
    expect(await tokenWorks(memberToken)).toBe(false);
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ userId: null, userName: 'Gone Soon', userEmail: member.email });
    expect(await t.db.$count(cartItems, eq(cartItems.userId, member.id))).toBe(0);

    const again = await api({ method: 'DELETE', url: `/api/admin/users/${member.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Member not found');
  });

  it('refuses to delete your own account', async () => {
    const res = await api({ method: 'DELETE', url: `/api/admin/users/${admin.id}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'You cannot delete your own account',
      error: 'VALIDATION',
    });
  });

  it('refuses a malformed id', async () => {
    const res = await api({ method: 'DELETE', url: '/api/admin/users/-5' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('id: id must be a positive number');
  });
});

describe('POST /api/admin/users/assign-store', () => {
  const assign = (payload: Record<string, unknown>) =>
    api({ method: 'POST', url: '/api/admin/users/assign-store', payload });

  it('assigns the member to the store', async () => {
    const store = await makeStore(t.db, { name: 'Lakeside' });
    const member = await makeUser(t.db);
    const res = await assign({ userId: member.id, storeId: store.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Member assigned to store successfully',
      data: { id: member.id, store_id: store.id, store_name: 'Lakeside' },
    });
    const [row] = await t.db.select({ storeId: users.storeId }).from(users).where(eq(users.id, member.id));
    expect(row?.storeId).toBe(store.id);
  });

  it('answers 404 for an unknown member or store and 400 for a malformed body', async () => {
    const store = await makeStore(t.db);
    const member = await makeUser(t.db);
    const noMember = await assign({ userId: 999999, storeId: store.id });
    expect(noMember.statusCode).toBe(404);
    expect(noMember.json().message).toBe('Member not found');
    const noStore = await assign({ userId: member.id, storeId: 999999 });
    expect(noStore.statusCode).toBe(404);
    expect(noStore.json().message).toBe('Store not found');
    const bad = await assign({ userId: member.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('storeId: storeId is required and must be a number');
  });
});
