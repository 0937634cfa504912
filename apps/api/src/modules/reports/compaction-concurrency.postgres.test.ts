import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { describeOn } from '../../../test/support/database';
import { makeProduct, makeStore } from '../../../test/support/factories';
import { compactReportAggregates } from './compaction';
import { addDays } from './range';
import { compareAggregates, countSlotRows, seedRandomOrders, sides } from './test-support';

// PostgreSQL only: compaction runs over and over (the app's own compactor every second, and a loop
// here) while five connections, five slots, change the statuses of old orders and place orders of
// old days and of today. No statement may fail (a deadlock or the compactor's lock_timeout would),
// and once the writes are done and the marked days compacted the sums equal a count of the orders.
const STATUSES = ['approved', 'shipped', 'completed', 'cancelled', 'rejected', 'pending'];
const WRITERS = 5;
const ROUNDS = 30;

describeOn('postgres', 'report compaction under parallel writes (PostgreSQL)', () => {
  let t: TestContext;
  let cutoff: string;
  beforeAll(async () => {
    t = await createTestApp({ reportCompactionIntervalMs: 1000 });
  });
  afterAll(() => t.close());

  const settled = async () => countSlotRows(t.database, `day <= '${cutoff}'`);
  const marked = async () =>
    (await t.database.query<{ n: number }>('select count(*)::int as n from report_compaction_days'))[0]!.n;

  it('never makes a writer fail, and leaves exact sums in one row per key', async () => {
    const [{ today } = { today: '' }] = await t.database.query<{ today: string }>(
      "select to_char((now() at time zone 'UTC')::date, 'YYYY-MM-DD') as today",
    );
    cutoff = addDays(today, -2);
    const stores = await Promise.all(['A', 'B'].map((name) => makeStore(t.db, { name })));
    const products = await Promise.all([1, 2, 3, 4].map((n) => makeProduct(t.db, { price: `${n}.00` })));
    await seedRandomOrders(t.db, {
      seed: 20_261_127,
      count: 300,
      from: addDays(today, -30),
      days: 31,
      storeIds: stores.map((s) => s.id),
      productIds: products.map((p) => p.id),
    });
    // The app's compactor, started by the reports plugin, catches up with the history.
    for (let wait = 0; wait < 100; wait += 1) {
      const [state] = await t.database.query<{ day: string | null }>(
        'select settled_through::text as day from report_compaction_state',
      );
      if (state?.day === cutoff) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await settled()).live).toBe(0);

    const url = (t.database as { url?: string }).url;
    const writers = await Promise.all(
      Array.from({ length: WRITERS }, async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        return client;
      }),
    );
    const errors: unknown[] = [];
    let longest = 0;
    const timed = async (client: pg.Client, text: string, params: unknown[]) => {
      const started = performance.now();
      await client.query(text, params).catch((error: unknown) => errors.push(error));
      longest = Math.max(longest, performance.now() - started);
    };
    const writing = writers.map(async (client, w) => {
      for (let round = 0; round < ROUNDS; round += 1) {
        // Each writer its own orders (id % WRITERS): writers wait for the compactor, not each other.
        await timed(
          client,
          `update orders set status = $1, updated_at = now() where id in (select id from orders
            where id % ${WRITERS} = $2 and created_at < now() - interval '3 days' order by random() limit 4)`,
          [STATUSES[(round + w) % STATUSES.length], w],
        );
        const lines = round % 2 ? [products[0]!.id, products[w % 4]!.id] : [products[3]!.id, products[1]!.id];
        await timed(
          client,
          `with o as (
            insert into orders (order_number, store_id, status, user_name, user_email, items_count, subtotal,
              total_amount, created_at)
            values ('C-' || gen_random_uuid(), $1, $2, 'Buyer', 'b@example.test', 2, 7.50, 7.50,
              now() - make_interval(days => $3))
            returning id
          )
          insert into order_items (order_id, product_id, product_name, unit_price, quantity, line_total)
          select o.id, l.product_id, 'Line', 1.25, 3, 3.75 from o cross join unnest($4::int[]) as l(product_id)`,
          [
            stores[w % 2]!.id,
            STATUSES[round % STATUSES.length],
            round % 3 ? 3 + ((round * 7 + w) % 25) : 0,
            lines,
          ],
        );
      }
    });
    let writingDone = false;
    let moved = 0;
    const compacting = (async () => {
      while (!writingDone) {
        try {
          moved += (await compactReportAggregates(t.db, { maxDays: 3 })).moved;
        } catch (error) {
          errors.push(error);
        }
      }
    })();
    await Promise.all(writing);
    writingDone = true;
    await compacting;
    const slots = await Promise.all(
      writers.map(
        async (client) =>
          (await client.query<{ slot: number }>('select pg_backend_pid() % 16 as slot')).rows[0]!.slot,
      ),
    );
    await Promise.all(writers.map((client) => client.end()));

    expect(errors).toEqual([]);
    expect(new Set(slots).size).toBeGreaterThan(1);
    expect(moved).toBeGreaterThan(0);
    // Whatever the compactor met held or saw arrive later is marked: taken until none is left.
    for (let round = 0; round < 50 && ((await settled()).live > 0 || (await marked()) > 0); round += 1)
      await compactReportAggregates(t.db, { maxDays: 10 });
    const rows = await settled();
    expect(rows.live).toBe(0);
    expect(rows.zero).toBe(0);
    expect(await marked()).toBe(0);
    const { aggregate, direct } = sides(await compareAggregates(t.database));
    expect(aggregate).toEqual(direct);
    // For the record: the slowest writer statement, compaction or not (a busy 2-core machine).
    expect(longest).toBeLessThan(10_000);
  }, 180_000);
});
