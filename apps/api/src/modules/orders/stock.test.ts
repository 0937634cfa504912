import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { describeOn } from '../../../test/support/database';
import { makeCartItem, makeProduct } from '../../../test/support/factories';
import { type Member, placeOrder, signInAdmin, signInMember } from '../../../test/support/orders';
import { cartItems, orderItems, products } from '../../db/schema';

// Issue 19: placing an order reserves tracked stock in the same statement; rejecting or cancelling
// gives it back; approving a rejected order takes it again or answers 409 naming the short lines.
describe('stock reservation', () => {
  let t: TestContext;
  let admin: { token: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t);
  });
  afterAll(() => t.close());

  const stockOf = async (id: number) =>
    (await t.db.select({ s: products.stockQuantity }).from(products).where(eq(products.id, id)))[0]?.s;
  const setStatus = (id: number, status: 'approved' | 'rejected') =>
    call(t.app, admin.token, { method: 'PUT', url: `/api/admin/orders/${id}/status`, payload: { status } });
  const checkout = (member: Member) =>
    call(t.app, member.token, { method: 'POST', url: '/api/orders/from-cart', payload: {} });

  it('an order takes its units from tracked stock and leaves untracked products alone', async () => {
    const member = await signInMember(t);
    const tracked = await makeProduct(t.db, { stockQuantity: 5 });
    const untracked = await makeProduct(t.db, { stockQuantity: null });
    const order = await placeOrder(t, member, [
      [tracked, 3],
      [untracked, 7],
    ]);
    expect(await stockOf(tracked.id)).toBe(2);
    expect(await stockOf(untracked.id)).toBeNull();
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines.map((l) => [l.productId, l.stockReserved]).sort()).toEqual(
      [
        [tracked.id, 3],
        [untracked.id, 0],
      ].sort(),
    );
  });

  it('asking for more than is left answers 409 naming each short SKU, and changes nothing', async () => {
    const member = await signInMember(t);
    const a = await makeProduct(t.db, { sku: `SHORT-A-${Date.now()}`, name: 'Screen A', stockQuantity: 2 });
    const b = await makeProduct(t.db, { sku: `SHORT-B-${Date.now()}`, name: 'Battery B', stockQuantity: 1 });
    const fine = await makeProduct(t.db, { stockQuantity: 50 });
    for (const [p, q] of [
      [a, 5],
      [b, 4],
      [fine, 1],
    ] as const) {
      await makeCartItem(t.db, { userId: member.user.id, productId: p.id, quantity: q });
    }
    const res = await checkout(member);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Not enough stock for ${a.sku} (Screen A): 2 left, 5 requested; ${b.sku} (Battery B): 1 left, 4 requested.`,
    );
    expect([await stockOf(a.id), await stockOf(b.id), await stockOf(fine.id)]).toEqual([2, 1, 50]);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, member.user.id))).toHaveLength(3);

    // The explicit-items route says the same.
    const direct = await call(t.app, member.token, {
      method: 'POST',
      url: '/api/orders',
      payload: { items: [{ id: a.id, quantity: 3 }] },
    });
    expect(direct.statusCode).toBe(409);
    expect(direct.json().message).toContain(`${a.sku} (Screen A): 2 left, 3 requested`);
  });

  it('POST /orders reserves too, and exactly what is left can be ordered', async () => {
    const member = await signInMember(t);
    const p = await makeProduct(t.db, { stockQuantity: 4 });
    const res = await call(t.app, member.token, {
      method: 'POST',
      url: '/api/orders',
      payload: { items: [{ id: p.id, quantity: 4 }] },
    });
    expect(res.statusCode).toBe(201);
    expect(await stockOf(p.id)).toBe(0);
  });

  it('cancel and reject give the units back; approving a rejected order takes them again', async () => {
    const member = await signInMember(t);
    const p = await makeProduct(t.db, { stockQuantity: 10 });
    const cancelled = await placeOrder(t, member, [[p, 4]]);
    expect(await stockOf(p.id)).toBe(6);
    const cancel = await call(t.app, member.token, {
      method: 'PUT',
      url: `/api/orders/${cancelled.id}/cancel`,
    });
    expect(cancel.statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(10);

    const order = await placeOrder(t, member, [[p, 3]]);
    expect((await setStatus(order.id, 'approved')).statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(7);
    expect((await setStatus(order.id, 'rejected')).statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(10);
    expect((await setStatus(order.id, 'approved')).statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(7);
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line?.stockReserved).toBe(3);
  });

  it('approving a rejected order whose units were sold meanwhile answers 409 naming the line', async () => {
    const [first, second] = [await signInMember(t), await signInMember(t)];
    const p = await makeProduct(t.db, { sku: `LAST-${Date.now()}`, name: 'Hinge', stockQuantity: 5 });
    const order = await placeOrder(t, first, [[p, 4]]);
    expect((await setStatus(order.id, 'rejected')).statusCode).toBe(200);
    await placeOrder(t, second, [[p, 3]]);
    expect(await stockOf(p.id)).toBe(2);

    const res = await setStatus(order.id, 'approved');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Not enough stock to approve this order for ${p.sku} (Hinge): 2 left, 4 requested.`,
    );
    expect(await stockOf(p.id)).toBe(2);
    const detail = await call(t.app, admin.token, { method: 'GET', url: `/api/admin/orders/${order.id}` });
    expect(detail.json().data.status).toBe('rejected');
  });

  it('a product with no units left cannot be added to the cart', async () => {
    const member = await signInMember(t);
    const p = await makeProduct(t.db, { stockQuantity: 0 });
    const res = await call(t.app, member.token, {
      method: 'POST',
      url: '/api/user/cart',
      payload: { product_id: p.id, quantity: 1 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This product is out of stock');
  });

  it('a product whose tracking was switched on after the order gets nothing back on cancel', async () => {
    const member = await signInMember(t);
    const p = await makeProduct(t.db, { stockQuantity: null });
    const order = await placeOrder(t, member, [[p, 2]]);
    await t.db.update(products).set({ stockQuantity: 8 }).where(eq(products.id, p.id));
    await call(t.app, member.token, { method: 'PUT', url: `/api/orders/${order.id}/cancel` });
    expect(await stockOf(p.id)).toBe(8);
  });
});

// PostgreSQL only: PGlite runs one query at a time, so it cannot show a race.
describeOn('postgres', 'stock races on PostgreSQL', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('50 buyers racing for the last 10 units: 10 orders, 40 answers naming what is left, stock 0', async () => {
    const p = await makeProduct(t.db, { stockQuantity: 10 });
    const buyers: Member[] = [];
    for (let i = 0; i < 50; i += 1) buyers.push(await signInMember(t));
    for (const b of buyers) await makeCartItem(t.db, { userId: b.user.id, productId: p.id, quantity: 1 });
    const responses = await Promise.all(
      buyers.map((b) => call(t.app, b.token, { method: 'POST', url: '/api/orders/from-cart', payload: {} })),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toContain(`${p.sku} (${p.name}): 0 left, 1 requested`);
    }
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(row?.stockQuantity).toBe(0);
    const reserved = await t.db.select().from(orderItems).where(eq(orderItems.productId, p.id));
    expect(reserved.reduce((sum, l) => sum + l.stockReserved, 0)).toBe(10);
  });

  it('orders sharing products in opposite orders never deadlock, and the units add up', async () => {
    const [x, y] = [
      await makeProduct(t.db, { stockQuantity: 100 }),
      await makeProduct(t.db, { stockQuantity: 100 }),
    ];
    const buyers: Member[] = [];
    for (let i = 0; i < 20; i += 1) buyers.push(await signInMember(t));
    for (const [i, b] of buyers.entries()) {
      const [first, second] = i % 2 ? [x, y] : [y, x];
      await makeCartItem(t.db, { userId: b.user.id, productId: first.id, quantity: 2 });
      await makeCartItem(t.db, { userId: b.user.id, productId: second.id, quantity: 3 });
    }
    const codes = (
      await Promise.all(
        buyers.map((b) =>
          call(t.app, b.token, { method: 'POST', url: '/api/orders/from-cart', payload: {} }),
        ),
      )
    ).map((r) => r.statusCode);
    expect(codes).toEqual(Array(20).fill(201));
    const rows = await t.db.select().from(products).where(eq(products.id, x.id));
    const rowsY = await t.db.select().from(products).where(eq(products.id, y.id));
    // Half the buyers took 2 of x and 3 of y, the other half 3 of x and 2 of y.
    expect([rows[0]?.stockQuantity, rowsY[0]?.stockQuantity]).toEqual([50, 50]);
  });

  it('an admin rejecting and approving while buyers race keeps stock and reservations equal', async () => {
    const admin = await signInAdmin(t);
    const p = await makeProduct(t.db, { stockQuantity: 6 });
    const holder = await signInMember(t);
    const held = await placeOrder(t, holder, [[p, 3]]);
    const buyers: Member[] = [];
    for (let i = 0; i < 10; i += 1) buyers.push(await signInMember(t));
    for (const b of buyers) await makeCartItem(t.db, { userId: b.user.id, productId: p.id, quantity: 1 });
    await Promise.all([
      ...buyers.map((b) =>
        call(t.app, b.token, { method: 'POST', url: '/api/orders/from-cart', payload: {} }),
      ),
      call(t.app, admin.token, {
        method: 'PUT',
        url: `/api/admin/orders/${held.id}/status`,
        payload: { status: 'rejected' },
      }).then(() =>
        call(t.app, admin.token, {
          method: 'PUT',
          url: `/api/admin/orders/${held.id}/status`,
          payload: { status: 'approved' },
        }),
      ),
    ]);
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.productId, p.id));
    const reserved = lines.reduce((sum, l) => sum + l.stockReserved, 0);
    expect(row!.stockQuantity! + reserved).toBe(6);
    expect(row!.stockQuantity).toBeGreaterThanOrEqual(0);
  });
});
