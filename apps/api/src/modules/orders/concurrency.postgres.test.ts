import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { describeOn } from '../../../test/support/database';
import { makeCartItem, makeOrder, makeProduct } from '../../../test/support/factories';
import { signInAdmin, signInMember } from '../../../test/support/orders';
import { cartItems, orderItems, orderStatusHistory, orders } from '../../db/schema';

// PostgreSQL only: PGlite runs one query at a time, so it cannot show a race. inject runs the
// handlers concurrently on the real connection pool.
describeOn('postgres', 'concurrent order calls on PostgreSQL', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function raceOnPendingOrder(expectedStatus?: 'pending') {
    const [first, second] = [await signInAdmin(t, 'Admin One'), await signInAdmin(t, 'Admin Two')];
    const member = await signInMember(t);
    const order = await makeOrder(t.db, { userId: member.user.id });
    const calls = Array.from({ length: 20 }, (_, i) => {
      if (i % 3 === 2)
        return call(t.app, member.token, { method: 'PUT', url: `/api/orders/${order.id}/cancel` });
      return call(t.app, (i % 2 ? first : second).token, {
        method: 'PUT',
        url: `/api/admin/orders/${order.id}/status`,
        payload: { status: i % 2 ? 'approved' : 'rejected', expected_status: expectedStatus },
      });
    });
    const codes = (await Promise.all(calls)).map((res) => res.statusCode);
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.id));
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    return { codes, history, status: row?.status };
  }

  it('20 approve/reject/cancel calls on one pending order make exactly one transition', async () => {
    // Every caller saw the order pending, as the admin screens and the member list showed it.
    const { codes, history, status } = await raceOnPendingOrder('pending');
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(history).toHaveLength(1);
    expect(history[0]?.fromStatus).toBe('pending');
    expect(status).toBe(history[0]?.toStatus);
  });

  it('without expected_status, exactly one call leaves pending and no transition is lost', async () => {
    // A call served after the winner committed may legally go on (approved -> rejected -> ...),
    // but each transition starts from the status the previous one left.
    const { codes, history, status } = await raceOnPendingOrder();
    expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
    expect(history.length).toBe(codes.filter((code) => code === 200).length);
    expect(history.filter((entry) => entry.fromStatus === 'pending')).toHaveLength(1);
    history.forEach((entry, i) => {
      expect(entry.fromStatus).toBe(i === 0 ? 'pending' : history[i - 1]?.toStatus);
    });
    expect(status).toBe(history.at(-1)?.toStatus);
  });

  it('20 checkouts with one Idempotency-Key place one order and empty the cart once', async () => {
    const member = await signInMember(t);
    const product = await makeProduct(t.db, { price: '4.25' });
    await makeCartItem(t.db, { userId: member.user.id, productId: product.id, quantity: 4 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.app, member.token, {
          method: 'POST',
          url: '/api/orders/from-cart',
          headers: { 'idempotency-key': 'double-click-1' },
          payload: {},
        }),
      ),
    );
    const codes = responses.map((res) => res.statusCode).sort();
    expect(codes).toEqual([...Array(19).fill(200), 201].sort());
    const numbers = new Set(responses.map((res) => res.json().data.order_number));
    expect(numbers.size).toBe(1);

    const placed = await t.db.select().from(orders).where(eq(orders.userId, member.user.id));
    expect(placed).toHaveLength(1);
    expect(placed[0]?.totalAmount).toBe('17.00');
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, placed[0]!.id));
    expect(items).toEqual([expect.objectContaining({ productId: product.id, quantity: 4 })]);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, member.user.id))).toEqual([]);
  });

  it('20 checkouts without a key place one order; the others find the cart empty', async () => {
    const member = await signInMember(t);
    await makeCartItem(t.db, {
      userId: member.user.id,
      productId: (await makeProduct(t.db)).id,
      quantity: 1,
    });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.app, member.token, { method: 'POST', url: '/api/orders/from-cart', payload: {} }),
      ),
    );
    const codes = responses.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 400)).toHaveLength(19);
    expect(await t.db.select().from(orders).where(eq(orders.userId, member.user.id))).toHaveLength(1);
  });
});
