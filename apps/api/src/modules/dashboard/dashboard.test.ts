import { DashboardResponseSchema } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../../test/support/app';
import { makeOrder, makeProduct, makeStore, makeUser } from '../../../test/support/factories';
import { signInAdmin } from '../../../test/support/orders';
import { orderItems } from '../../db/schema';
import { percentChange } from './service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
/** Noon UTC, `days` days before today: clear of day and period boundaries. */
const daysAgo = (days: number) => {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 12) - days * DAY);
};
const dateOf = (date: Date) => date.toISOString().slice(0, 10);

describe('percentChange', () => {
  it('rounds to one decimal and gives null without a previous figure', () => {
    expect(percentChange({ current: 1, previous: 3 })).toBe(-66.7);
    expect(percentChange({ current: 3, previous: 2 })).toBe(50);
    expect(percentChange({ current: 5, previous: 0 })).toBeNull();
  });
});

describe('GET /api/admin/dashboard', () => {
  it('computes the figures from the data', async () => {
    const admin = await signInAdmin(t);
    const oldStore = await makeStore(t.db, { name: 'Old Store', createdAt: daysAgo(45) });
    const storeA = await makeStore(t.db, { name: 'Store A', createdAt: daysAgo(2) });
    const storeB = await makeStore(t.db, { name: 'Store B', createdAt: daysAgo(1) });
    await makeStore(t.db, { name: 'Closed', status: 'inactive', isActive: false, createdAt: daysAgo(1) });
    await makeStore(t.db, { name: 'Fixing', status: 'maintenance', createdAt: daysAgo(1) });
    for (const days of [40, 41, 42]) await makeUser(t.db, { storeId: oldStore.id, createdAt: daysAgo(days) });
    await makeUser(t.db, { storeId: storeA.id, createdAt: daysAgo(3) });

    await makeOrder(t.db, { status: 'approved', createdAt: daysAgo(35) });
    await makeOrder(t.db, { status: 'completed', createdAt: daysAgo(29) });
    await makeOrder(t.db, { status: 'rejected', createdAt: daysAgo(10) });
    await makeOrder(t.db, { status: 'approved', createdAt: daysAgo(0) });
    await makeOrder(t.db, { status: 'approved', createdAt: daysAgo(0) });
    await makeOrder(t.db, { status: 'cancelled', createdAt: daysAgo(0) });
    const newest = await makeOrder(t.db, {
      status: 'pending',
      storeName: 'Store B',
      userName: 'Nora',
      itemsCount: 4,
      createdAt: new Date(daysAgo(0).getTime() + 1000),
    });

    const res = await call(t.app, admin.token, { method: 'GET', url: '/api/admin/dashboard' });
    expect(res.statusCode).toBe(200);
    const { data } = DashboardResponseSchema.parse(res.json());
    // 3 active stores; 4 members (the admin is not one); 3 approved, 1 pending.
    expect(data.stats).toEqual({ approvedOrders: 3, pendingOrders: 1, totalStores: 3, totalMembers: 4 });
    expect(data.changes).toEqual({
      approvedOrders: 100,
      pendingOrders: null,
      totalStores: 100,
      totalMembers: -66.7,
    });

    expect(data.storePerformance).toHaveLength(5);
    expect(data.storePerformance.slice(2)).toEqual([
      { id: storeB.id, name: 'Store B', store_id: storeB.storeId, member_count: '0' },
      { id: storeA.id, name: 'Store A', store_id: storeA.storeId, member_count: '1' },
      { id: oldStore.id, name: 'Old Store', store_id: oldStore.storeId, member_count: '3' },
    ]);

    expect(data.recentOrders).toHaveLength(5);
    expect(data.recentOrders[0]).toEqual({
      id: newest.id,
      order_number: newest.orderNumber,
      store_name: 'Store B',
      items_count: 4,
      user_name: 'Nora',
      status: 'pending',
      created_at: newest.createdAt.toISOString(),
    });

    expect(data.ordersPerDay).toHaveLength(30);
    expect(data.ordersPerDay[0]).toEqual({
      date: dateOf(daysAgo(29)),
      pending: 0,
      approved: 0,
      shipped: 0,
      rejected: 0,
      completed: 1,
      cancelled: 0,
    });
    expect(data.ordersPerDay[29]).toEqual({
      date: dateOf(daysAgo(0)),
      pending: 1,
      approved: 2,
      shipped: 0,
      rejected: 0,
      completed: 0,
      cancelled: 1,
    });
    expect(data.ordersPerDay.find((day) => day.date === dateOf(daysAgo(10)))?.rejected).toBe(1);
    const total = data.ordersPerDay.reduce(
      (sum, day) => sum + day.pending + day.approved + day.rejected + day.completed + day.cancelled,
      0,
    );
    expect(total).toBe(6);
  });

  it('covers the asked range: charts, top stores and products, and changes against the period before', async () => {
    const admin = await signInAdmin(t);
    const north = await makeStore(t.db, { name: 'North' });
    const south = await makeStore(t.db, { name: 'South' });
    const [bolt, nut] = [await makeProduct(t.db, { name: 'Bolt' }), await makeProduct(t.db, { name: 'Nut' })];
    // Range 2025-03-10..2025-03-16 (7 days); the period before is 2025-03-03..2025-03-09.
    const at = (day: string) => new Date(`${day}T12:00:00Z`);
    const place = async (
      storeId: number,
      status: string,
      day: string,
      total: string,
      lines: [number, number][],
    ) => {
      const order = await makeOrder(t.db, {
        storeId,
        status,
        createdAt: at(day),
        subtotal: total,
        totalAmount: total,
      });
      for (const [productId, quantity] of lines) {
        await t.db.insert(orderItems).values({
          orderId: order.id,
          productId,
          productName: 'x',
          unitPrice: '1.00',
          quantity,
          lineTotal: `${quantity}.00`,
        });
      }
    };
    await place(north.id, 'approved', '2025-03-10', '100.00', [[bolt.id, 5]]);
    await place(north.id, 'completed', '2025-03-16', '50.50', [[nut.id, 9]]);
    await place(south.id, 'shipped', '2025-03-12', '400.00', [[bolt.id, 1]]);
    await place(south.id, 'pending', '2025-03-12', '999.00', [[nut.id, 50]]);
    await place(south.id, 'approved', '2025-03-05', '10.00', []);
    await place(south.id, 'approved', '2025-03-17', '10.00', []);

    const res = await call(t.app, admin.token, {
      method: 'GET',
      url: '/api/admin/dashboard?from=2025-03-10&to=2025-03-16',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = DashboardResponseSchema.parse(res.json());
    expect(data.range).toEqual({ from: '2025-03-10', to: '2025-03-16', days: 7 });
    expect(data.previousRange).toEqual({ from: '2025-03-03', to: '2025-03-09', days: 7 });
    expect(data.ordersPerDay.map((day) => day.date)).toEqual([
      '2025-03-10',
      '2025-03-11',
      '2025-03-12',
      '2025-03-13',
      '2025-03-14',
      '2025-03-15',
      '2025-03-16',
    ]);
    expect(data.ordersPerDay[2]).toMatchObject({ shipped: 1, pending: 1 });
    // Value: approved, shipped and completed orders only (the pending 999.00 is left out).
    expect(data.valuePerDay.map((day) => day.value)).toEqual([
      '100.00',
      '0.00',
      '400.00',
      '0.00',
      '0.00',
      '0.00',
      '50.50',
    ]);
    expect(data.topStores).toEqual([
      { store_id: south.id, name: 'South', store_code: south.storeId, orders: 1, value: '400.00' },
      { store_id: north.id, name: 'North', store_code: north.storeId, orders: 2, value: '150.50' },
    ]);
    expect(data.topProducts).toEqual([
      { product_id: nut.id, name: 'Nut', sku: nut.sku, quantity: 9, value: '9.00' },
      { product_id: bolt.id, name: 'Bolt', sku: bolt.sku, quantity: 6, value: '6.00' },
    ]);
    // Approved orders placed in the range (1) against the week before (1): no change.
    expect(data.changes.approvedOrders).toBe(0);
    expect(data.changes.pendingOrders).toBeNull();
  });

  it('is for admins only', async () => {
    const member = await makeUser(t.db);
    const token = await loginAs(t.app, member.email, member.password);
    expect((await call(t.app, token, { method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(403);
  });
});

describe('the dashboard as JSON text (json.ts)', () => {
  it('answers application/json equal to the schema encoding, with a renamed store shown at once', async () => {
    const admin = await signInAdmin(t);
    const store = await makeStore(t.db, { name: 'Text Store', createdAt: daysAgo(3) });
    await makeOrder(t.db, {
      status: 'approved',
      storeId: store.id,
      storeName: 'Text Store',
      createdAt: daysAgo(5),
    });
    const url = `/api/admin/dashboard?from=${dateOf(daysAgo(9))}&to=${dateOf(daysAgo(0))}`;
    const first = await call(t.app, admin.token, { method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = first.json();
    // Nothing more, nothing less than the contract's schema encodes.
    expect(body).toEqual(JSON.parse(JSON.stringify(DashboardResponseSchema.parse(body))));
    expect(body.data.ordersPerDay).toHaveLength(10);
    expect(body.data.valuePerDay).toHaveLength(10);

    // The kept series come back as they were; names are read each time.
    await t.db.execute(sql`update stores set name = 'Text Store Renamed' where id = ${store.id}`);
    const second = (await call(t.app, admin.token, { method: 'GET', url })).json();
    expect(second.data.ordersPerDay).toEqual(body.data.ordersPerDay);
    expect(second.data.valuePerDay).toEqual(body.data.valuePerDay);
    const names = second.data.topStores.map((row: { name: string }) => row.name);
    expect(names).toContain('Text Store Renamed');
  });
});
