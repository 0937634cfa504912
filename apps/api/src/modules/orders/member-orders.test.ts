import { MemberOrderListResponseSchema, OrderDetailResponseSchema } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { makeCartItem, makeOrder, makeProduct } from '../../../test/support/factories';
import { type Member, placeOrder, signInAdmin, signInMember } from '../../../test/support/orders';
import { cartItems, orders, products } from '../../db/schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (member: Member, url: string) => call(t.app, member.token, { method: 'GET', url });
const setStatus = (orderId: number, status: string) =>
  t.db.update(orders).set({ status }).where(eq(orders.id, orderId));
const cartOf = (member: Member) => t.db.select().from(cartItems).where(eq(cartItems.userId, member.user.id));

describe('GET /api/orders', () => {
  it('lists the member own orders, newest first, in the member-list shape', async () => {
    const member = await signInMember(t, { storeName: 'Westside Phones' });
    const stranger = await signInMember(t);
    const lcd = await makeProduct(t.db, { name: 'LCD', price: '10.00', image: '/img/lcd.png' });
    const first = await placeOrder(t, member, [[lcd, 2]]);
    const second = await placeOrder(t, member, [[await makeProduct(t.db, { name: 'Flex' }), 1]]);
    await placeOrder(t, stranger, [[lcd, 1]]);

    const res = await get(member, '/api/orders');
    expect(res.statusCode).toBe(200);
    const { data } = MemberOrderListResponseSchema.parse(res.json());
    expect(data.pagination).toEqual({ page: 1, limit: 10, total: 2, pages: 1 });
    expect(data.orders.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(data.orders[1]).toEqual({
      id: first.id,
      order_number: first.order_number,
      status: 'pending',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      store_name: 'Westside Phones',
      items_count: 1,
      total_amount: '20.00',
      product_details: [
        {
          product_id: lcd.id,
          product_name: 'LCD',
          display_name: 'LCD',
          quantity: 2,
          image_url: '/img/lcd.png',
          price: '10.00',
        },
      ],
      product_names: ['LCD'],
      notes: null,
      status_note: null,
      admin_notes: null,
      restored_at: null,
    });
  });

  it('pages and filters by status', async () => {
    const member = await signInMember(t);
    for (let i = 0; i < 3; i += 1) await makeOrder(t.db, { userId: member.user.id, status: 'approved' });
    await makeOrder(t.db, { userId: member.user.id, status: 'rejected' });
    const page2 = MemberOrderListResponseSchema.parse(
      (await get(member, '/api/orders?page=2&limit=3')).json(),
    );
    expect(page2.data.orders).toHaveLength(1);
    expect(page2.data.pagination).toMatchObject({ page: 2, limit: 3, total: 4, pages: 2 });
    const approved = (await get(member, '/api/orders?status=approved')).json().data;
    expect(approved.pagination.total).toBe(3);
    expect((await get(member, '/api/orders?status=all')).json().data.pagination.total).toBe(4);
    const bad = await get(member, '/api/orders?status=delivered');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^status: status must be one of/);
  });
});

describe('GET /api/orders/:id and /api/user/orders/:id', () => {
  it('shows the member own order in the detail shape', async () => {
    const member = await signInMember(t);
    const placed = await placeOrder(t, member, [[await makeProduct(t.db, { price: '3.30' }), 3]]);
    for (const url of [`/api/orders/${placed.id}`, `/api/user/orders/${placed.id}`]) {
      const { data } = OrderDetailResponseSchema.parse((await get(member, url)).json());
      expect(data).toMatchObject({
        id: placed.id,
        total_amount: '9.90',
        subtotal: '9.90',
        status: 'pending',
      });
      expect(data.history).toEqual([expect.objectContaining({ from_status: null, to_status: 'pending' })]);
    }
    expect((await get(member, '/api/orders/abc')).json().message).toMatch(/^id: /);
  });
});

