import type { StoreBudget } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Executor, queryRows } from '../../db/rows';
import { createTtlCache } from '../../lib/ttl-cache';

// Issue 22: a store's approval rules. An order whose total is under the store's auto_approve_below,
// and that keeps the month's approved spending within its monthly_budget, is approved at once by
// 'System'; any other order of a store with rules stays pending with the reason. The month is the
// calendar month in the store's time zone (UTC when none); it counts approved, shipped and
// completed orders, so a rejected or cancelled one gives its amount back.

/** Statuses whose orders spend the store's budget. */
export const SPENDING_STATUSES = ['approved', 'shipped', 'completed'] as const;

/** The actor of an automatic decision in the order's history. */
export const SYSTEM_ACTOR = { name: 'System', role: 'system' } as const;

/** The current calendar month in time zone `tz` (an SQL expression), as [start, end) instants. */
const monthStart = (tz: SQL, at: SQL) =>
  sql`(date_trunc('month', ${at} at time zone ${tz}) at time zone ${tz})`;
const monthEnd = (tz: SQL, at: SQL) =>
  sql`((date_trunc('month', ${at} at time zone ${tz}) + interval '1 month') at time zone ${tz})`;

/**
 * The store's spending in the month of `at` (now by default): one range read of the
 * (store_id, created_at) index. Shared by the order statement and GET /user/budget so both count
 * the same orders.
 */
export function monthSpentSql(storeId: SQL, tz: SQL, at: SQL = sql`now()`): SQL {
  return sql`select coalesce(sum(so.total_amount), 0)::numeric(14, 2) from orders so
    where so.store_id = ${storeId} and so.status in ('approved', 'shipped', 'completed')
      and so.created_at >= ${monthStart(tz, at)} and so.created_at < ${monthEnd(tz, at)}`;
}

/** Money as the reasons print it: $2,140.00. */
const dollars = (amount: SQL) => sql`'$' || to_char(${amount}, 'FM999,999,999,990.00')`;

/**
 * The decision on a new order, as one row (auto: boolean, reason: text or null), for the order
 * statement: `total` is the order's total, `limit` and `budget` the store's rules (null: none),
 * `spent` the month's spending before this order. The budget's reason comes first: an approver
 * should know the order takes the store past its budget, whatever its size. A store with a budget
 * and no limit has every order approved by an admin: its reason says so, with the budget it
 * would use. A store without rules gives no reason (null).
 */
export function approvalDecisionSql({
  total,
  limit,
  budget,
  spent,
}: {
  total: SQL;
  limit: SQL;
  budget: SQL;
  spent: SQL;
}): SQL {
  return sql`select x.auto,
      case
        when x.auto then 'Auto-approved: total ' || ${dollars(total)} || ' is under the store limit of '
          || ${dollars(limit)}
        when x.over_budget then 'Pending: this order would take the store to ' || ${dollars(sql`${spent} + ${total}`)}
          || ' of its ' || ${dollars(budget)} || ' monthly budget'
        when x.over_limit then 'Pending: total ' || ${dollars(total)} || ' is not under the store limit of '
          || ${dollars(limit)}
        when ${budget} is not null then 'Pending: this store''s orders are approved by an admin; this order'
          || ' would take the store to ' || ${dollars(sql`${spent} + ${total}`)} || ' of its '
          || ${dollars(budget)} || ' monthly budget'
      end as reason
    from (
      select ${limit} is not null and ${total} < ${limit} and not y.over_budget as auto,
        y.over_budget, ${limit} is not null and ${total} >= ${limit} as over_limit
      from (select coalesce(${budget} is not null and ${spent} + ${total} > ${budget}, false) as over_budget) y
    ) x`;
}

/**
 * Stores seen with rules lately, in this process. A checkout of such a store goes straight to the
 * locked transaction; any other goes first through the one-statement fast path, which places
 * nothing and says `needs_rules` when the store has rules after all. A wrong entry only costs a
 * round trip (a transaction for a store without rules, or one statement more), never a decision.
 */
const storesWithRules = createTtlCache<true>({ max: 10_000, ttlMs: 10 * 60_000 });

export const knownToHaveRules = (storeId: number | null) =>
  storeId !== null && storesWithRules.get(String(storeId)) === true;

export function rememberRules(storeId: number | null, hasRules: boolean) {
  if (storeId === null) return;
  if (hasRules) storesWithRules.set(String(storeId), true);
  else if (storesWithRules.get(String(storeId))) storesWithRules.delete(String(storeId));
}

/**
 * Locks the store's row for the rest of the transaction: checkouts of one store with rules wait
 * for each other here, so each one's order statement (which takes its snapshot after the lock was
 * granted) counts every order the ones before it placed. Returns whether the store exists.
 */
export async function lockStore(tx: Executor, storeId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from stores where id = ${storeId} for update`,
  );
  return rows.length > 0;
}

type BudgetRow = {
  monthly_budget: string | null;
  auto_approve_below: string | null;
  spent: string;
  month: string;
  time_zone: string;
};

/** The store's rules and its spending in the month of `at` (now by default), in its time zone. */
export async function findStoreBudget(db: Db, storeId: number, at?: Date): Promise<StoreBudget | undefined> {
  const when = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  const tz = sql`coalesce(s.time_zone, 'UTC')`;
  const [row] = await queryRows<BudgetRow>(
    db,
    sql`select s.monthly_budget::text, s.auto_approve_below::text, ${tz} as time_zone,
        to_char(${when} at time zone ${tz}, 'YYYY-MM') as month,
        (${monthSpentSql(sql`s.id`, tz, when)})::text as spent
      from stores s where s.id = ${storeId}`,
  );
  if (!row) return undefined;
  return {
    monthly_budget: row.monthly_budget === null ? null : Number(row.monthly_budget),
    spent_this_month: Number(row.spent),
    auto_approve_below: row.auto_approve_below === null ? null : Number(row.auto_approve_below),
    month: row.month,
    time_zone: row.time_zone,
  };
}
