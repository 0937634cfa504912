import { BULK_STATUS_MAX, BulkStatusResponseSchema } from '@portal/contract';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { makeOrder, makeProduct } from '../../../test/support/factories';
import { placeOrder, signInAdmin, signInMember } from '../../../test/support/orders';
import { notifications, orderStatusHistory, orders, products } from '../../db/schema';

// Issue 22: POST /admin/orders/bulk-status decides each order on its own.
let t: TestContext;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t, 'Alex Admin');
});
afterAll(() => t.close());

const bulk = (payload: object, token = admin.token) =>
  call(t.app, token, { method: 'POST', url: '/api/admin/orders/bulk-status', payload });
const decisionsOf = (orderIds: number[]) =>
  t.db
    .select()
    .from(orderStatusHistory)
    .where(and(inArray(orderStatusHistory.orderId, orderIds), isNotNull(orderStatusHistory.fromStatus)))
    .orderBy(asc(orderStatusHistory.id));
const statusOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]?.status;

/** Pending orders inserted at once (no lines): what the bulk decides needs only their status. */
async function pendingOrders(n: number) {
  const member = await signInMember(t);
  const rows = Array.from({ length: n }, (_, i) => ({
    orderNumber: `BULK-${member.user.id}-${i}`,
    userId: member.user.id,
    storeId: member.store!.id,
    userName: member.user.name,
    userEmail: member.user.email,
    itemsCount: 1,
    subtotal: '10.00',
    totalAmount: '10.00',
  }));
  return t.db.insert(orders).values(rows).returning();
}

