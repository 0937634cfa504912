import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../../test/support/app';
import { makeProduct, makeStore, makeUser } from '../../../test/support/factories';
import { adminWithMfa, codeFor, firstStep, moveClock, pinClock, verify } from '../../../test/support/mfa';
import { placeOrder, signInMember } from '../../../test/support/orders';
import { queryRows } from '../../db/rows';

// Issue 23: every admin write leaves exactly one audit row, in its transaction, with the diff.
let t: TestContext;
let admin: { id: number; name: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  const user = await makeUser(t.db, { role: 'admin', designation: 'admin', name: 'Audrey Auditor' });
  admin = {
    id: user.id,
    name: user.name,
    token: await loginAs(t.app, user.email, user.password, '10.1.2.3'),
  };
});
afterAll(() => t.close());

type Row = {
  id: number;
  actor_id: number | null;
  actor_name: string;
  action: string;
  entity: string;
  entity_id: string | null;
  changes: Record<string, { before: unknown; after: unknown }>;
  ip: string | null;
};
const maxId = async () =>
  Number((await queryRows<{ m: string | null }>(t.db, sql`select max(id) as m from audit_log`))[0]?.m ?? 0);
const rowsAfter = (id: number) =>
  queryRows<Row>(
    t.db,
    sql`select id, actor_id, actor_name, action, entity, entity_id, changes, ip from audit_log where id > ${id} order by id`,
  );
const as = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  call(t.app, admin.token, { method, url, ...(payload ? { payload } : {}), remoteAddress: '10.1.2.3' });

/** Runs one admin write and answers the audit rows it left. */
async function audited(write: () => Promise<{ statusCode: number; body: string }>, status = 200) {
  const before = await maxId();
  const res = await write();
  expect(res.statusCode, res.body).toBe(status);
  return rowsAfter(before);
}

