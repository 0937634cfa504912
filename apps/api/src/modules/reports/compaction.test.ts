import { DashboardResponseSchema } from '@portal/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { describeOn } from '../../../test/support/database';
import { makeProduct, makeStore } from '../../../test/support/factories';
import { signInAdmin } from '../../../test/support/orders';
import type { Db } from '../../db/client';
import { COMPACTION_LOCK, compactReportAggregates, createReportCompactor } from './compaction';
import { addDays } from './range';
import { compareAggregates, countSlotRows, seedRandomOrders, sides, spreadOverSlots } from './test-support';

// Compaction (migration 0018, compaction.ts) over random orders and status changes whose rows
// are spread over several slots: afterwards every sum equals a count of the orders, the settled
// days hold one row per key in slot 16, the recent days are as they were, and report_versions has
// not moved, so the dashboard's kept answer is still the one served.
const SEED = Number(process.env.REPORTS_SEED ?? 20_261_126);

let t: TestContext;
let admin: string;
let today: string;
let cutoff: string;
const SETTLED = () => `day <= '${cutoff}'`;
const RECENT = () => `day > '${cutoff}'`;
const one = async <T>(text: string) => (await t.database.query<T>(text))[0] as T;
const versions = () => t.database.query('select slot, version from report_versions order by slot');
const marks = async () =>
  (
    await t.database.query<{ day: string }>(
      "select distinct to_char(day, 'YYYY-MM-DD') as day from report_compaction_days order by 1",
    )
  ).map((row) => row.day);
const recentRows = () =>
  t.database.query(`select 'd' as t, day::text, status as k, slot, orders as a, value::text as v, 0 as l
      from order_daily_totals where ${RECENT()}
    union all select 's', day::text, store_id || status, slot, orders, value::text, 0
      from order_store_daily_stats where ${RECENT()}
    union all select 'p', day::text, product_id || status, slot, quantity, value::text, lines
      from order_product_daily_stats where ${RECENT()}
    order by 1, 2, 3, 4`);

async function dashboard() {
  const res = await call(t.app, admin, { method: 'GET', url: '/api/admin/dashboard' });
  expect(res.statusCode, res.body).toBe(200);
  const { recentOrders: _, ...figures } = DashboardResponseSchema.parse(res.json()).data;
  return figures;
}

/** Runs until nothing is left, as the runner's rounds do. */
async function compactAll(maxDays: number) {
  const days: string[] = [];
  let moved = 0;
  for (;;) {
    const result = await compactReportAggregates(t.db, { maxDays });
    days.push(...result.days);
    moved += result.moved;
    if (result.days.length < maxDays) return { days, moved };
  }
}

