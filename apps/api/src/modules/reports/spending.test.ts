import { SpendingResponseSchema } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../../test/support/app';
import { makeOrder, makeProduct, makeStore, makeUser } from '../../../test/support/factories';
import { signInAdmin } from '../../../test/support/orders';
import { orderItems } from '../../db/schema';
import { getSpending } from './service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Line = { productId: number | null; quantity: number; price: string };

/** An order of `storeId` placed at `at` with its lines; its total is the sum of the lines. */
async function order(storeId: number, status: string, at: string, lines: Line[]) {
  const total = lines.reduce((sum, line) => sum + Number(line.price) * line.quantity, 0).toFixed(2);
  const row = await makeOrder(t.db, {
    storeId,
    status,
    createdAt: new Date(at),
    subtotal: total,
    totalAmount: total,
  });
  for (const line of lines) {
    await t.db.insert(orderItems).values({
      orderId: row.id,
      productId: line.productId,
      productName: 'Snapshot name',
      unitPrice: line.price,
      quantity: line.quantity,
      lineTotal: (Number(line.price) * line.quantity).toFixed(2),
    });
  }
  return row;
}

const MEMBER_OF = async (storeId: number | null) => {
  const user = await makeUser(t.db, { storeId });
  return { user, token: await loginAs(t.app, user.email, user.password) };
};

describe('GET /api/user/spending', () => {
  it("shows a member their own store's spending only", async () => {
    const mine = await makeStore(t.db, { name: 'Mine', monthlyBudget: '5000.00' });
    const theirs = await makeStore(t.db, { name: 'Theirs' });
    const screen = await makeProduct(t.db, { name: 'Screen', price: '100.00' });
    const now = new Date();
    const recent = new Date(now.getTime() - 60_000).toISOString();
    await order(mine.id, 'approved', recent, [{ productId: screen.id, quantity: 2, price: '100.00' }]);
    await order(mine.id, 'pending', recent, [{ productId: screen.id, quantity: 9, price: '100.00' }]);
    await order(theirs.id, 'completed', recent, [{ productId: screen.id, quantity: 7, price: '100.00' }]);

    const member = await MEMBER_OF(mine.id);
    const res = await call(t.app, member.token, { method: 'GET', url: '/api/user/spending' });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = SpendingResponseSchema.parse(res.json());
    expect(data.store).toEqual({ id: mine.id, name: 'Mine' });
    expect(data.time_zone).toBe('UTC');
    expect(data.monthly_budget).toBe('5000.00');
    expect(data.months).toHaveLength(12);
    expect(data.this_month).toEqual({ month: now.toISOString().slice(0, 7), orders: 1, value: '200.00' });
    expect(data.months.at(-1)).toEqual(data.this_month);
    expect(data.top_products).toEqual([
      { product_id: screen.id, name: 'Screen', sku: screen.sku, quantity: 2, value: '200.00' },
    ]);

    const other = await MEMBER_OF(theirs.id);
    const body = SpendingResponseSchema.parse(
      (await call(t.app, other.token, { method: 'GET', url: '/api/user/spending' })).json(),
    );
    expect(body.data.store.name).toBe('Theirs');
    expect(body.data.this_month).toMatchObject({ orders: 1, value: '700.00' });
    expect(body.data.monthly_budget).toBeNull();
  });

  it('is for store members: admins and members without a store get 403', async () => {
    const admin = await signInAdmin(t);
    const adminRes = await call(t.app, admin.token, { method: 'GET', url: '/api/user/spending' });
    expect(adminRes.statusCode).toBe(403);
    expect(adminRes.json().message).toBe('Spending is shown to store members only.');
    const loose = await MEMBER_OF(null);
    const looseRes = await call(t.app, loose.token, { method: 'GET', url: '/api/user/spending' });
    expect(looseRes.statusCode).toBe(403);
    expect(looseRes.json().message).toMatch(/not assigned to a store/);
  });
});

