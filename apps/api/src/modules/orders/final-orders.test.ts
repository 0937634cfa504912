import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { describeOn } from '../../../test/support/database';
import { makeProduct } from '../../../test/support/factories';
import { type Member, placeOrder, signInAdmin, signInMember } from '../../../test/support/orders';
import { cartItems, orderStatusHistory, orders } from '../../db/schema';
import { ALREADY_RESTORED } from './service';
import { CLOSED_BY_MEMBER } from './status';

// Issue 17.9: once the member restores a rejected or cancelled order to the cart or deletes it
// from their list, the order is final: no approval, and restore works once.

let t: TestContext;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
});
// A hook of its own, with its own time limit: starting the database is the slow part.
beforeAll(async () => {
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const CANNOT_APPROVE = CLOSED_BY_MEMBER('approve');
const decide = (orderId: number, status: 'approved' | 'rejected') =>
  call(t.app, admin.token, {
    method: 'PUT',
    url: `/api/admin/orders/${orderId}/status`,
    payload: { status },
  });
const restore = (member: Member, orderId: number) =>
  call(t.app, member.token, { method: 'POST', url: `/api/orders/${orderId}/restore-to-cart` });
const remove = (member: Member, orderId: number) =>
  call(t.app, member.token, { method: 'DELETE', url: `/api/orders/${orderId}` });
const cartOf = (member: Member) => t.db.select().from(cartItems).where(eq(cartItems.userId, member.user.id));
const orderRow = async (orderId: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const historyOf = (orderId: number) =>
  t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));

/** An order of 2 x one product, which the admin rejected, of a new member unless one is given. */
async function rejectedOrder(given?: Member) {
  const member = given ?? (await signInMember(t));
  await t.db.delete(cartItems).where(eq(cartItems.userId, member.user.id));
  const product = await makeProduct(t.db);
  const order = await placeOrder(t, member, [[product, 2]]);
  expect((await decide(order.id, 'rejected')).statusCode).toBe(200);
  return { member, product, order };
}

describe('a rejected order the member closed', () => {
  it('cannot be approved once the member deleted it from their list', async () => {
    const { member, order } = await rejectedOrder();
    expect((await remove(member, order.id)).statusCode).toBe(200);
    const approve = await decide(order.id, 'approved');
    expect([approve.statusCode, approve.json()]).toEqual([
      409,
      { success: false, message: CANNOT_APPROVE, error: 'CONFLICT' },
    ]);
    expect((await orderRow(order.id)).status).toBe('rejected');
    expect(await historyOf(order.id)).toHaveLength(2);
  });

  it('cannot be approved once restored to the cart, and the member sees when it was restored', async () => {
    const { member, order } = await rejectedOrder();
    expect((await restore(member, order.id)).statusCode).toBe(200);
    const approve = await decide(order.id, 'approved');
    expect([approve.statusCode, approve.json().message]).toEqual([409, CANNOT_APPROVE]);
    expect((await orderRow(order.id)).status).toBe('rejected');

    const list = await call(t.app, member.token, { method: 'GET', url: '/api/orders' });
    const detail = await call(t.app, member.token, { method: 'GET', url: `/api/orders/${order.id}` });
    const restoredAt = (await orderRow(order.id)).restoredAt!.toISOString();
    expect(list.json().data.orders[0]).toMatchObject({ id: order.id, restored_at: restoredAt });
    expect(detail.json().data).toMatchObject({ id: order.id, restored_at: restoredAt });
  });

  it('is restored once: a second restore answers 409 and the cart holds the items once', async () => {
    const { member, product, order } = await rejectedOrder();
    const first = await restore(member, order.id);
    expect([first.statusCode, first.json().message]).toEqual([200, '1 item restored to your cart']);
    const second = await restore(member, order.id);
    expect([second.statusCode, second.json()]).toEqual([
      409,
      { success: false, message: ALREADY_RESTORED, error: 'CONFLICT' },
    ]);
    expect(await cartOf(member)).toEqual([expect.objectContaining({ productId: product.id, quantity: 2 })]);
    // The member may still delete the restored order from their list.
    expect((await remove(member, order.id)).statusCode).toBe(200);
  });

  it('leaves orders the member did not close as before: a rejected order can still be approved', async () => {
    const { order } = await rejectedOrder();
    expect((await decide(order.id, 'approved')).statusCode).toBe(200);
  });
});

// PostgreSQL only: PGlite runs one query at a time, so it cannot show a race. inject runs the
// handlers concurrently on the real connection pool.
describeOn('postgres', 'closing an order racing on PostgreSQL', () => {
  it('10 parallel restores: exactly one succeeds and the cart holds the items once', async () => {
    const { member, product, order } = await rejectedOrder();
    const codes = (await Promise.all(Array.from({ length: 10 }, () => restore(member, order.id)))).map(
      (res) => res.statusCode,
    );
    expect(codes.sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await cartOf(member)).toEqual([expect.objectContaining({ productId: product.id, quantity: 2 })]);
  });

  const ROUNDS = 8;
  it(`approve racing restore never both succeed, ${ROUNDS} rounds`, async () => {
    const buyer = await signInMember(t);
    for (let round = 0; round < ROUNDS; round += 1) {
      const { member, order } = await rejectedOrder(buyer);
      const [approve, restored] = await Promise.all([
        decide(order.id, 'approved'),
        restore(member, order.id),
      ]);
      expect([approve.statusCode, restored.statusCode].sort()).toEqual([200, 409]);
      const row = await orderRow(order.id);
      if (approve.statusCode === 200) {
        expect([row.status, row.restoredAt, await cartOf(member)]).toEqual(['approved', null, []]);
      } else {
        expect(approve.json().message).toBe(CANNOT_APPROVE);
        expect(row.status).toBe('rejected');
        expect(row.restoredAt).not.toBeNull();
        expect(await cartOf(member)).toHaveLength(1);
      }
    }
  });

  it(`approve racing delete never both succeed, ${ROUNDS} rounds`, async () => {
    const buyer = await signInMember(t);
    for (let round = 0; round < ROUNDS; round += 1) {
      const { member, order } = await rejectedOrder(buyer);
      const [approve, removed] = await Promise.all([decide(order.id, 'approved'), remove(member, order.id)]);
      expect([approve.statusCode, removed.statusCode].sort()).toEqual([200, 409]);
      const row = await orderRow(order.id);
      expect(row.status).toBe(approve.statusCode === 200 ? 'approved' : 'rejected');
      expect(row.hiddenByMemberAt === null).toBe(approve.statusCode === 200);
    }
  });
});
