import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderStatusHistory, orders } from '../../src/db/schema';
import { call, createTestApp, type TestContext } from '../support/app';
import { describeOn } from '../support/database';
import { makeOrder } from '../support/factories';
import { signInAdmin, signInMember } from '../support/orders';

const ROUNDS = 50;

// PostgreSQL only: PGlite runs one query at a time, so it cannot show a race. inject runs the
// three handlers concurrently on the real connection pool.
describeOn('postgres', 'approve, reject and cancel racing on PostgreSQL', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(`of approve, reject and cancel sent at once, exactly one wins, ${ROUNDS} rounds`, async () => {
    const approver = await signInAdmin(t, 'Admin Approver');
    const rejecter = await signInAdmin(t, 'Admin Rejecter');
    const member = await signInMember(t);
    const winners = { approved: 0, rejected: 0, cancelled: 0 };

    for (let round = 0; round < ROUNDS; round += 1) {
      const order = await makeOrder(t.db, { userId: member.user.id });
      // Both admins saw the order pending on their screen (the admin UI sends expected_status);
      // a member may cancel only pending orders anyway.
      const decide = (token: string, status: 'approved' | 'rejected') =>
        call(t.app, token, {
          method: 'PUT',
          url: `/api/admin/orders/${order.id}/status`,
          payload: { status, expected_status: 'pending' },
        });
      const calls = [
        decide(approver.token, 'approved'),
        decide(rejecter.token, 'rejected'),
        call(t.app, member.token, { method: 'PUT', url: `/api/orders/${order.id}/cancel` }),
      ];
      // Rotate who starts first, so no caller always wins by being scheduled first.
      const rotated = [...calls.slice(round % 3), ...calls.slice(0, round % 3)];
      const responses = await Promise.all(rotated);
      const codes = responses.map((res) => res.statusCode);

      const history = await t.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, order.id))
        .orderBy(asc(orderStatusHistory.id));
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      const context = `round ${round}: codes ${codes.join(',')}, history ${JSON.stringify(history)}`;

      expect(
        codes.filter((code) => code === 200),
        context,
      ).toHaveLength(1);
      expect(
        codes.filter((code) => code === 409),
        context,
      ).toHaveLength(2);
      expect(history, context).toHaveLength(1);
      expect(history[0]?.fromStatus, context).toBe('pending');
      const winner = responses.find((res) => res.statusCode === 200)!.json().data.status;
      expect(history[0]?.toStatus, context).toBe(winner);
      expect(row?.status, context).toBe(winner);
      winners[winner as keyof typeof winners] += 1;
    }
    console.info(`status race: ${ROUNDS} rounds, winners ${JSON.stringify(winners)}`);
  }, 180_000);
});
