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

type Placed = { current: number; previous: number };

/** Approved and pending orders over all time: order_status_totals (migration 0015), at most 6 x 16 rows. */
export async function countOrderTotals(db: Db) {
  const rows = await queryRows<{ status: string; total: number }>(
    db,
    sql`select status, sum(orders)::int as total from order_status_totals
      where status in ('approved', 'pending') group by status`,
  );
  const of = (status: string) => rows.find((row) => row.status === status)?.total ?? 0;
  return { approved: of('approved'), pending: of('pending') };
}

/**
 * Approved and pending orders placed in the days of each period that fall in [after, before)
 * (either end open when null), from the per-day totals of migration 0013.
 */
export async function countOrdersPlaced(
  db: Db,
  { current, previous }: Periods,
  after: string | null,
  before: string | null,
) {
  const part = sql`${after === null ? sql`true` : sql`day >= ${after}::date`}
    and ${before === null ? sql`true` : sql`day < ${before}::date`}`;
  const rows = await queryRows<Placed & { status: string }>(
    db,
    sql`select status,
        coalesce(sum(orders) filter (where day between ${current.from}::date and ${current.to}::date), 0)::int as current,
        coalesce(sum(orders) filter (where day between ${previous.from}::date and ${previous.to}::date), 0)::int as previous
      from order_daily_totals
      where status in ('approved', 'pending') and day between ${previous.from}::date and ${current.to}::date and ${part}
      group by status`,
  );
  const of = (status: string): Placed =>
    rows.find((row) => row.status === status) ?? { current: 0, previous: 0 };
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

type Named = { kind: 'store' | 'product'; id: number; name: string; code: string | null };

/** The names of the top lists' stores (and their codes) and products (and their SKUs), read now. */
export async function findNames(db: Db, storeIds: number[], productIds: number[]) {
  if (storeIds.length === 0 && productIds.length === 0) return [];
  return queryRows<Named>(
    db,
    sql`select 'store' as kind, id, name, store_id as code from stores
        where id = any(string_to_array(${storeIds.join(',')}, ',')::int[])
      union all
      select 'product', id, name, sku from products
        where id = any(string_to_array(${productIds.join(',')}, ',')::int[])`,
  );
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
