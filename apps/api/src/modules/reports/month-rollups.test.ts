import type { ReportRange } from '@portal/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { describeOn } from '../../../test/support/database';
import { makeProduct, makeStore } from '../../../test/support/factories';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { compactReportAggregates, createReportCompactor } from './compaction';
import { buildAllMonths, buildStaleMonth, findStaleMonths } from './month-rollups';
import { monthSpans } from './month-rows';
import { addDays, resolveRange } from './range';
import {
  findCategoryTotals,
  findProductTotals,
  findTopProducts,
  findTopStores,
  sumProductQuantities,
  sumStoreFigures,
  sumStoreValues,
} from './repository';
import { seedRandomOrders, spreadOverSlots } from './test-support';

// The month rollups (migration 0024, month-rollups.ts): whatever months are built, fresh or stale,
// every store and product report equals the sums of the daily aggregates alone (the same reports
// with no rollup at all) and a count of the orders; a valid month is read from its rollup, a stale
// one from its days; building never moves report_versions.
const SEED = Number(process.env.REPORTS_SEED ?? 20_261_128);

let t: TestContext;
let today: string;
let first: string;
const one = async <T>(text: string) => (await t.database.query<T>(text))[0] as T;
const versions = () => t.database.query('select slot, version from report_versions order by slot');
const startOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (month: string) => {
  const [year, number] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
};
/** The months a build covers: every month from the first order's that ended before yesterday. */
const builtMonths = () => {
  const months: string[] = [];
  for (let m = startOfMonth(first); nextMonth(m) <= addDays(today, -1); m = nextMonth(m)) months.push(m);
  return months;
};

const range = (from: string, to: string): ReportRange => resolveRange({ from, to });
const ranges = (): ReportRange[] => [
  range(first, today),
  range(addDays(first, 17), addDays(today, -3)),
  range(builtMonths()[1]!, addDays(nextMonth(builtMonths()[2]!), -1)),
  range(addDays(today, -89), today),
];
const all = { limit: null, offset: 0 };

/** Every report function over the range, in the given executor's view. */
async function reports(db: Db, range: ReportRange) {
  return {
    stores: await sumStoreFigures(db, range),
    storeValues: await sumStoreValues(db, range),
    topStores: await findTopStores(db, range, 5),
    products: await findProductTotals(db, range, { sort: 'value', order: 'desc' }, all),
    productQuantities: await sumProductQuantities(db, range),
    topProducts: await findTopProducts(db, range, 5),
    categories: await findCategoryTotals(db, range, { sort: 'value', order: 'desc' }, all),
  };
}

type Answers = {
  answer: Awaited<ReturnType<typeof reports>>;
  daily: Awaited<ReturnType<typeof reports>>;
  counted: Awaited<ReturnType<typeof direct>>;
};

/**
 * In one snapshot (a repeatable read transaction, rolled back): the reports as served, the same
 * reports from the daily rows only (every rollup deleted) and the figures counted from the orders.
 */
