import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../../test/support/app';
import { makeOrder, makeStore, makeUser } from '../../../test/support/factories';
import { orders, stores, users } from '../../db/schema';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await makeUser(t.db, { role: 'admin', designation: 'admin' });
  token = await loginAs(t.app, admin.email, admin.password);
});
afterAll(() => t.close());

const api = (options: InjectOptions) => call(t.app, token, options);
const list = (query: string) => api({ method: 'GET', url: `/api/admin/stores?${query}` });
/** A word no other test's stores contain, so a search isolates this test's rows. */
const tag = () => `zq${randomUUID().slice(0, 8)}`;

const validBody = {
  name: 'Downtown Repairs',
  store_type: 'franchise',
  location: '12 Main St, Austin',
  manager_name: 'Maria Lopez',
  phone_number: '+1 512 555 0100',
  email_address: 'downtown@example.test',
  status: 'active',
};

describe('access', () => {
  it('refuses anonymous callers with 401 and members with 403', async () => {
    const anonymous = await call(t.app, undefined, { method: 'GET', url: '/api/admin/stores' });
    expect(anonymous.statusCode).toBe(401);
    const member = await makeUser(t.db);
    const memberToken = await loginAs(t.app, member.email, member.password);
    for (const options of [
      { method: 'GET', url: '/api/admin/stores' },
      { method: 'POST', url: '/api/admin/stores', payload: validBody },
      { method: 'DELETE', url: '/api/admin/stores/1' },
    ] as const) {
      const res = await call(t.app, memberToken, options);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message: 'Admin access required' });
    }
  });
});

describe('GET /api/admin/stores', () => {
  it('lists stores with the spec fields and a computed member count', async () => {
    const word = tag();
    const store = await makeStore(t.db, {
      name: `Eastside ${word}`,
      storeType: 'franchise',
      managerName: 'Eve',
      phoneNumber: '555-0101',
      emailAddress: 'east@example.test',
      status: 'maintenance',
      isActive: false,
    });
    await makeUser(t.db, { storeId: store.id });
    await makeUser(t.db, { storeId: store.id, isActive: false });
    const res = await list(`search=${word}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        stores: [
          {
            id: store.id,
            store_id: store.storeId,
            name: `Eastside ${word}`,
            store_type: 'franchise',
            location: 'Austin, TX',
            manager_name: 'Eve',
            phone_number: '555-0101',
            email_address: 'east@example.test',
            status: 'maintenance',
            is_active: false,
            tax_rate: null,
            auto_approve_below: null,
            monthly_budget: null,
            time_zone: null,
            member_count: 2,
            created_at: store.createdAt.toISOString(),
          },
        ],
        pagination: { page: 1, limit: 12, total: 1, pages: 1 },
      },
    });
    expect(store.storeId).toMatch(/^ST\d{4}$/);
  });

  it('orders newest first, then by id descending, and pages through to an empty page', async () => {
    const word = tag();
    const same = new Date('2024-05-01T10:00:00Z');
    const older = await makeStore(t.db, { name: `A ${word}`, createdAt: new Date('2024-04-01T10:00:00Z') });
    const tieLow = await makeStore(t.db, { name: `B ${word}`, createdAt: same });
    const tieHigh = await makeStore(t.db, { name: `C ${word}`, createdAt: same });
    const newest = await makeStore(t.db, { name: `D ${word}`, createdAt: new Date('2024-06-01T10:00:00Z') });
    const newer = await makeStore(t.db, { name: `E ${word}`, createdAt: new Date('2024-05-15T10:00:00Z') });
    const expected = [newest, newer, tieHigh, tieLow, older].map((s) => s.id);

    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await list(`search=${word}&limit=2&page=${page}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.pagination).toEqual({ page, limit: 2, total: 5, pages: 3 });
      pages.push(res.json().data.stores.map((s: { id: number }) => s.id));
    }
    expect(pages).toEqual([expected.slice(0, 2), expected.slice(2, 4), expected.slice(4)]);

    const beyond = await list(`search=${word}&limit=2&page=9`);
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json().data).toEqual({ stores: [], pagination: { page: 9, limit: 2, total: 5, pages: 3 } });
  });

  it('defaults to 12 per page and accepts limit 100', async () => {
    for (let i = 0; i < 13; i += 1) await makeStore(t.db);
    const first = await list('');
    expect(first.json().data.stores).toHaveLength(12);
    expect(first.json().data.pagination).toMatchObject({ page: 1, limit: 12 });
    const hundred = await list('limit=100');
    expect(hundred.statusCode).toBe(200);
    expect(hundred.json().data.pagination.limit).toBe(100);
    expect(hundred.json().data.stores.length).toBeGreaterThan(12);
  });

  it.each([
    ['limit=0', 'limit: limit must be between 1 and 100'],
    ['limit=101', 'limit: limit must be between 1 and 100'],
    ['limit=abc', 'limit:'],
    ['page=0', 'page: page must be at least 1'],
    ['page=1.5', 'page: page must be a whole number'],
    ['store_type=shared', 'store_type: Store type must be owned or franchise'],
    ['status=closed', 'status: Status must be active, inactive or maintenance'],
  ])('refuses %s with 400', async (query, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION' });
    expect(res.json().message).toContain(message);
  });

  it('searches name, store id, location and manager, trimmed and case-insensitively', async () => {
    const word = tag();
    const byName = await makeStore(t.db, { name: `Harbor ${word.toUpperCase()}` });
    const byLocation = await makeStore(t.db, { location: `Dock 9 ${word}` });
    const byManager = await makeStore(t.db, { managerName: `Manny ${word}` });
    await makeStore(t.db, { name: 'Unrelated' });
    const res = await list(`search=${encodeURIComponent(`  ${word}  `)}`);
    const ids = res.json().data.stores.map((s: { id: number }) => s.id);
    expect(ids.sort()).toEqual([byName.id, byLocation.id, byManager.id].sort());

    const code = await list(`search=${byName.storeId.toLowerCase()}`);
    expect(code.json().data.stores.map((s: { id: number }) => s.id)).toContain(byName.id);
  });

  it('ignores a blank search and takes LIKE wildcards literally', async () => {
    const all = await list('limit=1');
    const blank = await list('limit=1&search=%20%20');
    expect(blank.statusCode).toBe(200);
    expect(blank.json().data.pagination.total).toBe(all.json().data.pagination.total);
    const percent = await list('search=%25%25%25');
    expect(percent.json().data.pagination.total).toBe(0);
  });

  it('combines the type and status filters with the search', async () => {
    const word = tag();
    const match = await makeStore(t.db, { name: `F ${word}`, storeType: 'franchise', status: 'maintenance' });
    await makeStore(t.db, { name: `G ${word}`, storeType: 'owned', status: 'maintenance' });
    await makeStore(t.db, { name: `H ${word}`, storeType: 'franchise', status: 'active' });
    await makeStore(t.db, { name: 'I other', storeType: 'franchise', status: 'maintenance' });
    const res = await list(`search=${word}&store_type=franchise&status=maintenance`);
    expect(res.json().data.stores.map((s: { id: number }) => s.id)).toEqual([match.id]);
    const typeOnly = await list(`search=${word}&store_type=franchise&status=all`);
    expect(typeOnly.json().data.pagination.total).toBe(2);
    const none = await list(`search=${word}&store_type=&status=`);
    expect(none.json().data.pagination.total).toBe(3);
  });
});

