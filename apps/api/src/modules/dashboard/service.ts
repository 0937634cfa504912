import type { Dashboard, DashboardChanges, OrderStatus } from '@portal/contract';
import type { Db } from '../../db/client';
import {
  countActiveStores,
  countMembers,
  countOrders,
  countOrdersPerDay,
  findNewestOrders,
  findNewestStores,
} from './repository';

type Counted = { total: number; current: number; previous: number };

/** Change of the last period against the one before, in percent with one decimal; null from zero. */
export function percentChange({ current, previous }: Pick<Counted, 'current' | 'previous'>): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

export async function getDashboard({ db }: { db: Db }): Promise<Dashboard> {
  // Independent reads: on PostgreSQL they run side by side on pooled connections.
  const [{ approved, pending }, activeStores, members, recent, storePerformance, ordersPerDay] =
    await Promise.all([
      countOrders(db),
      countActiveStores(db),
      countMembers(db),
      findNewestOrders(db),
      findNewestStores(db),
      countOrdersPerDay(db),
    ]);
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
    ordersPerDay,
  };
}
