import {
  DASHBOARD_TOP_SIZE,
  type Dashboard,
  type DashboardChanges,
  type DashboardOrdersDay,
  type DashboardQuery,
  type OrderStatus,
} from '@portal/contract';
import type { Db } from '../../db/client';
import {
  daysOf,
  findTopProducts,
  findTopStores,
  previousRange,
  resolveRange,
  sumOrdersByDay,
  sumValueByDay,
} from '../reports';
import {
  countActiveStores,
  countMembers,
  countOrders,
  findNewestOrders,
  findNewestStores,
} from './repository';

type Counted = { total: number; current: number; previous: number };

/** Change of the last period against the one before, in percent with one decimal; null from zero. */
export function percentChange({ current, previous }: Pick<Counted, 'current' | 'previous'>): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/**
 * GET /admin/dashboard?from&to: the spec's four figures (all orders, stores and members now), each
 * with its change between the range (the last 30 UTC days by default) and the period of the same
 * length before it, and issue 23's charts over the range, all from the maintained aggregates.
 */
export async function getDashboard({
  db,
  query = {},
}: {
  db: Db;
  query?: DashboardQuery;
}): Promise<Dashboard> {
  const range = resolveRange(query);
  const periods = { current: range, previous: previousRange(range) };
  // Independent reads: on PostgreSQL they run side by side on pooled connections.
  const [
    { approved, pending },
    activeStores,
    members,
    recent,
    storePerformance,
    dayCells,
    dayValues,
    topStores,
    topProducts,
  ] = await Promise.all([
    countOrders(db, periods),
    countActiveStores(db, periods),
    countMembers(db, periods),
    findNewestOrders(db),
    findNewestStores(db),
    sumOrdersByDay(db, range),
    sumValueByDay(db, range),
    findTopStores(db, range, DASHBOARD_TOP_SIZE),
    findTopProducts(db, range, DASHBOARD_TOP_SIZE),
  ]);
  const days = daysOf(range);
  const perDay = new Map<string, DashboardOrdersDay>(
    days.map((date) => [
      date,
      { date, pending: 0, approved: 0, shipped: 0, rejected: 0, completed: 0, cancelled: 0 },
    ]),
  );
  for (const cell of dayCells) {
    const day = perDay.get(cell.day);
    if (day) day[cell.status] = cell.orders;
  }
  const values = new Map(dayValues.map((row) => [row.day, row.value]));
  const changes: DashboardChanges = {
    approvedOrders: percentChange(approved),
    pendingOrders: percentChange(pending),
    totalStores: percentChange(activeStores),
    totalMembers: percentChange(members),
  };
  return {
    stats: {
      approvedOrders: approved.total,
      pendingOrders: pending.total,
      totalStores: activeStores.total,
      totalMembers: members.total,
    },
    storePerformance,
    recentOrders: recent.map((order) => ({
      id: order.id,
      order_number: order.orderNumber,
      store_name: order.storeName,
      items_count: order.itemsCount,
      user_name: order.userName,
      status: order.status as OrderStatus,
      created_at: order.createdAt.toISOString(),
    })),
    changes,
    ordersPerDay: [...perDay.values()],
    range,
    previousRange: periods.previous,
    valuePerDay: days.map((date) => ({ date, value: values.get(date) ?? '0.00' })),
    topStores,
    topProducts,
  };
}