describe('getSpending', () => {
  const now = new Date('2026-03-15T12:00:00Z');

  it("counts calendar months in the store's time zone, approved, shipped and completed orders only", async () => {
    // 20:00 UTC on Feb 28 is already March 1 on Kiritimati (UTC+14), still February in UTC.
    const east = await makeStore(t.db, { name: 'East', timeZone: 'Pacific/Kiritimati' });
    const utc = await makeStore(t.db, { name: 'West' });
    const part = await makeProduct(t.db, { name: 'Part' });
    for (const store of [east, utc]) {
      await order(store.id, 'shipped', '2026-02-28T20:00:00Z', [
        { productId: part.id, quantity: 1, price: '50.00' },
      ]);
      await order(store.id, 'completed', '2025-04-10T12:00:00Z', [
        { productId: part.id, quantity: 3, price: '10.00' },
      ]);
      // Before the 12 months, and statuses that do not spend.
      await order(store.id, 'approved', '2025-03-01T12:00:00Z', [
        { productId: part.id, quantity: 1, price: '999.00' },
      ]);
      await order(store.id, 'rejected', '2026-03-02T12:00:00Z', [
        { productId: part.id, quantity: 1, price: '999.00' },
      ]);
      await order(store.id, 'cancelled', '2026-03-02T12:00:00Z', [
        { productId: part.id, quantity: 1, price: '999.00' },
      ]);
    }
    const user = (storeId: number) => ({
      id: 1,
      email: 'm@example.test',
      name: 'M',
      role: 'user' as const,
      storeId,
      storeName: null,
      phoneNumber: null,
    });

    const eastSpending = await getSpending({ db: t.db, user: user(east.id), now });
    expect(eastSpending.time_zone).toBe('Pacific/Kiritimati');
    expect(eastSpending.months.map((m) => m.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(eastSpending.this_month).toEqual({ month: '2026-03', orders: 1, value: '50.00' });
    expect(eastSpending.months.find((m) => m.month === '2026-02')).toEqual({
      month: '2026-02',
      orders: 0,
      value: '0.00',
    });
    expect(eastSpending.months[0]).toEqual({ month: '2025-04', orders: 1, value: '30.00' });
    expect(eastSpending.top_products).toEqual([
      { product_id: part.id, name: 'Part', sku: part.sku, quantity: 4, value: '80.00' },
    ]);

    const utcSpending = await getSpending({ db: t.db, user: user(utc.id), now });
    expect(utcSpending.this_month).toEqual({ month: '2026-03', orders: 0, value: '0.00' });
    expect(utcSpending.months.find((m) => m.month === '2026-02')).toEqual({
      month: '2026-02',
      orders: 1,
      value: '50.00',
    });
  });

  it('lists at most 10 products, highest spending first, deleted products by their name on the order', async () => {
    const store = await makeStore(t.db);
    const products = await Promise.all(
      Array.from({ length: 12 }, (_, i) => makeProduct(t.db, { name: `Item ${i}` })),
    );
    await order(store.id, 'approved', '2026-03-10T12:00:00Z', [
      ...products.map((product, i) => ({ productId: product.id, quantity: 1, price: `${i + 1}.00` })),
      { productId: null, quantity: 1, price: '500.00' },
    ]);
    const spending = await getSpending({
      db: t.db,
      user: {
        id: 1,
        email: 'x',
        name: 'x',
        role: 'user',
        storeId: store.id,
        storeName: null,
        phoneNumber: null,
      },
      now,
    });
    expect(spending.top_products).toHaveLength(10);
    expect(spending.top_products[0]).toEqual({
      product_id: null,
      name: 'Snapshot name',
      sku: null,
      quantity: 1,
      value: '500.00',
    });
    expect(spending.top_products.slice(1).map((p) => p.name)).toEqual([
      'Item 11',
      'Item 10',
      'Item 9',
      'Item 8',
      'Item 7',
      'Item 6',
      'Item 5',
      'Item 4',
      'Item 3',
    ]);
  });
});
