import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { makeProduct } from '../../../test/support/factories';
import { type Member, placeOrder, signInAdmin, signInMember } from '../../../test/support/orders';
import { stores } from '../../db/schema';

// Issue 20: settings, and the charges the cart shows and checkout stores, computed on the server.
let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAdmin(t)).token;
});
afterAll(() => t.close());

const base = { company_name: 'Parts Wholesale Co', company_address: '1 Dock Rd', company_tax_id: 'US-123' };
const save = (body: Record<string, unknown>) =>
  call(t.app, admin, { method: 'PUT', url: '/api/admin/settings', payload: { ...base, ...body } });
const cartOf = async (member: Member) =>
  (await call(t.app, member.token, { method: 'GET', url: '/api/user/cart' })).json().data;
const orderOf = async (member: Member, id: number) =>
  (await call(t.app, member.token, { method: 'GET', url: `/api/orders/${id}` })).json().data;

describe('GET/PUT /api/admin/settings', () => {
  it('reads the defaults, saves every field, and names a bad field', async () => {
    const first = await call(t.app, admin, { method: 'GET', url: '/api/admin/settings' });
    expect(first.json().data).toMatchObject({
      company_name: 'Wholesale Portal',
      tax_rate: 0,
      shipping_fee: 0,
    });
    const res = await save({ tax_rate: 8.25, shipping_fee: 15, free_shipping_threshold: 500 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Settings saved',
      data: { ...base, tax_rate: 8.25, shipping_fee: 15, free_shipping_threshold: 500 },
    });
    const bad = await save({ tax_rate: 100.5, shipping_fee: 1, free_shipping_threshold: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('tax_rate: tax_rate must be at most 100');
    const cents = await save({ tax_rate: 1, shipping_fee: 1.005, free_shipping_threshold: null });
    expect(cents.json().message).toBe('shipping_fee: shipping_fee must have at most 2 decimals');
  });

  it('is for admins only', async () => {
    const member = await signInMember(t);
    expect((await call(t.app, member.token, { method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(
      403,
    );
    expect((await call(t.app, undefined, { method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(
      401,
    );
  });
});

describe('charges: what the cart shows is what the order stores', () => {
  beforeEach(async () => {
    await save({ tax_rate: 0, shipping_fee: 0, free_shipping_threshold: null });
  });

  // [tax %, shipping fee, free from, price, quantity] → [subtotal, tax, shipping, total]
  const cases: [number, number, number | null, string, number, string[]][] = [
    [0, 0, null, '19.99', 3, ['59.97', '0.00', '0.00', '59.97']],
    [8.25, 15, null, '19.99', 3, ['59.97', '4.95', '15.00', '79.92']],
    [20, 15, 50, '19.99', 3, ['59.97', '11.99', '0.00', '71.96']],
    [20, 15, 100, '19.99', 3, ['59.97', '11.99', '15.00', '86.96']],
    // Half a cent rounds up: 5 % of 0.10 is 0.005, of 0.30 is 0.015.
    [5, 0, null, '0.10', 1, ['0.10', '0.01', '0.00', '0.11']],
    [5, 0, null, '0.10', 3, ['0.30', '0.02', '0.00', '0.32']],
    // 8.25 % of 10.06 is 0.82995.
    [8.25, 0, null, '10.06', 1, ['10.06', '0.83', '0.00', '10.89']],
  ];
  for (const [rate, fee, free, price, quantity, [subtotal, tax, shipping, total]] of cases) {
    it(`tax ${rate} %, shipping ${fee} (free from ${free}): ${quantity} x ${price} → ${total}`, async () => {
      await save({ tax_rate: rate, shipping_fee: fee, free_shipping_threshold: free });
      const member = await signInMember(t);
      const product = await makeProduct(t.db, { price });
      await call(t.app, member.token, {
        method: 'POST',
        url: '/api/user/cart',
        payload: { product_id: product.id, quantity },
      });
      expect(await cartOf(member)).toMatchObject({
        subtotal,
        tax,
        shipping,
        order_total: total,
        tax_rate: rate,
      });
      const res = await call(t.app, member.token, {
        method: 'POST',
        url: '/api/orders/from-cart',
        payload: {},
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.total_amount).toBe(total);
      expect(await orderOf(member, res.json().data.id)).toMatchObject({
        subtotal,
        tax_amount: tax,
        shipping_fee: shipping,
        total_amount: total,
        tax_rate: rate,
      });
    });
  }

  it("uses the store's own rate, and settings changed later leave placed orders as they were", async () => {
    await save({ tax_rate: 10, shipping_fee: 5, free_shipping_threshold: null });
    const member = await signInMember(t);
    await t.db.update(stores).set({ taxRate: '20.000' }).where(eq(stores.id, member.store!.id));
    const order = await placeOrder(t, member, [[await makeProduct(t.db, { price: '50.00' }), 2]]);
    expect(order.total_amount).toBe('125.00');
    await save({ tax_rate: 0, shipping_fee: 0, free_shipping_threshold: null });
    await t.db.update(stores).set({ taxRate: null }).where(eq(stores.id, member.store!.id));
    expect(await orderOf(member, order.id)).toMatchObject({
      tax_amount: '20.00',
      shipping_fee: '5.00',
      total_amount: '125.00',
      tax_rate: 20,
    });
  });

  it('an admin sets and clears a store rate through the store form', async () => {
    const member = await signInMember(t);
    const body = {
      name: 'Tax Store',
      store_type: 'owned',
      location: 'Reno, NV',
      status: 'active',
      tax_rate: 7.5,
    };
    const res = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/stores/${member.store!.id}`,
      payload: body,
    });
    expect(res.json().data.tax_rate).toBe(7.5);
    const cleared = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/stores/${member.store!.id}`,
      payload: { ...body, tax_rate: null },
    });
    expect(cleared.json().data.tax_rate).toBeNull();
    const bad = await call(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/stores/${member.store!.id}`,
      payload: { ...body, tax_rate: -1 },
    });
    expect(bad.json().message).toBe('tax_rate: tax_rate must be 0 or more');
  });
});