describe('audit log entries', () => {
  it('members: create, update (password only as "set"), assign store, delete — one row each', async () => {
    const store = await makeStore(t.db, { name: 'Audit Store' });
    const [created] = await audited(
      () =>
        as('POST', '/api/admin/users', {
          email: 'audit-member@example.test',
          name: 'Ann Audit',
          password: 'secret-12',
          confirmPassword: 'secret-12',
        }),
      201,
    );
    expect(created).toMatchObject({
      actor_id: admin.id,
      actor_name: 'Audrey Auditor',
      action: 'create',
      entity: 'member',
      ip: '10.1.2.3',
    });
    expect(created?.changes.name).toEqual({ before: null, after: 'Ann Audit' });
    const id = Number(created?.entity_id);
    const updates = await audited(() =>
      as('PUT', `/api/admin/users/${id}`, {
        name: 'Ann Audited',
        designation: 'manager',
        password: 'another-12',
        confirmPassword: 'another-12',
      }),
    );
    expect(updates).toHaveLength(1);
    expect(updates[0]?.changes).toEqual({
      name: { before: 'Ann Audit', after: 'Ann Audited' },
      designation: { before: 'viewer', after: 'manager' },
      password_set: { before: null, after: true },
    });
    const assigned = await audited(() =>
      as('POST', '/api/admin/users/assign-store', { userId: id, storeId: store.id }),
    );
    expect(assigned.map((r) => r.action)).toEqual(['assign_store']);
    expect(assigned[0]?.changes.store_name).toEqual({ before: null, after: 'Audit Store' });
    const deleted = await audited(() => as('DELETE', `/api/admin/users/${id}`));
    expect(deleted.map((r) => [r.action, r.entity_id])).toEqual([['delete', String(id)]]);
    expect(JSON.stringify([created, updates, deleted])).not.toMatch(/argon2|another-12|secret-12/);
  });

  it('an update that changes nothing records nothing; a refused write records nothing', async () => {
    const member = await makeUser(t.db, { name: 'Steady State' });
    expect(await audited(() => as('PUT', `/api/admin/users/${member.id}`, { name: 'Steady State' }))).toEqual(
      [],
    );
    expect(await audited(() => as('PUT', '/api/admin/users/99999999', { name: 'Nobody' }), 404)).toEqual([]);
  });

  it('products, categories, settings and imports', async () => {
    const [category] = await audited(() => as('POST', '/api/admin/categories', { name: 'Audit Parts' }), 201);
    expect(category).toMatchObject({ action: 'create', entity: 'category' });
    const renamed = await audited(() =>
      as('PUT', `/api/admin/categories/${category?.entity_id}`, { name: 'Audited Parts' }),
    );
    expect(renamed[0]?.changes.name).toEqual({ before: 'Audit Parts', after: 'Audited Parts' });
    const [product] = await audited(
      () =>
        as('POST', '/api/admin/products', {
          name: 'Audit Widget',
          sku: 'AUD-1',
          price: 10,
          category_id: Number(category?.entity_id),
        }),
      201,
    );
    expect(product).toMatchObject({ action: 'create', entity: 'product' });
    const priced = await audited(() =>
      as('PUT', `/api/admin/products/${product?.entity_id}`, { price: 12.5 }),
    );
    expect(priced).toHaveLength(1);
    expect(priced[0]?.changes).toEqual({ price: { before: 10, after: 12.5 } });
    const off = await audited(() => as('DELETE', `/api/admin/products/${product?.entity_id}`));
    expect(off[0]?.changes.is_active).toEqual({ before: true, after: false });
    const settings = await audited(() =>
      as('PUT', '/api/admin/settings', {
        company_name: 'Audit Co',
        company_address: '1 Log Rd',
        company_tax_id: 'T-1',
        tax_rate: 7.5,
        shipping_fee: 9,
        free_shipping_threshold: null,
      }),
    );
    expect(settings).toHaveLength(1);
    expect(settings[0]?.changes.tax_rate?.after).toBe(7.5);
    const before = await maxId();
    const csv = 'sku,name,price\nAUD-2,Imported Widget,3.50\n';
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dry_run=false',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toMatchObject({ applied: true, created: 1 });
    const rows = await rowsAfter(before);
    expect(rows.map((r) => [r.action, r.entity])).toEqual([['import', 'import']]);
    expect(rows[0]?.changes.created).toEqual({ before: null, after: 1 });
    // A dry run changes nothing and records nothing.
    const dry = await audited(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/products/import?dry_run=true',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'text/csv' },
        payload: 'sku,name,price\nAUD-3,Dry Widget,1.00\n',
      }),
    );
    expect(dry).toEqual([]);
  });

  it("admins' sign-ins and two-factor changes; members' sign-ins are not logged", async () => {
    const member = await makeUser(t.db);
    expect(
      await audited(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: member.email, password: member.password },
        }),
      ),
    ).toEqual([]);
    pinClock();
    const before = await maxId();
    const mfa = await adminWithMfa(t);
    const token = await firstStep(t, mfa.user.email, mfa.user.password);
    moveClock(1);
    expect((await verify(t, token, codeFor(mfa.secret, 1))).statusCode).toBe(200);
    const rows = await rowsAfter(before);
    expect(rows.map((r) => [r.action, r.entity, r.actor_id])).toEqual([
      ['sign_in', 'session', mfa.user.id],
      ['mfa_enable', 'mfa', mfa.user.id],
      ['sign_in', 'session', mfa.user.id],
    ]);
    expect(rows[2]?.changes.two_factor).toEqual({ before: null, after: true });
  });
});