describe("another member's order", () => {
  it('answers 404 on every member route and changes nothing', async () => {
    const owner = await signInMember(t);
    const other = await signInMember(t);
    const pending = await makeOrder(t.db, { userId: owner.user.id });
    const cancelled = await makeOrder(t.db, { userId: owner.user.id, status: 'cancelled' });
    for (const base of ['/api/orders', '/api/user/orders']) {
      const attempts = [
        call(t.app, other.token, { method: 'GET', url: `${base}/${pending.id}` }),
        call(t.app, other.token, { method: 'PUT', url: `${base}/${pending.id}/cancel` }),
        call(t.app, other.token, { method: 'POST', url: `${base}/${cancelled.id}/restore-to-cart` }),
        call(t.app, other.token, { method: 'DELETE', url: `${base}/${cancelled.id}` }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ success: false, message: 'Order not found', error: 'NOT_FOUND' });
      }
    }
    const rows = await t.db.select().from(orders).where(eq(orders.userId, owner.user.id));
    expect(rows.map((r) => [r.status, r.hiddenByMemberAt])).toEqual(
      expect.arrayContaining([
        ['pending', null],
        ['cancelled', null],
      ]),
    );
    expect(await cartOf(other)).toEqual([]);
    expect((await get(other, '/api/orders')).json().data.orders).toEqual([]);
  });
});

describe('POST /api/orders/:id/restore-to-cart', () => {
  it('puts the items back, merged with the cart and capped at 99, skipping unavailable ones', async () => {
    const member = await signInMember(t);
    const lcd = await makeProduct(t.db, { name: 'LCD' });
    const battery = await makeProduct(t.db, { name: 'Battery' });
    const glass = await makeProduct(t.db, { name: 'Glass' });
    const placed = await placeOrder(t, member, [
      [lcd, 5],
      [battery, 60],
      [glass, 1],
    ]);
    await setStatus(placed.id, 'cancelled');
    await t.db.update(products).set({ status: 0 }).where(eq(products.id, glass.id));
    await makeCartItem(t.db, { userId: member.user.id, productId: battery.id, quantity: 50 });

    const res = await call(t.app, member.token, {
      method: 'POST',
      url: `/api/orders/${placed.id}/restore-to-cart`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: '2 items restored to your cart (1 item no longer available)',
      data: { restored: 2, skipped: 1 },
    });
    const cart = await cartOf(member);
    expect(Object.fromEntries(cart.map((line) => [line.productId, line.quantity]))).toEqual({
      [lcd.id]: 5,
      [battery.id]: 99,
    });
  });

  it('restores rejected orders and refuses pending ones', async () => {
    const member = await signInMember(t);
    const placed = await placeOrder(t, member, [[await makeProduct(t.db), 2]]);
    const refused = await call(t.app, member.token, {
      method: 'POST',
      url: `/api/user/orders/${placed.id}/restore-to-cart`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only cancelled or rejected orders can be restored');
    expect(await cartOf(member)).toEqual([]);
    await setStatus(placed.id, 'rejected');
    const ok = await call(t.app, member.token, {
      method: 'POST',
      url: `/api/user/orders/${placed.id}/restore-to-cart`,
    });
    expect(ok.json().message).toBe('1 item restored to your cart');
    expect(await cartOf(member)).toEqual([expect.objectContaining({ quantity: 2 })]);
  });
});

describe('DELETE /api/orders/:id', () => {
  it('hides a cancelled order from the member; admins still see it with its history', async () => {
    const member = await signInMember(t);
    const admin = await signInAdmin(t);
    const placed = await placeOrder(t, member, [[await makeProduct(t.db), 1]]);
    expect(
      (await call(t.app, member.token, { method: 'PUT', url: `/api/orders/${placed.id}/cancel` })).statusCode,
    ).toBe(200);

    const res = await call(t.app, member.token, { method: 'DELETE', url: `/api/orders/${placed.id}` });
    expect(res.json()).toEqual({
      success: true,
      message: 'Order deleted from your list',
      data: { id: placed.id },
    });
    expect((await get(member, '/api/orders')).json().data.orders).toEqual([]);
    expect((await get(member, `/api/orders/${placed.id}`)).statusCode).toBe(404);
    expect(
      (await call(t.app, member.token, { method: 'DELETE', url: `/api/user/orders/${placed.id}` }))
        .statusCode,
    ).toBe(404);

    const detail = await call(t.app, admin.token, { method: 'GET', url: `/api/admin/orders/${placed.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.history.map((h: { to_status: string }) => h.to_status)).toEqual([
      'pending',
      'cancelled',
    ]);
  });

  it('refuses to hide orders that are not cancelled or rejected', async () => {
    const member = await signInMember(t);
    for (const status of ['pending', 'approved', 'completed']) {
      const order = await makeOrder(t.db, { userId: member.user.id, status });
      const res = await call(t.app, member.token, { method: 'DELETE', url: `/api/user/orders/${order.id}` });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Only cancelled or rejected orders can be deleted');
    }
    expect((await get(member, '/api/orders')).json().data.pagination.total).toBe(3);
  });
});
