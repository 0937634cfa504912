import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Executor, queryRows } from '../../db/rows';
import { COMPACTION_LOCK } from './lock';

// Per-calendar-month rollups of the store and product aggregates (migration 0024, decision 018).
// A month's rows are the sums over all slots of its daily rows, built in one statement together
// with the month's count of changes (report_month_changes, migration 0019: every statement that
// changes a day before today adds a row for its month; month null counts for every month) in that
// statement's snapshot. A reader uses the rollup of a month while that count is still the current
// one in its own snapshot (readFreshMonths below), so a report is always the daily sums exactly:
// a change to an old month makes its rollup stale at the change's commit, and the month is read
// from its days until the compactor builds it again.
//
// Only months that ended before yesterday (UTC) are built: the triggers do not count a change to
// today, so a transaction that wrote a month's last day and commits after midnight must have
// committed before the build (the caveat of migrations 0016 and 0019, over a whole day).
// Nobody but the builders writes these tables, and they take turns on the compactor's advisory
// lock: writers never wait for a build, and a build never changes report_versions (the sums of the
// aggregates stay what they are).

/** The months (first days, 'YYYY-MM-DD') with no rollup or a stale one, oldest first. */
export async function findStaleMonths(db: Executor, limit: number | null): Promise<string[]> {
  const rows = await queryRows<{ month: string }>(
    db,
    sql`with changes as (
        select month, sum(changes) as n from report_month_changes group by month
      ),
      bounds as (
        select least((select min(day) from order_store_daily_stats),
          (select min(day) from order_product_daily_stats)) as first,
          (now() at time zone 'UTC')::date - 1 as cutoff
      )
      select to_char(m, 'YYYY-MM-DD') as month
      from bounds,
        generate_series(date_trunc('month', bounds.first::timestamp), bounds.cutoff::timestamp, interval '1 month') g(m)
        left join report_month_rollups r on r.month = g.m::date
        left join changes c on c.month = g.m::date
      where (g.m + interval '1 month')::date <= bounds.cutoff
        and (r.month is null or r.changes <> coalesce(c.n, 0)
          + coalesce((select n from changes where month is null), 0))
      order by g.m
      ${limit === null ? sql`` : sql`limit ${limit}`}`,
  );
  return rows.map((row) => row.month);
}

/**
 * Builds one month's rollup inside the caller's transaction: its old rows go, then one statement
 * inserts the sums of its daily rows and records the month's count of changes, all three from
 * that statement's snapshot.
 */
export async function buildMonth(tx: Executor, month: string): Promise<void> {
  await tx.execute(sql`with gone as (delete from order_store_monthly_stats where month = ${month}::date)
    delete from order_product_monthly_stats where month = ${month}::date`);
  const from = sql`${month}::date`;
  const days = sql`day >= ${from} and day < (${from} + interval '1 month')::date`;
  await tx.execute(sql`with store_days as (
      select store_id, status, day, sum(orders) as orders, sum(value) as value
      from order_store_daily_stats where ${days} group by store_id, status, day
    ),
    stores as (
      insert into order_store_monthly_stats (month, store_id, status, orders, value, last_day)
      select ${from}, store_id, status, sum(orders)::int, sum(value), max(day) filter (where orders > 0)
      from store_days group by store_id, status
      having sum(orders) <> 0 or sum(value) <> 0
      order by store_id, status
    ),
    products as (
      insert into order_product_monthly_stats (month, product_id, status, quantity, value, lines)
      select ${from}, product_id, status, sum(quantity)::int, sum(value), sum(lines)::int
      from order_product_daily_stats where ${days} group by product_id, status
      having sum(quantity) <> 0 or sum(value) <> 0 or sum(lines) <> 0
      order by product_id, status
    )
    insert into report_month_rollups as r (month, changes)
    select ${from}, coalesce(sum(changes), 0) from report_month_changes where month = ${from} or month is null
    on conflict (month) do update set changes = excluded.changes`);
}

export type RollupResult = { months: string[] };

/**
 * Builds the oldest stale or missing month, if any, in its own transaction; none when another
 * compactor holds the lock (it takes turns with compaction, decision 016).
 */
export async function buildStaleMonth(db: Db): Promise<RollupResult> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${COMPACTION_LOCK}) as locked`,
    );
    if (!lock?.locked) return { months: [] };
    const [month] = await findStaleMonths(tx, 1);
    if (!month) return { months: [] };
    await buildMonth(tx, month);
    return { months: [month] };
  });
}

/**
 * Builds every stale or missing month in the caller's transaction (the bulk seed, which holds the
 * orders' tables): waits for the compactors' lock, which they hold for one short transaction.
 */
export async function buildAllMonths(tx: Executor): Promise<string[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${COMPACTION_LOCK})`);
  const months = await findStaleMonths(tx, null);
  for (const month of months) await buildMonth(tx, month);
  return months;
}
