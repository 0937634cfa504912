import { MemberOrderListResponseSchema } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { describeOn } from '../../../test/support/database';
import { makeOrder, makeProduct } from '../../../test/support/factories';
import { type Member, signInMember } from '../../../test/support/orders';

// Issue 24: My Orders' total comes from member_order_totals (migration 0020), kept by the order
// triggers. After every kind of change it must equal a count of the member's visible orders.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Cell = { user_id: number; status: string; orders: number };

/** The kept totals and a count of the orders themselves, per member and status. */
async function bothCounts() {
  const kept = await t.database.query<Cell>(
    `select user_id, status, sum(orders)::int as orders from member_order_totals
      group by user_id, status having sum(orders) <> 0 order by user_id, status`,
  );
  const counted = await t.database.query<Cell>(
    `select user_id, status, count(*)::int as orders from orders
      where user_id is not null and hidden_by_member_at is null group by user_id, status order by user_id, status`,
  );
  return { kept, counted };
}

const total = async (member: Member, query = '') => {
  const res = await call(t.app, member.token, { method: 'GET', url: `/api/orders?limit=5${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return MemberOrderListResponseSchema.parse(res.json()).data.pagination.total;
};

describe('member_order_totals', () => {
  it('equals a count of the visible orders after every kind of change, and answers My Orders', async () => {
    const [ann, bob] = [await signInMember(t), await signInMember(t)];
    const check = async () => {
      const { kept, counted } = await bothCounts();
      expect(kept).toEqual(counted);
    };
    const product = await makeProduct(t.db, { price: '4.00' });
    for (let n = 0; n < 3; n += 1) {
      const res = await call(t.app, ann.token, {
        method: 'POST',
        url: '/api/orders',
        payload: { items: [{ id: product.id, quantity: 1 }] },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const made = [];
    for (const status of ['approved', 'completed', 'rejected', 'approved'])
      made.push(await makeOrder(t.db, { userId: bob.user.id, status }));
    await makeOrder(t.db, { userId: bob.user.id, status: 'approved', hiddenByMemberAt: new Date() });
    await check();
    expect(await total(ann)).toBe(3);
    expect(await total(bob)).toBe(4);
    expect(await total(bob, '&status=approved')).toBe(2);

    // A member hides an order (DELETE /api/orders/:id), a status changes, an order changes hands,
    // a hidden one comes back, one is deleted, several change in one statement.
    const hidden = await call(t.app, bob.token, { method: 'DELETE', url: `/api/orders/${made[2]!.id}` });
    expect(hidden.statusCode, hidden.body).toBe(200);
    await check();
    expect(await total(bob)).toBe(3);
    await t.database.query("update orders set status = 'shipped' where id = $1", [made[0]!.id]);
    await t.database.query('update orders set user_id = $1 where id = $2', [ann.user.id, made[1]!.id]);
    await t.database.query('update orders set hidden_by_member_at = null where user_id = $1', [bob.user.id]);
    await check();
    await t.database.query('delete from orders where id = $1', [made[3]!.id]);
    await t.database.query("update orders set status = 'completed' where user_id = $1", [ann.user.id]);
    await check();
    expect(await total(ann, '&status=completed')).toBe(4);
    // A member deleted: their orders keep no member and count for nobody.
    await t.database.query('delete from users where id = $1', [bob.user.id]);
    await check();
    const { kept } = await bothCounts();
    expect(kept.filter((cell) => cell.user_id === bob.user.id)).toEqual([]);
  });
});

// PostgreSQL only: checkouts and hides of several members at once on the real pool.
describeOn('postgres', 'member_order_totals under parallel writes (PostgreSQL)', () => {
  it('stays exact', async () => {
    const members = await Promise.all([1, 2, 3, 4].map(() => signInMember(t)));
    const product = await makeProduct(t.db, { price: '2.00' });
    const codes: number[] = [];
    await Promise.all(
      members.map(async (member) => {
        for (let n = 0; n < 6; n += 1) {
          const res = await call(t.app, member.token, {
            method: 'POST',
            url: '/api/orders',
            payload: { items: [{ id: product.id, quantity: 1 }] },
          });
          codes.push(res.statusCode);
          if (n % 3 === 2) {
            // Hidden as the member's DELETE does (that route takes only finished orders).
            await t.database.query('update orders set hidden_by_member_at = now() where id = $1', [
              res.json().data.id,
            ]);
          }
        }
      }),
    );
    expect(codes.filter((code) => code >= 300)).toEqual([]);
    const { kept, counted } = await bothCounts();
    expect(kept).toEqual(counted);
    for (const member of members) expect(await total(member)).toBe(4);
  }, 60_000);
});
