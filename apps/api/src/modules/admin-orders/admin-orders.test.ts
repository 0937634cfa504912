import { AdminOrderListResponseSchema, OrderDetailResponseSchema } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { makeOrder, makeProduct } from '../../../test/support/factories';
import { placeOrder, signInAdmin, signInMember } from '../../../test/support/orders';
import { orders } from '../../db/schema';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
});
// A hook of its own, with its own time limit: starting the database is the slow part.
beforeAll(async () => {
  admin = await signInAdmin(t, 'Alex Admin');
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await call(t.app, admin.token, { method: 'GET', url: `/api/admin/orders${query}` });
  expect(res.statusCode).toBe(200);
  return AdminOrderListResponseSchema.parse(res.json()).data;
};
const at = (iso: string) => new Date(iso);

describe('GET /api/admin/orders', () => {
  it('lists every order newest first in the admin-list shape, then filters, searches and pages', async () => {
    const member = await signInMember(t, { name: 'Nora Buyer', storeName: 'Northside Fix' });
    const placed = await placeOrder(t, member, [
      [await makeProduct(t.db, { name: 'LCD' }), 2],
      [await makeProduct(t.db, { name: 'Battery', price: '1.50' }), 1],
    ]);
    await t.db
      .update(orders)
      .set({ createdAt: at('2030-01-05T00:00:00Z') })
      .where(eq(orders.id, placed.id));
    const same = at('2030-01-04T00:00:00Z');
    const a = await makeOrder(t.db, { status: 'approved', userName: 'Omar Diaz', createdAt: same });
    const b = await makeOrder(t.db, {
      status: 'rejected',
      storeName: 'Harbor 100% Repairs',
      userEmail: 'omar@shop.test',
      createdAt: same,
    });
    await makeOrder(t.db, { status: 'cancelled', createdAt: at('2030-01-01T00:00:00Z') });

    const all = await list();
    expect(all.pagination).toEqual({ page: 1, limit: 10, total: 4, pages: 1 });
    // Newest first, and the id decides between orders placed at the same time.
    expect(all.orders.map((o) => o.id).slice(0, 3)).toEqual([placed.id, b.id, a.id]);
    expect(all.orders[0]).toEqual({
      id: placed.id,
      order_number: placed.order_number,
      user_name: 'Nora Buyer',
      user_email: member.user.email,
      store_name: 'Northside Fix',
      items_count: 2,
      product_names: ['LCD', 'Battery'],
      total_amount: '21.50',
      status: 'pending',
      created_at: '2030-01-05T00:00:00.000Z',
    });

    expect((await list('?status=approved')).orders.map((o) => o.id)).toEqual([a.id]);
    expect((await list('?status=all')).pagination.total).toBe(4);
    // Order number, store name, member name and e-mail, case-insensitively.
    expect((await list(`?search=${placed.order_number.toLowerCase()}`)).orders.map((o) => o.id)).toEqual([
      placed.id,
    ]);
    // A whole number is found by its digits and checked whole: its digits under another prefix find nothing.
    const digits = placed.order_number.match(/\d{5,}/)?.[0] ?? '';
    expect(digits).not.toBe('');
    expect((await list(`?search=${digits}`)).orders.map((o) => o.id)).toEqual([placed.id]);
    expect((await list(`?search=ZZ9999-${digits}`)).orders).toEqual([]);
    expect((await list('?search=NORTHSIDE')).orders.map((o) => o.id)).toEqual([placed.id]);
    expect((await list('?search=omar')).orders.map((o) => o.id)).toEqual([b.id, a.id]);
    expect((await list('?search=omar&status=rejected')).orders.map((o) => o.id)).toEqual([b.id]);
    expect((await list(`?search=${encodeURIComponent('100%')}`)).orders.map((o) => o.id)).toEqual([b.id]);
    expect((await list('?search=%25')).orders.map((o) => o.id)).toEqual([b.id]);
    expect((await list('?search=nobody-matches')).orders).toEqual([]);

    const page2 = await list('?page=2&limit=3');
    expect(page2.pagination).toMatchObject({ page: 2, limit: 3, total: 4, pages: 2 });
    expect(page2.orders).toHaveLength(1);
  });

  it('names the bad query field and keeps store users out', async () => {
    const bad = await call(t.app, admin.token, { method: 'GET', url: '/api/admin/orders?limit=500' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('limit: limit must be between 1 and 100');
    const member = await signInMember(t);
    const res = await call(t.app, member.token, { method: 'GET', url: '/api/admin/orders' });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('gives the full detail with snapshots, totals and the history', async () => {
    const member = await signInMember(t, { name: 'Nora Buyer', storeName: 'Northside Fix' });
    const lcd = await makeProduct(t.db, {
      name: 'LCD',
      price: '19.99',
      description: 'OLED',
      image: '/lcd.png',
    });
    const placed = await placeOrder(t, member, [[lcd, 3]]);
    await call(t.app, admin.token, {
      method: 'PUT',
      url: `/api/admin/orders/${placed.id}/status`,
      payload: { status: 'rejected', notes: 'Out of budget' },
    });

    const res = await call(t.app, admin.token, { method: 'GET', url: `/api/admin/orders/${placed.id}` });
    const { data } = OrderDetailResponseSchema.parse(res.json());
    const line = {
      id: expect.any(Number),
      product_id: lcd.id,
      product_name: 'LCD',
      display_name: 'LCD',
      quantity: 3,
      image_url: '/lcd.png',
      price: '19.99',
      sku: lcd.sku,
      category: null,
      brand: 'Acme',
      description: 'OLED',
      line_total: '59.97',
    };
    expect(data).toEqual({
      id: placed.id,
      order_number: placed.order_number,
      status: 'rejected',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      items_count: 1,
      items: [line],
      product_details: [line],
      product_names: ['LCD'],
      subtotal: '59.97',
      tax_amount: '0.00',
      shipping_fee: '0.00',
      discount_amount: null,
      total_amount: '59.97',
      notes: null,
      status_note: 'Out of budget',
      admin_notes: 'Out of budget',
      user_name: 'Nora Buyer',
      user_email: member.user.email,
      user_phone: '512-555-0199',
      store_id: member.store!.storeId,
      store_name: 'Northside Fix',
      store_address: 'Austin, TX',
      store_phone: '512-555-0100',
      estimated_delivery: null,
      shipping_address: null,
      po_number: null,
      requested_delivery_date: null,
      tax_rate: 0,
      carrier: null,
      tracking_number: null,
      tracking_url: null,
      shipped_at: null,
      delivered_at: null,
      invoice_number: null,
      approval_reason: null,
      restored_at: null,
      history: [
        {
          from_status: null,
          to_status: 'pending',
          actor_name: 'Nora Buyer',
          actor_role: 'user',
          notes: null,
          created_at: expect.any(String),
        },
        {
          from_status: 'pending',
          to_status: 'rejected',
          actor_name: 'Alex Admin',
          actor_role: 'admin',
          notes: 'Out of budget',
          created_at: expect.any(String),
        },
      ],
    });
  });

  it('shows the shipping address and extra charges when the order has them', async () => {
    const order = await makeOrder(t.db, {
      taxAmount: '1.25',
      shippingFee: '4.00',
      discountAmount: '2.00',
      shippingAddress: {
        street: '1 Main St',
        city: 'Austin',
        state: 'TX',
        postal_code: '78701',
        country: 'US',
      },
      estimatedDelivery: new Date('2030-02-01T00:00:00Z'),
    });
    const { data } = OrderDetailResponseSchema.parse(
      (await call(t.app, admin.token, { method: 'GET', url: `/api/admin/orders/${order.id}` })).json(),
    );
    expect(data).toMatchObject({
      tax_amount: '1.25',
      shipping_fee: '4.00',
      discount_amount: '2.00',
      estimated_delivery: '2030-02-01T00:00:00.000Z',
      shipping_address: {
        street: '1 Main St',
        city: 'Austin',
        state: 'TX',
        postal_code: '78701',
        country: 'US',
      },
    });
  });

  it('answers 404 for an unknown order and 400 for a bad id', async () => {
    const missing = await call(t.app, admin.token, { method: 'GET', url: '/api/admin/orders/99999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Order not found', error: 'NOT_FOUND' });
    const bad = await call(t.app, admin.token, { method: 'GET', url: '/api/admin/orders/-4' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^id: /);
  });
});