describe('stores and order decisions', () => {
  it('stores: create, update with a diff of the rules, delete', async () => {
    const [created] = await audited(
      () =>
        as('POST', '/api/admin/stores', {
          name: 'Audit Depot',
          store_type: 'owned',
          location: '1 Audit Way',
          status: 'active',
        }),
      201,
    );
    expect(created).toMatchObject({ action: 'create', entity: 'store', actor_id: admin.id });
    const id = created?.entity_id;
    const updated = await audited(() =>
      as('PUT', `/api/admin/stores/${id}`, {
        name: 'Audit Depot',
        store_type: 'owned',
        location: '1 Audit Way',
        status: 'active',
        monthly_budget: 2000,
      }),
    );
    expect(updated).toHaveLength(1);
    expect(updated[0]?.changes).toEqual({ monthly_budget: { before: null, after: 2000 } });
    const deleted = await audited(() => as('DELETE', `/api/admin/stores/${id}`));
    expect(deleted.map((r) => [r.action, r.entity_id])).toEqual([['delete', id]]);
  });

  it('order decisions: one, bulk (one row per order decided) and automatic approvals by System', async () => {
    const product = await makeProduct(t.db, { price: '20.00' });
    const buyer = await signInMember(t);
    const one = await placeOrder(t, buyer, [[product, 1]]);
    const approved = await audited(() =>
      as('PUT', `/api/admin/orders/${one.id}/status`, { status: 'approved', notes: 'OK' }),
    );
    expect(approved).toHaveLength(1);
    expect(approved[0]).toMatchObject({
      action: 'approve',
      entity: 'order',
      entity_id: String(one.id),
      ip: '10.1.2.3',
    });
    expect(approved[0]?.changes).toEqual({
      status: { before: 'pending', after: 'approved' },
      notes: { before: null, after: 'OK' },
    });
    const a = await placeOrder(t, buyer, [[product, 1]]);
    const b = await placeOrder(t, buyer, [[product, 2]]);
    const bulk = await audited(() =>
      as('POST', '/api/admin/orders/bulk-status', { ids: [a.id, b.id, one.id], status: 'rejected' }),
    );
    expect(bulk.map((r) => [r.action, r.entity_id]).sort()).toEqual([
      ['reject', String(a.id)],
      ['reject', String(b.id)],
    ]);
    await t.db.execute(sql`update stores set auto_approve_below = 100 where id = ${buyer.store?.id}`);
    const before = await maxId();
    const auto = await placeOrder(t, buyer, [[product, 1]]);
    const rows = await rowsAfter(before);
    expect(rows.map((r) => [r.actor_id, r.actor_name, r.action, r.entity_id])).toEqual([
      [null, 'System', 'auto_approve', String(auto.id)],
    ]);
    expect(rows[0]?.changes.approval_reason?.after).toMatch(/^Auto-approved: total \$/);
  });
});

describe('the log itself', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, whoever asks', async () => {
    await as('PUT', '/api/admin/settings', {
      company_name: 'Guard Co',
      company_address: '',
      company_tax_id: '',
      tax_rate: 1,
      shipping_fee: 0,
      free_shipping_threshold: null,
    });
    const count = async () =>
      Number((await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log`))[0]?.n);
    const total = await count();
    const refusal = async (statement: ReturnType<typeof sql>) => {
      try {
        await t.db.execute(statement);
        return 'allowed';
      } catch (error) {
        return String((error as { cause?: Error }).cause?.message ?? error);
      }
    };
    expect(await refusal(sql`update audit_log set actor_name = 'someone else'`)).toMatch(
      /append-only: UPDATE/,
    );
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only: DELETE/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only: TRUNCATE/);
    expect(await count()).toBe(total);
  });

  it('lists with filters, newest first; exports CSV; store users get 403 on every audit route', async () => {
    const product = await makeProduct(t.db, { sku: 'AUD-FILTER', name: '=HYPERLINK("x")' });
    await as('PUT', `/api/admin/products/${product.id}`, { price: 99 });
    await as('PUT', `/api/admin/products/${product.id}`, { price: 98 });
    const list = await call(t.app, admin.token, {
      method: 'GET',
      url: `/api/admin/audit?entity=product&entity_id=${product.id}`,
    });
    expect(list.statusCode).toBe(200);
    const entries = list.json().data.entries;
    expect(entries.map((e: { changes: { price: { after: number } } }) => e.changes.price.after)).toEqual([
      98, 99,
    ]);
    expect(list.json().data.pagination.total).toBe(2);
    const byActor = await call(t.app, admin.token, {
      method: 'GET',
      url: `/api/admin/audit?actor_id=${admin.id}&action=update&limit=100`,
    });
    expect(byActor.json().data.entries.every((e: { actor_id: number }) => e.actor_id === admin.id)).toBe(
      true,
    );
    const bad = await call(t.app, admin.token, {
      method: 'GET',
      url: '/api/admin/audit?from=2026-12-01&to=2026-11-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('from must not be after to');
    const csv = await call(t.app, admin.token, {
      method: 'GET',
      url: `/api/admin/audit/export?entity=product&entity_id=${product.id}`,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/audit-log-\d{4}-\d{2}-\d{2}\.csv/);
    const rows = parse(csv.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => JSON.parse(r.changes ?? '{}').price.after)).toEqual([98, 99]);
    const member = await makeUser(t.db, { storeId: (await makeStore(t.db)).id });
    const memberToken = await loginAs(t.app, member.email, member.password);
    for (const url of ['/api/admin/audit', '/api/admin/audit/actors', '/api/admin/audit/export'])
      expect((await call(t.app, memberToken, { method: 'GET', url })).statusCode).toBe(403);
  });
});
