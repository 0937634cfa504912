import { type OrderStatus, OrderStatusChangeResponseSchema } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { makeOrder } from '../../../test/support/factories';
import { signInAdmin, signInMember } from '../../../test/support/orders';
import { orderStatusHistory, orders } from '../../db/schema';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let member: Awaited<ReturnType<typeof signInMember>>;
beforeAll(async () => {
  t = await createTestApp();
});
// A hook of its own, with its own time limit: starting the database is the slow part.
beforeAll(async () => {
  admin = await signInAdmin(t, 'Alex Admin');
  member = await signInMember(t, { name: 'Nora Buyer' });
});
afterAll(() => t.close());

type Action = 'approve' | 'reject' | 'cancel' | 'void';
const target: Record<Action, OrderStatus> = {
  approve: 'approved',
  reject: 'rejected',
  cancel: 'cancelled',
  void: 'cancelled',
};

function act(action: Action, orderId: number, notes?: string | null) {
  if (action === 'cancel')
    return call(t.app, member.token, { method: 'PUT', url: `/api/orders/${orderId}/cancel` });
  return call(t.app, admin.token, {
    method: 'PUT',
    url: `/api/admin/orders/${orderId}/status`,
    payload: { status: target[action], ...(notes === undefined ? {} : { notes }) },
  });
}

const historyOf = (orderId: number) =>
  t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
const statusOf = async (orderId: number) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;

// Spec section 4: admins approve pending and rejected orders and reject pending and approved ones;
// members cancel pending orders; completed and cancelled are final. Issue 21 (decision 017): an
// admin cancels ('void', status 'cancelled') pending and approved orders, never shipped ones.
const table: [OrderStatus, Action, string | null][] = [
  ['pending', 'approve', null],
  ['pending', 'reject', null],
  ['pending', 'cancel', null],
  ['approved', 'approve', 'This order is already approved'],
  ['approved', 'reject', null],
  ['approved', 'cancel', 'Cannot cancel an order that is approved'],
  ['rejected', 'approve', null],
  ['rejected', 'reject', 'This order is already rejected'],
  ['rejected', 'cancel', 'Cannot cancel an order that is rejected'],
  ['completed', 'approve', 'Cannot approve an order that is completed'],
  ['completed', 'reject', 'Cannot reject an order that is completed'],
  ['completed', 'cancel', 'Cannot cancel an order that is completed'],
  ['cancelled', 'approve', 'Cannot approve an order that is cancelled'],
  ['cancelled', 'reject', 'Cannot reject an order that is cancelled'],
  ['cancelled', 'cancel', 'This order is already cancelled'],
  ['pending', 'void', null],
  ['approved', 'void', null],
  ['shipped', 'void', 'Cannot cancel an order that is shipped'],
  ['rejected', 'void', 'Cannot cancel an order that is rejected'],
  ['completed', 'void', 'Cannot cancel an order that is completed'],
  ['cancelled', 'void', 'This order is already cancelled'],
];

describe('order status transitions', () => {
  const rows = table.map(([from, action, refusal]) => ({
    from,
    action,
    refusal,
    outcome: refusal ?? 'allowed',
  }));
  it.each(rows)('$from, $action: $outcome', async ({ from, action, refusal }) => {
    const order = await makeOrder(t.db, { userId: member.user.id, status: from });
    const res = await act(action, order.id);
    if (refusal) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: refusal, error: 'CONFLICT' });
      expect(await statusOf(order.id)).toBe(from);
      expect(await historyOf(order.id)).toEqual([]);
      return;
    }
    expect(res.statusCode).toBe(200);
    const body = OrderStatusChangeResponseSchema.parse(res.json());
    expect(body.data).toMatchObject({ id: order.id, status: target[action] });
    expect(await statusOf(order.id)).toBe(target[action]);
    const actor = action === 'cancel' ? member.user : admin.user;
    expect(await historyOf(order.id)).toEqual([
      expect.objectContaining({
        fromStatus: from,
        toStatus: target[action],
        actorId: actor.id,
        actorName: actor.name,
        actorRole: action === 'cancel' ? 'user' : 'admin',
      }),
    ]);
  });
});

describe('PUT /api/admin/orders/:id/status', () => {
  it('keeps the note in the history and as the status note the member sees', async () => {
    const order = await makeOrder(t.db, { userId: member.user.id });
    const res = await act('approve', order.id, '  Ships Monday  ');
    expect(res.json()).toMatchObject({ success: true, message: 'Order approved successfully' });
    expect(new Date(res.json().data.updated_at).getTime()).toBeGreaterThan(order.updatedAt.getTime());
    expect((await historyOf(order.id))[0]?.notes).toBe('Ships Monday');
    const list = await call(t.app, member.token, { method: 'GET', url: '/api/orders' });
    const seen = list.json().data.orders.find((o: { id: number }) => o.id === order.id);
    expect(seen).toMatchObject({
      status: 'approved',
      status_note: 'Ships Monday',
      admin_notes: 'Ships Monday',
    });

    // A later decision with a blank note leaves no stale note behind.
    const rejected = await act('reject', order.id, '   ');
    expect(rejected.json().message).toBe('Order rejected successfully');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.statusNote).toBeNull();
    expect((await historyOf(order.id)).map((h) => h.notes)).toEqual(['Ships Monday', null]);
  });

  it('accepts null notes and refuses other statuses', async () => {
    const order = await makeOrder(t.db, { userId: member.user.id });
    expect((await act('reject', order.id, null)).statusCode).toBe(200);
    const pending = await call(t.app, admin.token, {
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/status`,
      payload: { status: 'pending' },
    });
    expect(pending.statusCode).toBe(400);
    expect(pending.json().message).toBe(
      'status: status must be approved, rejected, shipped, completed or cancelled',
    );
    const completed = await call(t.app, admin.token, {
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/status`,
      payload: { status: 'completed' },
    });
    expect(completed.statusCode).toBe(409);
    expect(completed.json().message).toBe('Cannot complete an order that is rejected');
  });

  it('answers 404 for an unknown order and 400 for a bad id', async () => {
    expect((await act('approve', 99999999)).json()).toMatchObject({ message: 'Order not found' });
    const bad = await call(t.app, admin.token, {
      method: 'PUT',
      url: '/api/admin/orders/0/status',
      payload: { status: 'approved' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('id: id must be a positive number');
  });

  it('answers 409 when the order changed since the status the admin saw', async () => {
    const order = await makeOrder(t.db, { userId: member.user.id });
    expect((await act('approve', order.id)).statusCode).toBe(200);
    const stale = await call(t.app, admin.token, {
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/status`,
      payload: { status: 'rejected', expected_status: 'pending' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Order status changed meanwhile. Please refresh and try again.');
    expect(await statusOf(order.id)).toBe('approved');
    const current = await call(t.app, admin.token, {
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/status`,
      payload: { status: 'rejected', expected_status: 'approved' },
    });
    expect(current.statusCode).toBe(200);
    expect((await historyOf(order.id)).map((h) => h.toStatus)).toEqual(['approved', 'rejected']);
  });

  it('is refused to store users', async () => {
    const order = await makeOrder(t.db, { userId: member.user.id });
    const res = await call(t.app, member.token, {
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/status`,
      payload: { status: 'approved' },
    });
    expect(res.statusCode).toBe(403);
    expect(await statusOf(order.id)).toBe('pending');
  });
});
