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
  const { approved, pending } = await countOrders(db);
  const activeStores = await countActiveStores(db);
  const members = await countMembers(db);
  const changes: DashboardChanges = {
    approvedOrders: percentChange(approved),
    pendingOrders: percentChange(pending),
    totalStores: percentChange(activeStores),
    totalMembers: percentChange(members),
  };
  const recent = await findNewestOrders(db);
  return {
    stats: {
      approvedOrders: approved.total,
      pendingOrders: pending.total,
      totalStores: activeStores.total,
      totalMembers: members.total,
    },
    storePerformance: await findNewestStores(db),
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
    ordersPerDay: await countOrdersPerDay(db),
  };
}
