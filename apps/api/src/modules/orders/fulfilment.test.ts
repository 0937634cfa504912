import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { describeOn } from '../../../test/support/database';
import { makeCartItem, makeProduct } from '../../../test/support/factories';
import { type Member, placeOrder, signInAdmin, signInMember } from '../../../test/support/orders';

// Issue 20: checkout details, and an order's way past approval: shipped, delivered.
let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAdmin(t)).token;
});
afterAll(() => t.close());

const address = {
  street: '12 Harbour St',
  city: 'Portland',
  state: 'OR',
  postal_code: '97201',
  country: 'US',
};
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const move = (id: number, payload: Record<string, unknown>) =>
  call(t.app, admin, { method: 'PUT', url: `/api/admin/orders/${id}/status`, payload });
const detail = async (id: number) =>
  (await call(t.app, admin, { method: 'GET', url: `/api/admin/orders/${id}` })).json().data;
const ship = { status: 'shipped', carrier: 'UPS', tracking_number: '1Z999AA10123456784' };

async function checkout(member: Member, body: Record<string, unknown>) {
  await makeCartItem(t.db, { userId: member.user.id, productId: (await makeProduct(t.db)).id, quantity: 1 });
  return call(t.app, member.token, { method: 'POST', url: '/api/orders/from-cart', payload: body });
}

describe('checkout details', () => {
  it('keeps the PO number, delivery address and requested date on the order', async () => {
    const member = await signInMember(t);
    const res = await checkout(member, {
      po_number: ' PO-7788 ',
      notes: 'Dock 4',
      shipping_address: address,
      requested_delivery_date: tomorrow,
    });
    expect(res.statusCode).toBe(201);
    const order = (
      await call(t.app, member.token, { method: 'GET', url: `/api/orders/${res.json().data.id}` })
    ).json().data;
    expect(order).toMatchObject({
      po_number: 'PO-7788',
      notes: 'Dock 4',
      shipping_address: address,
      requested_delivery_date: tomorrow,
    });
  });

  it('without details the store address stays the delivery address', async () => {
    const member = await signInMember(t);
    const res = await checkout(member, {});
    expect(await detail(res.json().data.id)).toMatchObject({
      po_number: null,
      shipping_address: null,
      requested_delivery_date: null,
      store_address: 'Austin, TX',
    });
  });

  it('names the field of each bad detail, and places nothing', async () => {
    const member = await signInMember(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ po_number: 'P'.repeat(51) }, 'po_number: po_number must be at most 50 characters'],
      [
        { shipping_address: { ...address, city: ' ' } },
        'shipping_address.city: shipping_address.city is required',
      ],
      [
        { shipping_address: 'Main St' },
        'shipping_address: shipping_address must be an address with street, city, postal_code and country',
      ],
      [
        { requested_delivery_date: yesterday },
        'requested_delivery_date: requested_delivery_date must not be in the past',
      ],
      [
        { requested_delivery_date: '2026-02-30' },
        'requested_delivery_date: requested_delivery_date is not a real date',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await checkout(member, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const mine = await call(t.app, member.token, { method: 'GET', url: '/api/orders' });
    expect(mine.json().data.pagination.total).toBe(0);
  });

  it('POST /orders takes the same details', async () => {
    const member = await signInMember(t);
    const product = await makeProduct(t.db);
    const res = await call(t.app, member.token, {
      method: 'POST',
      url: '/api/orders',
      payload: { items: [{ id: product.id, quantity: 2 }], po_number: 'PO-1', shipping_address: address },
    });
    expect(await detail(res.json().data.id)).toMatchObject({ po_number: 'PO-1', shipping_address: address });
  });
});

describe('shipping and delivery', () => {
  it('approved → shipped with carrier and tracking → delivered, each in the history', async () => {
    const member = await signInMember(t);
    const order = await placeOrder(t, member, [[await makeProduct(t.db), 1]]);
    expect((await move(order.id, { status: 'approved' })).statusCode).toBe(200);
    const shipped = await move(order.id, {
      ...ship,
      tracking_url: 'https://track.example/1Z999',
      estimated_delivery: tomorrow,
      notes: 'Two boxes',
    });
    expect(shipped.json()).toMatchObject({ message: 'Order marked as shipped', data: { status: 'shipped' } });
    const delivered = await move(order.id, { status: 'completed', notes: 'Signed by J. Doe' });
    expect(delivered.json()).toMatchObject({
      message: 'Order marked as delivered',
      data: { status: 'completed' },
    });
    const data = await detail(order.id);
    expect(data).toMatchObject({
      status: 'completed',
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
      tracking_url: 'https://track.example/1Z999',
    });
    expect(data.estimated_delivery.slice(0, 10)).toBe(tomorrow);
    expect(data.shipped_at).not.toBeNull();
    expect(data.delivered_at).not.toBeNull();
    expect(
      data.history.map((h: { to_status: string; notes: string | null }) => [h.to_status, h.notes]),
    ).toEqual([
      ['pending', null],
      ['approved', null],
      ['shipped', 'Two boxes'],
      ['completed', 'Signed by J. Doe'],
    ]);
  });

  it('an approved order may be completed at once (collected)', async () => {
    const member = await signInMember(t);
    const order = await placeOrder(t, member, [[await makeProduct(t.db), 1]]);
    await move(order.id, { status: 'approved' });
    expect((await move(order.id, { status: 'completed' })).statusCode).toBe(200);
  });

  it('refuses moves the table does not allow, and shipping without carrier or tracking', async () => {
    const member = await signInMember(t);
    const order = await placeOrder(t, member, [[await makeProduct(t.db), 1]]);
    expect((await move(order.id, ship)).json().message).toBe('Cannot ship an order that is pending');
    expect((await move(order.id, { status: 'completed' })).json().message).toBe(
      'Cannot complete an order that is pending',
    );
    await move(order.id, { status: 'approved' });
    const noCarrier = await move(order.id, { status: 'shipped', tracking_number: 'X' });
    expect(noCarrier.statusCode).toBe(400);
    expect(noCarrier.json().message).toBe('carrier: carrier is required to ship');
    const badLink = await move(order.id, { ...ship, tracking_url: 'javascript:alert(1)' });
    expect(badLink.json().message).toBe('tracking_url: tracking_url must be an http or https link');
    expect((await move(order.id, ship)).statusCode).toBe(200);
    const reject = await move(order.id, { status: 'rejected' });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().message).toBe('Cannot reject an order that is shipped');
    const cancel = await call(t.app, member.token, { method: 'PUT', url: `/api/orders/${order.id}/cancel` });
    expect(cancel.json().message).toBe('Cannot cancel an order that is shipped');
    await move(order.id, { status: 'completed' });
    expect((await move(order.id, ship)).json().message).toBe('Cannot ship an order that is completed');
  });
});

// PostgreSQL only: PGlite runs one query at a time, so it cannot show a race.
describeOn('postgres', 'ship and reject racing on PostgreSQL', () => {
  it('of 20 admins shipping or rejecting one approved order, exactly one wins', async () => {
    const member = await signInMember(t);
    const order = await placeOrder(t, member, [[await makeProduct(t.db, { stockQuantity: 5 }), 2]]);
    await move(order.id, { status: 'approved' });
    const codes = (
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          move(
            order.id,
            i % 2
              ? { ...ship, expected_status: 'approved' }
              : { status: 'rejected', expected_status: 'approved' },
          ),
        ),
      )
    ).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const data = await detail(order.id);
    expect(data.history).toHaveLength(3);
    expect(['shipped', 'rejected']).toContain(data.status);
  });
});