describe('POST /api/admin/stores', () => {
  it('creates a store with a generated store id and ignores a client store_id', async () => {
    const res = await api({
      method: 'POST',
      url: '/api/admin/stores',
      payload: { ...validBody, store_id: 'ST9999', member_count: 50 },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Store created successfully',
      data: {
        ...validBody,
        is_active: true,
        member_count: 0,
      },
    });
    expect(body.data.store_id).toMatch(/^ST\d{4}$/);
    expect(body.data.store_id).not.toBe('ST9999');
    expect(new Date(body.data.created_at).toISOString()).toBe(body.data.created_at);
    const [row] = await t.db.select().from(stores).where(eq(stores.id, body.data.id));
    expect(row).toMatchObject({
      name: 'Downtown Repairs',
      storeId: body.data.store_id,
      storeType: 'franchise',
    });
  });

  it('numbers stores in sequence and never reuses a deleted store id', async () => {
    const create = async () =>
      (await api({ method: 'POST', url: '/api/admin/stores', payload: validBody })).json().data;
    const first = await create();
    await api({ method: 'DELETE', url: `/api/admin/stores/${first.id}` });
    const second = await create();
    const number = (code: string) => Number(code.slice(2));
    expect(number(second.store_id)).toBe(number(first.store_id) + 1);
  });

  it('stores blank optional fields as null and derives is_active from the status', async () => {
    const res = await api({
      method: 'POST',
      url: '/api/admin/stores',
      payload: {
        name: '  Quiet Corner  ',
        store_type: 'owned',
        location: 'Dallas',
        status: 'inactive',
        manager_name: '  ',
        phone_number: '',
        email_address: '',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'Quiet Corner',
      manager_name: null,
      phone_number: null,
      email_address: null,
      status: 'inactive',
      is_active: false,
    });
    const explicit = await api({
      method: 'POST',
      url: '/api/admin/stores',
      payload: { ...validBody, status: 'maintenance', is_active: true },
    });
    expect(explicit.json().data).toMatchObject({ status: 'maintenance', is_active: true });
  });

  it.each([
    [{ name: undefined }, 'name: Store name is required'],
    [{ name: '   ' }, 'name: Store name is required'],
    [{ name: 'x'.repeat(121) }, 'name: Store name must be at most 120 characters'],
    [{ name: 42 }, 'name: Store name is required'],
    [{ location: undefined }, 'location: Location is required'],
    [{ location: 'x'.repeat(201) }, 'location: Location must be at most 200 characters'],
    [{ store_type: undefined }, 'store_type: Store type is required'],
    [{ store_type: 'shared' }, 'store_type: Store type must be owned or franchise'],
    [{ status: undefined }, 'status: Status is required'],
    [{ status: 'closed' }, 'status: Status must be active, inactive or maintenance'],
    [{ email_address: 'not-an-email' }, 'email_address: Please enter a valid email address'],
    [{ is_active: 'yes' }, 'is_active: is_active must be true or false'],
    [{ manager_name: 7 }, 'manager_name: Manager name must be text'],
  ])('refuses %j with 400 naming the field', async (change, message) => {
    const before = await t.db.$count(stores);
    const res = await api({ method: 'POST', url: '/api/admin/stores', payload: { ...validBody, ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message, error: 'VALIDATION' });
    expect(await t.db.$count(stores)).toBe(before);
  });
});

describe('PUT /api/admin/stores/:id', () => {
  it('updates the fields, keeps omitted optional ones and never changes the store id', async () => {
    const store = await makeStore(t.db, { managerName: 'Old Manager', phoneNumber: '555-0000' });
    await makeUser(t.db, { storeId: store.id });
    const res = await api({
      method: 'PUT',
      url: `/api/admin/stores/${store.id}`,
      payload: {
        name: 'Renamed',
        store_type: 'franchise',
        location: 'Houston',
        status: 'maintenance',
        phone_number: '',
        store_id: 'ST0000',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Store updated successfully',
      data: {
        id: store.id,
        store_id: store.storeId,
        name: 'Renamed',
        store_type: 'franchise',
        location: 'Houston',
        manager_name: 'Old Manager',
        phone_number: null,
        status: 'maintenance',
        is_active: false,
        member_count: 1,
      },
    });
  });

  it('answers 404 for an unknown store and 400 for a malformed id', async () => {
    const missing = await api({ method: 'PUT', url: '/api/admin/stores/999999', payload: validBody });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Store not found', error: 'NOT_FOUND' });
    for (const [id, message] of [
      ['abc', 'id: '],
      ['-3', 'id: id must be a positive number'],
      ['1.5', 'id: id must be a whole number'],
    ]) {
      const res = await api({ method: 'PUT', url: `/api/admin/stores/${id}`, payload: validBody });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('validates the body like create', async () => {
    const store = await makeStore(t.db);
    const res = await api({
      method: 'PUT',
      url: `/api/admin/stores/${store.id}`,
      payload: { ...validBody, email_address: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('email_address: Please enter a valid email address');
  });
});

describe('approval rules (issue 22)', () => {
  const create = (payload: object) => api({ method: 'POST', url: '/api/admin/stores', payload });

  it('saves the auto-approve limit, the monthly budget and the time zone (canonical name)', async () => {
    const res = await create({
      ...validBody,
      auto_approve_below: 84.5,
      monthly_budget: 25000,
      time_zone: ' pacific/auckland ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      auto_approve_below: 84.5,
      monthly_budget: 25000,
      time_zone: 'Pacific/Auckland',
    });
    const [row] = await t.db.select().from(stores).where(eq(stores.id, res.json().data.id));
    expect(row).toMatchObject({
      autoApproveBelow: '84.50',
      monthlyBudget: '25000.00',
      timeZone: 'Pacific/Auckland',
    });
    const listed = await list(`search=${encodeURIComponent(res.json().data.store_id)}`);
    expect(listed.json().data.stores[0]).toMatchObject({ auto_approve_below: 84.5, monthly_budget: 25000 });
  });

  it('creates a store without rules when they are left out, null or blank', async () => {
    for (const rules of [
      {},
      { auto_approve_below: null, monthly_budget: null, time_zone: null },
      { time_zone: '' },
    ]) {
      const res = await create({ ...validBody, ...rules });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        auto_approve_below: null,
        monthly_budget: null,
        time_zone: null,
      });
    }
  });

  it('keeps the rules an edit leaves out, and clears those it sends as null', async () => {
    const store = await makeStore(t.db, {
      autoApproveBelow: '100.00',
      monthlyBudget: '2000.00',
      timeZone: 'America/Chicago',
    });
    const put = (payload: object) =>
      api({ method: 'PUT', url: `/api/admin/stores/${store.id}`, payload: { ...validBody, ...payload } });
    const kept = await put({});
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({
      auto_approve_below: 100,
      monthly_budget: 2000,
      time_zone: 'America/Chicago',
    });
    const changed = await put({ auto_approve_below: 0, monthly_budget: null });
    expect(changed.json().data).toMatchObject({
      auto_approve_below: 0,
      monthly_budget: null,
      time_zone: 'America/Chicago',
    });
    const cleared = await put({ auto_approve_below: null, time_zone: null });
    expect(cleared.json().data).toMatchObject({
      auto_approve_below: null,
      monthly_budget: null,
      time_zone: null,
    });
    const [row] = await t.db.select().from(stores).where(eq(stores.id, store.id));
    expect(row).toMatchObject({ autoApproveBelow: null, monthlyBudget: null, timeZone: null });
  });

  it.each([
    [{ auto_approve_below: -1 }, 'auto_approve_below: auto_approve_below must be 0 or more'],
    [{ auto_approve_below: 12.345 }, 'auto_approve_below: auto_approve_below must have at most 2 decimals'],
    [{ auto_approve_below: '100' }, 'auto_approve_below: auto_approve_below must be a number'],
    [{ monthly_budget: 100_000_000 }, 'monthly_budget: monthly_budget must be at most 99,999,999'],
    [{ monthly_budget: -0.01 }, 'monthly_budget: monthly_budget must be 0 or more'],
    [
      { time_zone: 'Mars/Olympus_Mons' },
      'time_zone: time_zone must be an IANA time zone such as America/Chicago',
    ],
    [
      { time_zone: 'x'.repeat(65) },
      'time_zone: time_zone must be at most 64 characters; time_zone: time_zone must be an IANA time zone such as America/Chicago',
    ],
    [{ time_zone: 42 }, 'time_zone: time_zone must be text'],
  ])('refuses %j with 400 naming the field', async (change, message) => {
    const before = await t.db.$count(stores);
    const res = await create({ ...validBody, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message, error: 'VALIDATION' });
    expect(await t.db.$count(stores)).toBe(before);
  });
});

describe('DELETE /api/admin/stores/:id', () => {
  it('unassigns the members and keeps orders that name the store readable', async () => {
    const store = await makeStore(t.db, { name: 'Closing Store' });
    const a = await makeUser(t.db, { storeId: store.id });
    const b = await makeUser(t.db, { storeId: store.id });
    const other = await makeStore(t.db);
    const elsewhere = await makeUser(t.db, { storeId: other.id });
    const order = await makeOrder(t.db, {
      userId: a.id,
      storeId: store.id,
      storeName: 'Closing Store',
      storeCode: store.storeId,
    });

    const res = await api({ method: 'DELETE', url: `/api/admin/stores/${store.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Store deleted successfully. 2 members were unassigned from it.',
      data: { id: store.id, unassigned_members: 2 },
    });

    expect(await t.db.select().from(stores).where(eq(stores.id, store.id))).toEqual([]);
    const members = await t.db.select({ id: users.id, storeId: users.storeId }).from(users);
    const storeOf = (id: number) => members.find((m) => m.id === id)?.storeId;
    expect([storeOf(a.id), storeOf(b.id), storeOf(elsewhere.id)]).toEqual([null, null, other.id]);
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ storeId: null, storeName: 'Closing Store', storeCode: store.storeId });

    const again = await api({ method: 'DELETE', url: `/api/admin/stores/${store.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Store not found');
  });

  it('says plainly when the store had no members', async () => {
    const store = await makeStore(t.db);
    const res = await api({ method: 'DELETE', url: `/api/admin/stores/${store.id}` });
    expect(res.json()).toMatchObject({
      message: 'Store deleted successfully',
      data: { unassigned_members: 0 },
    });
  });

  it('refuses a malformed id with 400', async () => {
    const res = await api({ method: 'DELETE', url: '/api/admin/stores/0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('id: id must be a positive number');
  });
});
