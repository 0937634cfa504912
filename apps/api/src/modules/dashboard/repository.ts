import { DASHBOARD_LIST_SIZE, DASHBOARD_PERIOD_DAYS } from '@portal/contract';
import { desc, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, stores, users } from '../../db/schema';

type Column = typeof orders.createdAt | typeof stores.createdAt | typeof users.createdAt;

// The two comparison periods: the last 30 days, and the 30 days before them.
const inCurrent = (createdAt: Column) =>
  sql`${createdAt} >= now() - make_interval(days => ${DASHBOARD_PERIOD_DAYS})`;
const inPrevious = (createdAt: Column) =>
  sql`${createdAt} >= now() - make_interval(days => ${2 * DASHBOARD_PERIOD_DAYS})
    and ${createdAt} < now() - make_interval(days => ${DASHBOARD_PERIOD_DAYS})`;

const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** A total, and how many of it were created in the current and the previous period. */
const counted = (condition: SQL, createdAt: Column) => ({
  total: countWhere(condition),
  current: countWhere(sql`${condition} and ${inCurrent(createdAt)}`),
  previous: countWhere(sql`${condition} and ${inPrevious(createdAt)}`),
});

/**
 * Approved and pending orders: totals and both periods, as six counts in one statement. Each is
 * a range of the (status, created_at) index, so only the rows of that status are read, not every
 * order as a single pass with filters would.
 */
export async function countOrders(db: Db) {
  const count = (status: string, period: (c: Column) => SQL = () => sql`true`) =>
    sql<number>`(select count(*) from orders where status = ${status} and ${period(orders.createdAt)})::int`;
  const [row] = await db
    .select({
      approved: count('approved'),
      approvedCurrent: count('approved', inCurrent),
      approvedPrevious: count('approved', inPrevious),
      pending: count('pending'),
      pendingCurrent: count('pending', inCurrent),
      pendingPrevious: count('pending', inPrevious),
    })
    .from(sql`(select 1) as one`);
  const r = row!;
  return {
    approved: { total: r.approved, current: r.approvedCurrent, previous: r.approvedPrevious },
    pending: { total: r.pending, current: r.pendingCurrent, previous: r.pendingPrevious },
  };
}

export async function countActiveStores(db: Db) {
  const [row] = await db
    .select(counted(sql`${stores.status} = 'active' and ${stores.isActive}`, stores.createdAt))
    .from(stores);
  return row!;
}

export async function countMembers(db: Db) {
  const [row] = await db.select(counted(sql`${users.role} = 'user'`, users.createdAt)).from(users);
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

type DayRow = {
  date: string;
  pending: number;
  approved: number;
  shipped: number;
  rejected: number;
  completed: number;
  cancelled: number;
};

/** Orders placed on each of the last 30 UTC days by current status; days without orders are zeros. */
export async function countOrdersPerDay(db: Db): Promise<DayRow[]> {
  const days = DASHBOARD_PERIOD_DAYS - 1;
  const byStatus = (status: string) => sql`coalesce(sum(n) filter (where status = ${status}), 0)::int`;
  const result = (await db.execute(sql`
    with today as (select (now() at time zone 'UTC')::date as day),
    per_day as (
      select (o.created_at at time zone 'UTC')::date as day, o.status, count(*) as n
      from orders o, today
      where o.created_at >= (today.day - ${days}::int)::timestamp at time zone 'UTC'
      group by 1, 2
    )
    select to_char(d, 'YYYY-MM-DD') as date,
      ${byStatus('pending')} as pending, ${byStatus('approved')} as approved, ${byStatus('shipped')} as shipped,
      ${byStatus('rejected')} as rejected, ${byStatus('completed')} as completed,
      ${byStatus('cancelled')} as cancelled
    from today, generate_series(today.day - ${days}::int, today.day, interval '1 day') as d
    left join per_day on per_day.day = d::date
    group by d
    order by d`)) as unknown as { rows: DayRow[] };
  return result.rows;
}
