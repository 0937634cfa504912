import { DASHBOARD_LIST_SIZE, type ReportRange } from '@portal/contract';
import { desc, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { orders, stores, users } from '../../db/schema';

type Column = typeof stores.createdAt | typeof users.createdAt;

/** Created within the range's UTC days (from 00:00 to the end of `to`). */
const within = (createdAt: Column, range: ReportRange) =>
  sql`${createdAt} >= (${range.from}::date)::timestamp at time zone 'UTC'
    and ${createdAt} < (${range.to}::date + 1)::timestamp at time zone 'UTC'`;

const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

export type Periods = { current: ReportRange; previous: ReportRange };

/** A total, and how many of it were created in the current and the previous period. */
const counted = (condition: SQL, createdAt: Column, periods: Periods) => ({
  total: countWhere(condition),
  current: countWhere(sql`${condition} and ${within(createdAt, periods.current)}`),
  previous: countWhere(sql`${condition} and ${within(createdAt, periods.previous)}`),
});

type Counted = { total: number; current: number; previous: number };

/**
 * Approved and pending orders: all of them, and those placed in each period, from the per-day
 * totals the triggers of migration 0013 keep (a few rows per day, never the orders).
 */
export async function countOrders(db: Db, { current, previous }: Periods) {
  const rows = await queryRows<Counted & { status: string }>(
    db,
    sql`select status, sum(orders)::int as total,
        coalesce(sum(orders) filter (where day between ${current.from}::date and ${current.to}::date), 0)::int as current,
        coalesce(sum(orders) filter (where day between ${previous.from}::date and ${previous.to}::date), 0)::int as previous
      from order_daily_totals where status in ('approved', 'pending') group by status`,
  );
  const of = (status: string): Counted =>
    rows.find((row) => row.status === status) ?? { total: 0, current: 0, previous: 0 };
  return { approved: of('approved'), pending: of('pending') };
}

export async function countActiveStores(db: Db, periods: Periods) {
  const [row] = await db
    .select(counted(sql`${stores.status} = 'active' and ${stores.isActive}`, stores.createdAt, periods))
    .from(stores);
  return row!;
}

export async function countMembers(db: Db, periods: Periods) {
  const [row] = await db.select(counted(sql`${users.role} = 'user'`, users.createdAt, periods)).from(users);
  return row!;
}

export async function findNewestStores(db: Db) {
  return db
    .select({
      id: stores.id,
      name: stores.name,
      store_id: stores.storeId,
      // Qualified by hand: drizzle leaves columns of a single-table select unqualified.
      member_count: sql<string>`(select count(*) from users m where m.store_id = stores.id)::text`,
    })
    .from(stores)
    .orderBy(desc(stores.createdAt), desc(stores.id))
    .limit(DASHBOARD_LIST_SIZE);
}

export async function findNewestOrders(db: Db) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      storeName: orders.storeName,
      itemsCount: orders.itemsCount,
      userName: orders.userName,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(DASHBOARD_LIST_SIZE);
}
