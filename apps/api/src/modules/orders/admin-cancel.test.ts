import { AuditListResponseSchema, OrderStatusChangeResponseSchema } from '@portal/contract';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { describeOn } from '../../../test/support/database';
import { makeProduct } from '../../../test/support/factories';
import { type Member, placeOrder, signInAdmin, signInMember } from '../../../test/support/orders';
import {
  cartItems,
  notifications,
  orderItems,
  orderStatusHistory,
  orders,
  outbox,
  products,
} from '../../db/schema';
import { createOutboxWorker } from '../notifications/outbox-worker';
import { compareAggregates, sides } from '../reports/test-support';

// Issue 21, decision 017: an admin cancels an order for its member (status 'cancelled' through
// PUT /admin/orders/:id/status), from pending or approved only. The stock goes back as on a
// rejection; the history entry, the audit row and the member's notification are written with it.

let t: TestContext;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  // The app's own outbox worker stays out of the way: the e-mail test runs a round itself.
  t = await createTestApp({ outboxIntervalMs: 600_000 });
  admin = await signInAdmin(t, 'Alex Admin');
});
afterAll(() => t.close());

const NOTE = 'The customer phoned to call it off';

const move = (orderId: number, payload: Record<string, unknown>, token = admin.token) =>
  call(t.app, token, { method: 'PUT', url: `/api/admin/orders/${orderId}/status`, payload });
const cancel = (orderId: number, notes?: string) =>
  move(orderId, { status: 'cancelled', ...(notes === undefined ? {} : { notes }) });
const stockOf = async (productId: number) =>
  (await t.db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, productId)))[0]
    ?.stock;
const orderRow = async (orderId: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const historyOf = (orderId: number) =>
  t.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.id);
const inboxOf = async (member: Member) =>
  (await call(t.app, member.token, { method: 'GET', url: '/api/notifications' })).json().data;

/** A new member's order of 3 units of a product tracked at 10 in stock (7 left once placed). */
async function placedOrder(approved = false) {
  const member = await signInMember(t, { name: 'Nora Buyer' });
  const product = await makeProduct(t.db, { stockQuantity: 10 });
  const order = await placeOrder(t, member, [[product, 3]]);
  expect(await stockOf(product.id)).toBe(7);
  if (approved) expect((await move(order.id, { status: 'approved' })).statusCode).toBe(200);
  return { member, product, order };
}

describe('an admin cancels an order', () => {
  it.each([
    ['pending', false],
    ['approved', true],
  ])(
    '%s: stock back, a history entry, an audit row, the member told with the note',
    async (from, approved) => {
      const { member, product, order } = await placedOrder(approved);
      const res = await cancel(order.id, `  ${NOTE}  `);
      expect(res.statusCode).toBe(200);
      const body = OrderStatusChangeResponseSchema.parse(res.json());
      expect(body).toMatchObject({
        message: 'Order cancelled successfully',
        data: { id: order.id, status: 'cancelled' },
      });

      // The reserved units are given back, as a rejection gives them.
      expect(await stockOf(product.id)).toBe(10);
      const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      expect(lines.map((line) => line.stockReserved)).toEqual([0]);

      expect((await historyOf(order.id)).at(-1)).toMatchObject({
        fromStatus: from,
        toStatus: 'cancelled',
        actorId: admin.user.id,
        actorRole: 'admin',
        notes: NOTE,
      });

      const audit = await call(t.app, admin.token, {
        method: 'GET',
        url: `/api/admin/audit?entity=order&entity_id=${order.id}`,
      });
      const [entry] = AuditListResponseSchema.parse(audit.json()).data.entries;
      expect(entry).toMatchObject({
        actor_id: admin.user.id,
        action: 'cancel',
        entity_label: order.order_number,
        changes: { status: { before: from, after: 'cancelled' }, notes: { before: null, after: NOTE } },
      });

      // The member's My Orders shows the note and who cancelled.
      const detail = (
        await call(t.app, member.token, { method: 'GET', url: `/api/orders/${order.id}` })
      ).json().data;
      expect(detail).toMatchObject({ status: 'cancelled', admin_notes: NOTE });
      expect(detail.history.at(-1)).toMatchObject({
        to_status: 'cancelled',
        actor_role: 'admin',
        notes: NOTE,
      });

      const { items, unread_count } = await inboxOf(member);
      expect(unread_count).toBe(approved ? 2 : 1);
      expect(items[0]).toMatchObject({
        type: 'order_cancelled',
        title: `Order ${order.order_number} cancelled`,
        body: `Your order ${order.order_number} was cancelled by the seller. Note: ${NOTE}`,
        order_id: order.id,
      });
    },
  );

  it('queues the member an e-mail with the note and a link to the order', async () => {
    const { member, order } = await placedOrder();
    expect((await cancel(order.id, NOTE)).statusCode).toBe(200);
    const worker = createOutboxWorker({
      db: t.db,
      publicUrl: 'https://portal.example',
      mailFrom: 'Portal <portal@example.test>',
      intervalMs: 600_000,
      log: pino({ level: 'silent' }),
    });
    await worker.runOnce();
    await worker.stop();
    const mail = await t.db.select().from(outbox).where(eq(outbox.toEmail, member.user.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: `Order ${order.order_number} cancelled`, status: 'pending' });
    expect(mail[0]?.textBody).toContain(`was cancelled by the seller. Note: ${NOTE}`);
    expect(mail[0]?.textBody).toContain(`https://portal.example/store/orders?order=${order.id}`);
  });

  it('keeps the reports equal to the orders, and the member may restore the order to the cart once', async () => {
    const { member, product, order } = await placedOrder(true);
    expect((await cancel(order.id)).statusCode).toBe(200);
    const { aggregate, direct } = sides(await compareAggregates(t.database));
    expect(aggregate).toEqual(direct);

    await t.db.delete(cartItems).where(eq(cartItems.userId, member.user.id));
    const restore = () =>
      call(t.app, member.token, { method: 'POST', url: `/api/orders/${order.id}/restore-to-cart` });
    expect((await restore()).statusCode).toBe(200);
    expect((await restore()).statusCode).toBe(409);
    const cart = await t.db.select().from(cartItems).where(eq(cartItems.userId, member.user.id));
    expect(cart).toEqual([expect.objectContaining({ productId: product.id, quantity: 3 })]);
  });

  it('without a note tells the member plainly and clears an earlier decision note', async () => {
    const { member, order } = await placedOrder();
    expect((await move(order.id, { status: 'approved', notes: 'Ships Monday' })).statusCode).toBe(200);
    expect((await cancel(order.id, '   ')).statusCode).toBe(200);
    expect((await orderRow(order.id)).statusNote).toBeNull();
    expect((await inboxOf(member)).items[0].body).toBe(
      `Your order ${order.order_number} was cancelled by the seller.`,
    );
  });
});

