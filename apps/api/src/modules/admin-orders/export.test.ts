import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { makeProduct } from '../../../test/support/factories';
import { type Member, placeOrder, signInAdmin, signInMember } from '../../../test/support/orders';

// Issue 23: orders and stores as CSV, with the lists' filters, streamed, formulas escaped.
let t: TestContext;
let admin: string;
let alice: Member;
let bob: Member;
const placed: { id: number; order_number: string }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAdmin(t)).token;
  alice = await signInMember(t, { name: 'Alice Export', storeName: '=SUM(A1:A9) Store' });
  bob = await signInMember(t, { name: 'Bob Export' });
  const widget = await makeProduct(t.db, { sku: 'EXP-W', name: '+Widget', price: '2.50' });
  const gadget = await makeProduct(t.db, { sku: 'EXP-G', name: 'Gadget', price: '10.00' });
  placed.push(
    await placeOrder(t, alice, [
      [widget, 2],
      [gadget, 1],
    ]),
  );
  placed.push(await placeOrder(t, bob, [[gadget, 3]]));
  placed.push(await placeOrder(t, alice, [[widget, 4]]));
  // The first order was placed "last month".
  await t.db.execute(
    sql`update orders set created_at = now() - interval '40 days' where id = ${placed[0]?.id}`,
  );
});
afterAll(() => t.close());

async function csv(token: string, url: string, name: RegExp) {
  const res = await call(t.app, token, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  expect(res.headers['content-disposition']).toMatch(name);
  return parse(res.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
}
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('order exports', () => {
  it('admin: one row per order, newest first, with the list filters and a date range', async () => {
    const all = await csv(admin, '/api/admin/orders/export?search=Export', /orders-\d{4}-\d{2}-\d{2}\.csv/);
    expect(all.map((r) => r.order_number)).toEqual(
      [placed[2], placed[1], placed[0]].map((o) => o?.order_number),
    );
    expect(all[2]).toMatchObject({
      status: 'pending',
      member_name: 'Alice Export',
      store_name: "'=SUM(A1:A9) Store",
      items_count: '2',
      subtotal: '15',
      total_amount: all[2]?.total_amount,
    });
    const recent = await csv(
      admin,
      `/api/admin/orders/export?search=Export&from=${day(-7)}&to=${day(0)}`,
      /orders-/,
    );
    expect(recent.map((r) => r.order_number)).toEqual([placed[2], placed[1]].map((o) => o?.order_number));
    const bad = await call(t.app, admin, { method: 'GET', url: '/api/admin/orders/export?from=2026-13-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/from must be a real date/);
  });

  it('admin: one row per line with lines=true; formula-looking names are escaped, numbers stay numbers', async () => {
    const lines = await csv(admin, '/api/admin/orders/export?search=Alice&lines=true', /order-lines-/);
    expect(lines.map((r) => [r.order_number, r.sku, r.quantity, r.unit_price, r.line_total])).toEqual([
      [placed[2]?.order_number, 'EXP-W', '4', '2.5', '10'],
      [placed[0]?.order_number, 'EXP-W', '2', '2.5', '5'],
      [placed[0]?.order_number, 'EXP-G', '1', '10', '10'],
    ]);
    expect(lines[0]?.product_name).toBe("'+Widget");
  });

  it('escapes text starting with - or @ too, never numbers: a negative amount stays a number', async () => {
    // A credit order written as data can hold: names and a PO starting with - and @, amounts below zero.
    await t.db.execute(sql`with o as (
        insert into orders (order_number, user_id, store_id, status, user_name, user_email, items_count,
          subtotal, tax_amount, shipping_fee, total_amount, store_name, po_number)
        values ('-CREDIT-1', null, null, 'approved', '@home Buyer', 'sign@export.test', 1,
          -12.5, -1.25, 0, -13.75, '-Fix Store', '@PO-7')
        returning id
      )
      insert into order_items (order_id, product_id, product_name, sku, unit_price, quantity, line_total)
      select id, null, '@home kit', '-FIX-1', -12.5, 1, -12.5 from o`);
    const [order] = await csv(admin, '/api/admin/orders/export?search=sign%40export.test', /orders-/);
    expect(order).toMatchObject({
      order_number: "'-CREDIT-1",
      store_name: "'-Fix Store",
      member_name: "'@home Buyer",
      po_number: "'@PO-7",
      subtotal: '-12.5',
      tax_amount: '-1.25',
      total_amount: '-13.75',
    });
    const [line] = await csv(
      admin,
      '/api/admin/orders/export?search=sign%40export.test&lines=true',
      /order-lines-/,
    );
    expect(line).toMatchObject({
      sku: "'-FIX-1",
      product_name: "'@home kit",
      quantity: '1',
      unit_price: '-12.5',
      line_total: '-12.5',
    });
  });

  it('a member exports only their own orders; store users cannot use the admin export', async () => {
    const mine = await csv(alice.token, '/api/orders/export', /my-orders-/);
    expect(mine.map((r) => r.order_number)).toEqual([placed[2], placed[0]].map((o) => o?.order_number));
    const bobs = await csv(bob.token, '/api/orders/export?lines=true', /my-order-lines-/);
    expect(bobs.map((r) => [r.order_number, r.sku])).toEqual([[placed[1]?.order_number, 'EXP-G']]);
    expect(
      (await call(t.app, alice.token, { method: 'GET', url: '/api/admin/orders/export' })).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, alice.token, { method: 'GET', url: '/api/admin/stores/export' })).statusCode,
    ).toBe(403);
  });

  it('streams more orders than one page (1,000) without losing or repeating one', async () => {
    await t.db.execute(sql`insert into orders (order_number, user_id, store_id, status, user_name, user_email, items_count, subtotal, total_amount, store_name)
      select 'BULK-' || g, ${bob.user.id}, ${bob.store?.id}, 'approved', 'Bulk Buyer', 'bulk@export.test', 1, 1, 1, 'Bulk Store'
      from generate_series(1, 2500) g`);
    const rows = await csv(admin, '/api/admin/orders/export?search=bulk%40export.test', /orders-/);
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((r) => r.order_number)).size).toBe(2500);
  });

  it('stores: the list filters, every store with its rules', async () => {
    const stores = await csv(admin, '/api/admin/stores/export?search=SUM', /stores-\d{4}-\d{2}-\d{2}\.csv/);
    expect(stores).toHaveLength(1);
    expect(stores[0]).toMatchObject({ name: "'=SUM(A1:A9) Store", members: '1', monthly_budget: '' });
  });
});
