import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../../test/support/app';
import { describeOn } from '../../../test/support/database';
import { makeProduct, makeUser } from '../../../test/support/factories';
import { signInAdmin, signInMember } from '../../../test/support/orders';
import { compareAggregates, sides } from './test-support';

// PostgreSQL only: PGlite runs one query at a time, so it cannot race. Checkouts of the same
// stores and products and admin decisions run side by side on the real connection pool; the
// aggregates must still equal a count of the orders, and no write may fail on their account
// (a deadlock or a lock timeout would answer 500).
describeOn('postgres', 'report aggregates under parallel writes (PostgreSQL)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stay exact while checkouts and status changes run in parallel', async () => {
    const admin = await signInAdmin(t);
    // Two members in each of three stores: checkouts of one store and one day share rows.
    const members = [];
    for (let i = 0; i < 3; i += 1) {
      const first = await signInMember(t);
      const second = await makeUser(t.db, { storeId: first.store!.id });
      members.push(first, {
        ...first,
        user: second,
        token: await loginAs(t.app, second.email, second.password),
      });
    }
    const products = await Promise.all([1, 2, 3, 4].map((n) => makeProduct(t.db, { price: `${n}.25` })));
    const codes: number[] = [];
    // The deciding and cancelling loops run for as long as checkouts do (however slow the
    // machine), so they always meet pending orders instead of finishing before the first one.
    let checkingOut = true;

    const checkoutRuns = members.map(async (member, m) => {
      for (let round = 0; round < 8; round += 1) {
        // Every order holds the same products, in an order that differs between members.
        const items = products.map((_, k) => ({
          id: products[(k + m + round) % products.length]!.id,
          quantity: 1 + ((m + k) % 3),
        }));
        const res = await call(t.app, member.token, {
          method: 'POST',
          url: '/api/orders',
          payload: { items },
        });
        codes.push(res.statusCode);
      }
    });
    const checkouts = Promise.all(checkoutRuns).finally(() => {
      checkingOut = false;
    });
    const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
    const decisions = (async () => {
      for (let round = 0; round < 12 && (checkingOut || round < 2); ) {
        const pending = await t.database.query<{ id: number }>(
          "select id from orders where status = 'pending' order by id limit 6",
        );
        if (pending.length === 0) {
          await pause();
          continue;
        }
        round += 1;
        const [first, ...rest] = pending.map((row) => row.id);
        const single = call(t.app, admin.token, {
          method: 'PUT',
          url: `/api/admin/orders/${first}/status`,
          payload: { status: round % 2 ? 'approved' : 'rejected' },
        });
        const bulk = rest.length
          ? call(t.app, admin.token, {
              method: 'POST',
              url: '/api/admin/orders/bulk-status',
              payload: { ids: rest, status: 'approved' },
            })
          : undefined;
        for (const res of await Promise.all([single, bulk])) if (res) codes.push(res.statusCode);
      }
    })();
    const cancels = members.slice(0, 2).map(async (member) => {
      for (let round = 0; round < 6 && checkingOut; ) {
        const mine = await t.database.query<{ id: number }>(
          "select id from orders where user_id = $1 and status = 'pending' order by id desc limit 1",
          [member.user.id],
        );
        if (!mine[0]) {
          await pause();
          continue;
        }
        round += 1;
        const res = await call(t.app, member.token, {
          method: 'PUT',
          url: `/api/orders/${mine[0].id}/cancel`,
        });
        codes.push(res.statusCode);
      }
    });
    await Promise.all([checkouts, decisions, ...cancels]);

    // Checkouts answer 201; a decision or a cancel that lost a race to another answers 409.
    expect(codes.filter((code) => code >= 500)).toEqual([]);
    expect(codes.filter((code) => code === 201)).toHaveLength(members.length * 8);
    const [decided] = await t.database.query<{ orders: number }>(
      "select count(*)::int as orders from orders where status <> 'pending'",
    );
    expect(decided?.orders).toBeGreaterThan(0);
    const { aggregate, direct } = sides(await compareAggregates(t.database));
    expect(aggregate).toEqual(direct);
    // The writes of different connections went to different slots, and still add up.
    const [used] = await t.database.query<{ slots: number }>(
      'select count(distinct slot)::int as slots from order_product_daily_stats',
    );
    expect(used?.slots).toBeGreaterThan(1);
  }, 120_000);
});