describe('an admin cannot cancel', () => {
  it.each([
    ['shipped', 'Cannot cancel an order that is shipped'],
    ['completed', 'Cannot cancel an order that is completed'],
    ['rejected', 'Cannot cancel an order that is rejected'],
    ['cancelled', 'This order is already cancelled'],
  ])('an order that is %s: 409, nothing changes, nobody is told', async (status, message) => {
    const { member, product, order } = await placedOrder();
    const steps: Record<string, Record<string, unknown>[]> = {
      shipped: [{ status: 'approved' }, { status: 'shipped', carrier: 'UPS', tracking_number: '1Z42' }],
      completed: [{ status: 'approved' }, { status: 'completed' }],
      rejected: [{ status: 'rejected' }],
      cancelled: [{ status: 'cancelled' }],
    };
    for (const step of steps[status] ?? []) expect((await move(order.id, step)).statusCode).toBe(200);
    const before = { stock: await stockOf(product.id), history: (await historyOf(order.id)).length };
    const told = (await inboxOf(member)).unread_count;

    const res = await cancel(order.id, NOTE);
    expect([res.statusCode, res.json()]).toEqual([409, { success: false, message, error: 'CONFLICT' }]);
    expect((await orderRow(order.id)).status).toBe(status);
    expect(await stockOf(product.id)).toBe(before.stock);
    expect(await historyOf(order.id)).toHaveLength(before.history);
    expect((await inboxOf(member)).unread_count).toBe(told);
  });

  it('as a member: the admin route answers 403', async () => {
    const { member, order } = await placedOrder();
    const res = await move(order.id, { status: 'cancelled' }, member.token);
    expect(res.statusCode).toBe(403);
    expect((await orderRow(order.id)).status).toBe('pending');
  });

  it('a member cancelling their own order is not told of it', async () => {
    const { member, order } = await placedOrder();
    const own = await call(t.app, member.token, { method: 'PUT', url: `/api/orders/${order.id}/cancel` });
    expect(own.statusCode).toBe(200);
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, member.user.id));
    expect(rows).toEqual([]);
  });
});

const ROUNDS = 8;

// PostgreSQL only: PGlite runs one query at a time, so it cannot show a race. inject runs the
// handlers concurrently on the real connection pool.
describeOn('postgres', 'cancel racing ship on PostgreSQL', () => {
  it(`an admin cancelling while another ships: exactly one wins, ${ROUNDS} rounds`, async () => {
    const other = await signInAdmin(t, 'Sam Shipper');
    for (let round = 0; round < ROUNDS; round += 1) {
      const { member, product, order } = await placedOrder(true);
      const [cancelled, shipped] = await Promise.all([
        cancel(order.id, NOTE),
        move(order.id, { status: 'shipped', carrier: 'UPS', tracking_number: `1Z${round}` }, other.token),
      ]);
      const codes = [cancelled.statusCode, shipped.statusCode];
      expect(codes.sort()).toEqual([200, 409]);
      const won = cancelled.statusCode === 200 ? 'cancelled' : 'shipped';
      const lost = won === 'cancelled' ? shipped : cancelled;
      expect(lost.json().message).toBe(
        won === 'cancelled'
          ? 'Cannot ship an order that is cancelled'
          : 'Cannot cancel an order that is shipped',
      );
      expect((await orderRow(order.id)).status).toBe(won);
      // Stock follows the winner only: back when cancelled, still taken when shipped.
      expect(await stockOf(product.id)).toBe(won === 'cancelled' ? 10 : 7);
      expect((await historyOf(order.id)).map((h) => h.toStatus)).toEqual(['pending', 'approved', won]);
      const types = (await inboxOf(member)).items.map((n: { type: string }) => n.type);
      expect(types).toEqual([won === 'cancelled' ? 'order_cancelled' : 'order_shipped', 'order_approved']);
    }
  }, 60_000);
});