/** A write that moves no version (the compactor's own trick): for proving an answer is kept. */
async function silently(text: string) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('portal.report_version_0', pg_current_xact_id()::text, true),
      set_config('portal.report_version_1', pg_current_xact_id()::text, true)`);
    await tx.execute(sql.raw(text));
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAdmin(t)).token;
  ({ today } = await one<{ today: string }>(
    "select to_char((now() at time zone 'UTC')::date, 'YYYY-MM-DD') as today",
  ));
  cutoff = addDays(today, -2);
  const stores = await Promise.all(['North', 'South', 'East'].map((name) => makeStore(t.db, { name })));
  const products = await Promise.all([1, 2, 3, 4, 5].map((n) => makeProduct(t.db, { price: `${n}.50` })));
  await seedRandomOrders(t.db, {
    seed: SEED,
    count: 300,
    from: addDays(today, -40),
    days: 41,
    storeIds: [...stores.map((s) => s.id), null],
    productIds: [...products.map((p) => p.id), null],
  });
  // Rows spread as writes from several connections leave them, then status changes on top.
  await spreadOverSlots(t.database, 5);
  await t.database.query("update orders set status = 'shipped' where id % 5 = 0");
  await t.database.query("update orders set status = 'cancelled' where id % 7 = 0");
  await spreadOverSlots(t.database, 3, `day < '${addDays(today, -20)}'`);
}, 120_000);
afterAll(() => t.close());

describe('report compaction', () => {
  it('merges the settled days into one row per key in slot 16, every sum and kept answer unchanged', async () => {
    const { aggregate, direct } = sides(await compareAggregates(t.database));
    expect(aggregate).toEqual(direct);
    const spread = await countSlotRows(t.database, SETTLED());
    expect(spread.live).toBeGreaterThan(2 * spread.keys);
    expect(spread.compacted).toBe(0);
    const recent = await recentRows();
    expect(recent.length).toBeGreaterThan(0);
    const before = await dashboard();
    const kept = await versions();

    // The first run starts at the oldest day, takes at most maxDays and moves the watermark.
    const first = await compactReportAggregates(t.db, { maxDays: 7 });
    expect(first.days).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => addDays(today, n - 40)));
    expect(await one('select settled_through::text as day from report_compaction_state')).toEqual({
      day: addDays(today, -34),
    });
    const rest = await compactAll(7);
    const days = [...first.days, ...rest.days];
    // The marked days (the status changes) come with the calendar's, each once.
    expect(days).toEqual([...new Set(days)].sort());
    expect(days.at(-1)).toBe(cutoff);
    expect(first.moved + rest.moved).toBe(spread.live);

    expect(await versions()).toEqual(kept);
    const after = sides(await compareAggregates(t.database));
    expect(after.aggregate).toEqual(after.direct);
    expect(after.aggregate).toEqual(aggregate);
    // One row per key whose figures do not all add up to zero; none of slots 0-15.
    const groups = Object.values(after.aggregate)
      .flat()
      .filter((cell) => (cell as { day: string }).day <= cutoff).length;
    expect(await countSlotRows(t.database, SETTLED())).toEqual({
      live: 0,
      compacted: groups,
      keys: groups,
      zero: 0,
    });
    expect(await recentRows()).toEqual(recent);
    expect(await marks()).toEqual([]);
    expect(await one('select settled_through::text as day from report_compaction_state')).toEqual({
      day: cutoff,
    });
    expect(await compactReportAggregates(t.db, { maxDays: 7 })).toEqual({ days: [], moved: 0 });

    // Still the kept answer: a silent change to a settled row does not show, the sums are equal.
    expect(await dashboard()).toEqual(before);
    const row = `day = (select max(day) from order_daily_totals where slot = 16 and day >= '${addDays(today, -29)}')
      and status = (select min(status) from order_daily_totals where slot = 16 and day = (select max(day)
        from order_daily_totals where slot = 16 and day >= '${addDays(today, -29)}')) and slot = 16`;
    await silently(`update order_daily_totals set orders = orders + 1000 where ${row}`);
    expect(await dashboard()).toEqual(before);
    await silently(`update order_daily_totals set orders = orders - 1000 where ${row}`);
  });

  it('takes a settled day again once a writer changes it; a change of a recent day marks nothing', async () => {
    const old = await one<{
      id: number;
      day: string;
    }>(`select id, to_char((created_at at time zone 'UTC')::date,
        'YYYY-MM-DD') as day from orders where status <> 'completed' and created_at < '${addDays(today, -5)}'
      and exists (select 1 from order_items i where i.order_id = orders.id) order by id limit 1`);
    const recent = await one<{ id: number }>(`select id from orders where status <> 'completed'
      and created_at >= '${addDays(today, -1)}' order by id limit 1`);
    await t.database.query("update orders set status = 'completed' where id in ($1, $2)", [
      old.id,
      recent.id,
    ]);
    expect(await marks()).toEqual([old.day]);
    expect((await countSlotRows(t.database, `day = '${old.day}'`)).live).toBeGreaterThanOrEqual(4);
    const changed = await versions();

    const result = await compactAll(7);
    expect(result.days).toEqual([old.day]);
    expect(await marks()).toEqual([]);
    expect((await countSlotRows(t.database, SETTLED())).live).toBe(0);
    expect(await versions()).toEqual(changed);
    const { aggregate, direct } = sides(await compareAggregates(t.database));
    expect(aggregate).toEqual(direct);
  });

  it('runs in rounds that never overlap, logs a failed round instead of throwing, and stops', async () => {
    await spreadOverSlots(t.database, 4, `day between '${addDays(today, -12)}' and '${cutoff}'`);
    await t.database.query(`update report_compaction_state set settled_through = '${addDays(today, -13)}'`);
    const log = { debug: vi.fn(), warn: vi.fn() };
    const compactor = createReportCompactor({
      db: t.db,
      intervalMs: 60_000,
      maxDays: 3,
      roundBudgetMs: 60_000,
      log: log as never,
    });
    const round = compactor.runOnce();
    expect(compactor.runOnce()).toBe(round);
    await round;
    await compactor.stop();
    expect((await countSlotRows(t.database, SETTLED())).live).toBe(0);
    expect(log.debug).toHaveBeenCalled();
    expect(log.warn).not.toHaveBeenCalled();

    const broken = { transaction: () => Promise.reject(new Error('connection lost')) } as unknown as Db;
    const failing = createReportCompactor({ db: broken, intervalMs: 60_000, log: log as never });
    await expect(failing.runOnce()).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledTimes(1);
    await failing.stop();
  });
});

// PostgreSQL only: a second connection holds what the compactor would want.
describeOn('postgres', 'report compaction beside other connections (PostgreSQL)', () => {
  let other: pg.Client;
  beforeAll(async () => {
    other = new pg.Client({ connectionString: (t.database as { url?: string }).url });
    await other.connect();
  });
  afterAll(() => other.end());

  it('skips rows a writer holds without waiting for it, and takes their day again later', async () => {
    const day = addDays(today, -8);
    await spreadOverSlots(t.database, 3, `day = '${day}'`);
    await t.database.query(`insert into report_compaction_days (day) values ('${day}')`);
    await other.query('begin');
    await other.query(`select * from order_product_daily_stats where day = '${day}' and slot < 16
      order by product_id, status, slot limit 1 for update`);
    const started = performance.now();
    const held = await compactReportAggregates(t.db, { maxDays: 7 });
    expect(performance.now() - started).toBeLessThan(1500);
    expect(held.days).toEqual([day]);
    expect((await countSlotRows(t.database, `day = '${day}'`)).live).toBe(1);
    expect(await marks()).toEqual([day]);
    await other.query('commit');

    await compactReportAggregates(t.db, { maxDays: 7 });
    expect((await countSlotRows(t.database, `day = '${day}'`)).live).toBe(0);
    expect(await marks()).toEqual([]);
    const { aggregate, direct } = sides(await compareAggregates(t.database));
    expect(aggregate).toEqual(direct);
  });

  it('lets one compactor run at a time: the others skip their run', async () => {
    await t.database.query(`insert into report_compaction_days (day) values ('${addDays(today, -9)}')`);
    await other.query('select pg_advisory_lock($1)', [COMPACTION_LOCK]);
    expect(await compactReportAggregates(t.db, { maxDays: 7 })).toEqual({ days: [], moved: 0 });
    await other.query('select pg_advisory_unlock($1)', [COMPACTION_LOCK]);
    expect((await compactReportAggregates(t.db, { maxDays: 7 })).days).toEqual([addDays(today, -9)]);
  });
});