describe('POST /api/admin/orders/bulk-status', () => {
  it('decides each order on its own and reports every id in the order given', async () => {
    const member = await signInMember(t, { name: 'Nora Buyer' });
    const product = await makeProduct(t.db, { price: '12.00' });
    const first = await placeOrder(t, member, [[product, 1]]);
    const decidedElsewhere = await placeOrder(t, member, [[product, 2]]);
    const second = await placeOrder(t, member, [[product, 3]]);
    const cancelled = await makeOrder(t.db, { userId: member.user.id, status: 'cancelled' });
    await call(t.app, admin.token, {
      method: 'PUT',
      url: `/api/admin/orders/${decidedElsewhere.id}/status`,
      payload: { status: 'approved' },
    });

    const res = await bulk({
      ids: [first.id, decidedElsewhere.id, 99999999, second.id, cancelled.id, first.id],
      status: 'approved',
      notes: '  Ships Monday  ',
    });
    expect(res.statusCode).toBe(200);
    const body = BulkStatusResponseSchema.parse(res.json());
    expect(body.message).toBe('Approved 2 orders; 3 could not be changed');
    expect(body.data.results).toEqual([
      { id: first.id, ok: true, message: 'Approved', order_number: first.order_number },
      {
        id: decidedElsewhere.id,
        ok: false,
        message: 'This order is already approved',
        order_number: decidedElsewhere.order_number,
      },
      { id: 99999999, ok: false, message: 'Order not found', order_number: null },
      { id: second.id, ok: true, message: 'Approved', order_number: second.order_number },
      {
        id: cancelled.id,
        ok: false,
        message: 'This order is already cancelled',
        order_number: cancelled.orderNumber,
      },
    ]);

    // As PUT /status does it: the note in the history and as the status note, the member told.
    const decisions = await decisionsOf([first.id, second.id, decidedElsewhere.id, cancelled.id]);
    expect(decisions.map((d) => [d.orderId, d.toStatus, d.actorName, d.notes])).toEqual([
      [decidedElsewhere.id, 'approved', 'Alex Admin', null],
      [first.id, 'approved', 'Alex Admin', 'Ships Monday'],
      [second.id, 'approved', 'Alex Admin', 'Ships Monday'],
    ]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, second.id));
    expect(row).toMatchObject({ status: 'approved', statusNote: 'Ships Monday' });
    const told = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, member.user.id), inArray(notifications.orderId, [first.id, second.id])),
      );
    expect(told.map((n) => n.type)).toEqual(['order_approved', 'order_approved']);
    expect(await statusOf(cancelled.id)).toBe('cancelled');
  });

  it('rejects in bulk, giving the reserved stock back, and never undoes an approval', async () => {
    const member = await signInMember(t);
    const tracked = await makeProduct(t.db, { stockQuantity: 10 });
    const a = await placeOrder(t, member, [[tracked, 2]]);
    const b = await placeOrder(t, member, [[tracked, 3]]);
    const approved = await placeOrder(t, member, [[tracked, 1]]);
    await call(t.app, admin.token, {
      method: 'PUT',
      url: `/api/admin/orders/${approved.id}/status`,
      payload: { status: 'approved' },
    });
    const res = await bulk({ ids: [a.id, b.id, approved.id], status: 'rejected', notes: 'Out of budget' });
    expect(res.json().message).toBe('Rejected 2 orders; 1 could not be changed');
    expect(res.json().data.results.map((r: { ok: boolean; message: string }) => [r.ok, r.message])).toEqual([
      [true, 'Rejected'],
      [true, 'Rejected'],
      [false, 'This order is already approved'],
    ]);
    const [stock] = await t.db.select().from(products).where(eq(products.id, tracked.id));
    expect(stock?.stockQuantity).toBe(9);
    expect(await statusOf(approved.id)).toBe('approved');
    expect(await statusOf(a.id)).toBe('rejected');
  });

  it(`takes up to ${BULK_STATUS_MAX} ids and refuses more, or none, with 400`, async () => {
    const many = await pendingOrders(BULK_STATUS_MAX + 1);
    const ids = many.map((o) => o.id);
    const tooMany = await bulk({ ids, status: 'approved' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      success: false,
      message: 'ids: ids must name at most 100 orders',
      error: 'VALIDATION',
    });
    expect(await decisionsOf(ids)).toEqual([]);

    const hundred = await bulk({ ids: ids.slice(0, BULK_STATUS_MAX), status: 'approved' });
    expect(hundred.statusCode).toBe(200);
    expect(hundred.json().message).toBe('Approved 100 orders');
    expect(hundred.json().data.results.map((r: { id: number }) => r.id)).toEqual(
      ids.slice(0, BULK_STATUS_MAX),
    );
    expect(await decisionsOf(ids)).toHaveLength(BULK_STATUS_MAX);

    for (const [payload, message] of [
      [{ ids: [], status: 'approved' }, 'ids: ids must name at least one order'],
      [{ ids: [1], status: 'shipped' }, "status: status must be 'approved' or 'rejected'"],
      [{ ids: ['x'], status: 'approved' }, 'ids.0: ids must be order numbers'],
      [{ ids: [1], status: 'approved', notes: 'a\u0000b' }, 'notes: notes must not contain NUL characters'],
    ] as const) {
      const res = await bulk(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('keeps store members out', async () => {
    const member = await signInMember(t);
    const [order] = await pendingOrders(1);
    const res = await bulk({ ids: [order!.id], status: 'approved' }, member.token);
    expect(res.statusCode).toBe(403);
    expect(await statusOf(order!.id)).toBe('pending');
  });

  // On PostgreSQL the two calls run at once on the connection pool; on PGlite one after the other.
  it('decides each order exactly once when two admins decide overlapping sets at once', async () => {
    const other = await signInAdmin(t, 'Other Admin');
    const all = (await pendingOrders(30)).map((o) => o.id);
    const approveIds = all.slice(0, 20);
    const rejectIds = [...all.slice(10)].reverse();
    const [approvals, rejections] = await Promise.all([
      bulk({ ids: approveIds, status: 'approved' }),
      bulk({ ids: rejectIds, status: 'rejected' }, other.token),
    ]);
    type Result = { id: number; ok: boolean; message: string };
    const okOf = (res: typeof approvals) =>
      (res.json().data.results as Result[]).filter((r) => r.ok).map((r) => r.id);
    const approved = okOf(approvals);
    const rejected = okOf(rejections);
    expect([...approved, ...rejected].sort((x, y) => x - y)).toEqual(all);
    for (const result of [...approvals.json().data.results, ...rejections.json().data.results] as Result[])
      if (!result.ok) expect(result.message).toMatch(/^This order is already (approved|rejected)$/);

    const decisions = await decisionsOf(all);
    expect(decisions).toHaveLength(30);
    expect(new Set(decisions.map((d) => d.orderId)).size).toBe(30);
    for (const d of decisions) {
      expect(d.fromStatus).toBe('pending');
      expect(await statusOf(d.orderId)).toBe(d.toStatus);
      expect(approved.includes(d.orderId)).toBe(d.toStatus === 'approved');
    }
  });
});
