import type { ReportRange } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';

// The rows a store or product report sums over a range (month-rollups.ts, decision 018): the
// range's whole calendar months whose rollup is valid in the statement's snapshot from the monthly
// tables, every other day of the range from the daily ones (one index range per month). Both read
// in one statement, so the answer is exactly the daily sums whatever the compactor has built.

/**
 * The CTEs `fresh` (whole months of the range with a valid rollup: its count of changes is the
 * current one) and `spans` (the range's other days, one [lo, hi] per calendar month), to start a
 * `with`.
 */
export function monthSpans(range: ReportRange): SQL {
  const from = sql`${range.from}::date`;
  const to = sql`${range.to}::date`;
  return sql`changes as (
      select month, sum(changes) as n from report_month_changes group by month
    ),
    fresh as (
      select r.month from report_month_rollups r left join changes c on c.month = r.month
      where r.month >= ${from} and (r.month + interval '1 month')::date <= ${to} + 1
        and r.changes = coalesce(c.n, 0) + coalesce((select n from changes where month is null), 0)
    ),
    spans as (
      select greatest(g.m::date, ${from}) as lo, least((g.m + interval '1 month')::date - 1, ${to}) as hi
      from generate_series(date_trunc('month', ${from}::timestamp), ${to}::timestamp, interval '1 month') g(m)
      where g.m::date not in (select month from fresh)
    )`;
}

/**
 * Store rows (store_id, status, orders, value, last_day) of the range that pass `filter` (on
 * status). last_day: the last day with orders of that status (a day's slots summed), with
 * `lastDay`; null without, which saves grouping the daily rows by day.
 */
export function storeRows(filter: SQL, { lastDay }: { lastDay: boolean }): SQL {
  const daily = lastDay
    ? sql`select d.store_id, d.status, sum(d.orders) as orders, sum(d.value) as value,
        case when sum(d.orders) > 0 then d.day end as last_day
      from spans s join order_store_daily_stats d on d.day between s.lo and s.hi and ${filter}
      group by d.store_id, d.status, d.day`
    : sql`select d.store_id, d.status, d.orders, d.value, null::date
      from spans s join order_store_daily_stats d on d.day between s.lo and s.hi and ${filter}`;
  return sql`select store_id, status, orders, value, last_day from order_store_monthly_stats
      where month in (select month from fresh) and ${filter}
    union all
    ${daily}`;
}

/** Product rows (product_id, status, quantity, value, lines) of the range that pass `filter`. */
export function productRows(filter: SQL): SQL {
  return sql`select product_id, status, quantity, value, lines from order_product_monthly_stats
      where month in (select month from fresh) and ${filter}
    union all
    select d.product_id, d.status, d.quantity, d.value, d.lines
    from spans s join order_product_daily_stats d on d.day between s.lo and s.hi and ${filter}`;
}

/**
 * Runs a statement built on monthSpans with JIT off (SET LOCAL, in a transaction of its own): the
 * planner cannot know which months are fresh, so it costs the range's daily rows, goes over
 * jit_above_cost and would compile the plan first, 0.5 s of a 0.12 s answer over two years at a
 * million orders (docs/performance.md).
 */
export async function queryWithoutJit<T>(db: Db, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return queryRows<T>(tx, query);
  });
}
