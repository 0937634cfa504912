import { DASHBOARD_LIST_SIZE, type ReportRange } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray, queryPrepared } from '../../db/prepared';
import { queryRows } from '../../db/rows';
import { stores, users } from '../../db/schema';
import { type DashboardVersions, dashboardVersionColumns } from '../reports';

/** report_versions' three sets, and each settled month's count of changes ('all': every month). */
export type FigureVersions = DashboardVersions & { months: Record<string, number> };

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

type Named = { kind: 'store' | 'product'; id: number; name: string; code: string | null };

/**
 * The names of the top lists' stores (and their codes) and products (and their SKUs), read now
 * (prepared: the ids are two text parameters, so the text is always the same).
 */
export async function findNames(db: Db, storeIds: number[], productIds: number[]) {
  if (storeIds.length === 0 && productIds.length === 0) return [];
  return queryPrepared<Named>(
    db,
    sql`select 'store' as kind, id, name, store_id as code from stores
        where id = any(${intArray(storeIds)})
      union all
      select 'product', id, name, sku from products
        where id = any(${intArray(productIds)})`,
  );
}

/** What the dashboard reads on every request, whatever it keeps (readDashboardNow). */
export type DashboardNow = {
  versions: FigureVersions;
  totals: { approved: number; pending: number };
  recentOrders: {
    id: number;
    order_number: string;
    store_name: string | null;
    items_count: number;
    user_name: string;
    status: string;
    created_at: string;
  }[];
  storePerformance: { id: number; name: string; store_id: string; member_count: string }[];
};

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * In ONE prepared statement (issue 24: five round trips made the dashboard cost its process more
 * CPU than its SQL): the report versions (reports/cache.ts), the all-time approved and pending
 * counts (order_status_totals, migration 0015), the newest orders and the newest stores with their
 * member counts, as the spec's lists show them, and each settled month's count of changes
 * (report_month_changes, migration 0019).
 */
export async function readDashboardNow(db: Db): Promise<DashboardNow> {
  const [row] = await queryPrepared<{
    today: string;
    recent: string;
    settled: string;
    people: string;
    totals: DashboardNow['totals'] | string;
    recent_orders: DashboardNow['recentOrders'] | string;
    stores: DashboardNow['storePerformance'] | string;
    months: Record<string, number> | string;
  }>(
    db,
    sql`select ${dashboardVersionColumns},
      (select json_build_object(
          'approved', coalesce(sum(orders) filter (where status = 'approved'), 0)::int,
          'pending', coalesce(sum(orders) filter (where status = 'pending'), 0)::int)
        from order_status_totals where status in ('approved', 'pending')) as totals,
      (select coalesce(json_agg(json_build_object(
          'id', o.id, 'order_number', o.order_number, 'store_name', o.store_name,
          'items_count', o.items_count, 'user_name', o.user_name, 'status', o.status,
          'created_at', to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
          order by o.created_at desc, o.id desc), '[]'::json)
        from (select * from orders order by created_at desc, id desc limit ${DASHBOARD_LIST_SIZE}::int) o) as recent_orders,
      (select coalesce(json_agg(json_build_object(
          'id', s.id, 'name', s.name, 'store_id', s.store_id,
          'member_count', (select count(*) from users m where m.store_id = s.id)::text)
          order by s.created_at desc, s.id desc), '[]'::json)
        from (select * from stores order by created_at desc, id desc limit ${DASHBOARD_LIST_SIZE}::int) s) as stores,
      (select coalesce(json_object_agg(coalesce(to_char(month, 'YYYY-MM-DD'), 'all'), changes), '{}'::json)
        from (select month, sum(changes)::bigint as changes from report_month_changes group by month) m) as months`,
  );
  if (!row) throw new Error('the dashboard statement answered no row');
  return {
    versions: {
      today: row.today,
      recent: row.recent,
      settled: row.settled,
      people: row.people,
      months: parsed(row.months),
    },
    totals: parsed(row.totals),
    recentOrders: parsed(row.recent_orders),
    storePerformance: parsed(row.stores),
  };
}