async function inOneSnapshot(range: ReportRange): Promise<Answers> {
  let answers: Answers | undefined;
  await t.db
    .transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read`);
      const db = tx as unknown as Db;
      const answer = await reports(db, range);
      const counted = await direct(db, range);
      await tx.execute(sql`delete from report_month_rollups`);
      answers = { answer, counted, daily: await reports(db, range) };
      throw new Error('rollback');
    })
    .catch((error: Error) => {
      if (error.message !== 'rollback') throw error;
    });
  return answers!;
}

const sortBy = <T>(rows: T[], key: keyof T) => [...rows].sort((a, b) => Number(a[key]) - Number(b[key]));

/** The stores report's figures and the products' counted straight from the orders. */
async function direct(db: Db, range: ReportRange) {
  const inRange = `(o.created_at at time zone 'UTC')::date between '${range.from}' and '${range.to}'`;
  const counted = `o.status in ('approved', 'shipped', 'completed')`;
  const stores = await queryRows(
    db,
    sql.raw(`select coalesce(o.store_id, 0) as store_id,
      (count(*) filter (where ${counted}))::int as orders,
      coalesce(sum(o.total_amount) filter (where ${counted}), 0)::text as value,
      (count(*) filter (where o.status = 'pending'))::int as pending_orders,
      to_char(max((o.created_at at time zone 'UTC')::date), 'YYYY-MM-DD') as last_day
    from orders o where ${inRange} group by 1 order by 1`),
  );
  const products = await queryRows(
    db,
    sql.raw(`select nullif(coalesce(i.product_id, 0), 0) as product_id,
      sum(i.quantity)::int as quantity, sum(i.line_total)::text as value, count(*)::int as lines
    from order_items i join orders o on o.id = i.order_id where ${inRange} and ${counted}
    group by 1 order by 1 nulls first`),
  );
  return { stores, products };
}

async function expectExact(range: ReportRange) {
  const { answer, daily, counted } = await inOneSnapshot(range);
  expect(answer).toEqual(daily);
  expect(sortBy(answer.stores, 'store_id')).toEqual(counted.stores);
  const products = answer.products
    .map((row) => ({
      product_id: row.product_id,
      quantity: row.quantity,
      value: row.value,
      lines: row.orders,
    }))
    .sort((a, b) => (a.product_id === null ? -1 : b.product_id === null ? 1 : a.product_id - b.product_id));
  expect(products).toEqual(counted.products);
  return answer;
}

/** The whole months of the range a report reads from their rollups. */
const freshMonths = async (range: ReportRange) =>
  (
    await queryRows<{ month: string }>(
      t.db,
      sql`with ${monthSpans(range)} select to_char(month, 'YYYY-MM-DD') as month from fresh order by month`,
    )
  ).map((row) => row.month);

/** A month's rollup rows changed without anyone counting it: shows only where the rollup is read. */
const tamper = (month: string, cents: number) =>
  t.database.query(
    `update order_product_monthly_stats set value = value + ${cents / 100}
    where month = '${month}' and status = 'completed' and product_id = (select min(product_id)
      from order_product_monthly_stats where month = '${month}' and status = 'completed')`,
  );
const completedValue = async (range: ReportRange) =>
  (await findProductTotals(t.db, range, { sort: 'value', order: 'desc' }, all)).reduce(
    (sum, row) => sum + Math.round(Number(row.value) * 100),
    0,
  );

beforeAll(async () => {
  t = await createTestApp();
  ({ today } = await one<{ today: string }>(
    "select to_char((now() at time zone 'UTC')::date, 'YYYY-MM-DD') as today",
  ));
  first = addDays(today, -150);
  const stores = await Promise.all(['North', 'South', 'East'].map((name) => makeStore(t.db, { name })));
  const products = await Promise.all([1, 2, 3, 4, 5].map((n) => makeProduct(t.db, { price: `${n}.50` })));
  await seedRandomOrders(t.db, {
    seed: SEED,
    count: 400,
    from: first,
    days: 151,
    storeIds: [...stores.map((s) => s.id), null],
    productIds: [...products.map((p) => p.id), null],
  });
  // Rows spread as writes from several connections leave them, then status changes on top.
  await spreadOverSlots(t.database, 4);
  await t.database.query("update orders set status = 'shipped' where id % 5 = 0");
  await t.database.query("update orders set status = 'pending' where id % 11 = 0");
}, 120_000);
afterAll(() => t.close());

describe('report month rollups', () => {
  it('builds every month that ended before yesterday, without moving report_versions; reports stay exact', async () => {
    const before = await Promise.all(ranges().map((range) => reports(t.db, range)));
    expect(await findStaleMonths(t.db, null)).toEqual(builtMonths());
    const kept = await versions();

    const built = await t.db.transaction((tx) => buildAllMonths(tx));
    expect(built).toEqual(builtMonths());
    expect(await findStaleMonths(t.db, null)).toEqual([]);
    expect(await versions()).toEqual(kept);
    const rows = await one<{ n: number }>('select count(*)::int as n from order_product_monthly_stats');
    expect(rows.n).toBeGreaterThan(0);

    for (const [n, range] of ranges().entries()) {
      expect(await expectExact(range)).toEqual(before[n]);
      // Exactly the whole months of the range, read from their rollups.
      expect(await freshMonths(range)).toEqual(
        builtMonths().filter((m) => m >= range.from && addDays(nextMonth(m), -1) <= range.to),
      );
    }
    const range = ranges()[0]!;
    const value = await completedValue(range);
    await tamper(builtMonths()[1]!, 1234);
    expect(await completedValue(range)).toBe(value + 1234);
    await tamper(builtMonths()[1]!, -1234);
  });

  it('reads a month from its days from the moment an old order changes, until it is built again', async () => {
    const month = builtMonths()[2]!;
    const order = await one<{ id: number }>(`select o.id from orders o where o.status = 'pending'
        and (o.created_at at time zone 'UTC')::date between '${month}' and '${addDays(nextMonth(month), -1)}'
        and exists (select 1 from order_items i where i.order_id = o.id) order by o.id limit 1`);
    const range = ranges()[0]!;
    const valueBefore = await completedValue(range);
    await t.database.query("update orders set status = 'completed' where id = $1", [order.id]);

    expect(await findStaleMonths(t.db, null)).toEqual([month]);
    expect(await freshMonths(range)).not.toContain(month);
    for (const range of ranges()) await expectExact(range);
    expect(await completedValue(range)).toBeGreaterThan(valueBefore);
    // The stale rollup is not read: changing it shows nowhere.
    const value = await completedValue(range);
    await tamper(month, 1234);
    expect(await completedValue(range)).toBe(value);

    // The compactor's round builds it again (its fold of the month counts keeps the others valid).
    const kept = await versions();
    const log = { debug: vi.fn(), warn: vi.fn() };
    const compactor = createReportCompactor({ db: t.db, intervalMs: 60_000, log: log as never });
    await compactor.runOnce();
    await compactor.stop();
    expect(log.warn).not.toHaveBeenCalled();
    expect(await findStaleMonths(t.db, null)).toEqual([]);
    expect(await versions()).toEqual(kept);
    expect(await freshMonths(range)).toContain(month);
    for (const range of ranges()) await expectExact(range);
  });

  it('keeps every month valid through compaction, and invalidates them all with a change of every month', async () => {
    await spreadOverSlots(t.database, 3, `day < '${addDays(today, -2)}'`);
    await compactReportAggregates(t.db, { maxDays: 400 });
    expect(await findStaleMonths(t.db, null)).toEqual([]);
    for (const range of ranges()) await expectExact(range);

    // What a TRUNCATE of an aggregate table counts (migration 0019): month null.
    await t.database.query('insert into report_month_changes (month, changes) values (null, 1)');
    expect(await findStaleMonths(t.db, null)).toEqual(builtMonths());
    for (const range of ranges()) {
      expect(await freshMonths(range)).toEqual([]);
      await expectExact(range);
    }
    // One month a call, oldest first.
    expect(await buildStaleMonth(t.db)).toEqual({ months: [builtMonths()[0]] });
    expect(await findStaleMonths(t.db, null)).toEqual(builtMonths().slice(1));
    for (const range of ranges()) await expectExact(range);
    while ((await buildStaleMonth(t.db)).months.length > 0);
    expect(await findStaleMonths(t.db, null)).toEqual([]);
    for (const range of ranges()) await expectExact(range);
  });
});

// PostgreSQL only: writers on other connections while months are built.
describeOn('postgres', 'report month rollups beside writers (PostgreSQL)', () => {
  let other: pg.Client;
  beforeAll(async () => {
    other = new pg.Client({ connectionString: (t.database as { url?: string }).url });
    await other.connect();
  });
  afterAll(() => other.end());

  it('builds without waiting for a writer of the month; its commit makes the month stale, never wrong', async () => {
    const month = builtMonths()[1]!;
    await other.query('begin');
    await other.query(`update orders set status = case when status = 'completed' then 'cancelled' else 'completed' end
      where id = (select min(id) from orders where (created_at at time zone 'UTC')::date
        between '${month}' and '${addDays(nextMonth(month), -1)}')`);
    await t.database.query('insert into report_month_changes (month, changes) values (null, 1)');
    const started = performance.now();
    await t.db.transaction((tx) => buildAllMonths(tx));
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await findStaleMonths(t.db, null)).toEqual([]);
    await other.query('commit');
    expect(await findStaleMonths(t.db, null)).toEqual([month]);
    for (const range of ranges()) await expectExact(range);
  });

  it('stays exact while five connections change old orders during the builds', async () => {
    const url = (t.database as { url?: string }).url;
    const writers = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        return client;
      }),
    );
    const statuses = ['approved', 'shipped', 'completed', 'cancelled', 'pending'];
    let writing = true;
    const writes = writers.map(async (client, n) => {
      for (let round = 0; round < 20; round++)
        await client.query(
          `update orders set status = $1 where id in (select id from orders
            where created_at < now() - interval '40 days' order by id offset $2 limit 3)`,
          [statuses[(n + round) % statuses.length], (n * 37 + round * 11) % 300],
        );
    });
    const builds = (async () => {
      while (writing) {
        await t.database.query('insert into report_month_changes (month, changes) values (null, 1)');
        while ((await buildStaleMonth(t.db)).months.length > 0);
        for (const range of ranges().slice(0, 2)) await expectExact(range);
      }
    })();
    await Promise.all(writes);
    writing = false;
    await builds;
    await Promise.all(writers.map((client) => client.end()));
    for (const range of ranges()) await expectExact(range);
    while ((await buildStaleMonth(t.db)).months.length > 0);
    expect(await findStaleMonths(t.db, null)).toEqual([]);
    for (const range of ranges()) {
      expect((await freshMonths(range)).length).toBeGreaterThan(0);
      await expectExact(range);
    }
  });
});
