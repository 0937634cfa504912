import type { Dashboard, DashboardChanges, DashboardQuery, OrderStatus } from '@portal/contract';
import type { Db } from '../../db/client';
import { type AggregateCache, previousRange, resolveRange } from '../reports';
import { sumFigures } from './figures';
import { findNames, readDashboardNow } from './repository';

type Counted = { total: number; current: number; previous: number };

/** Change of the last period against the one before, in percent with one decimal; null from zero. */
export function percentChange({ current, previous }: Pick<Counted, 'current' | 'previous'>): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/**
 * GET /admin/dashboard?from&to: the spec's four figures (all orders, stores and members now), each
 * with its change between the range (the last 30 UTC days by default) and the period of the same
 * length before it, and issue 23's charts over the range. The figures are kept while nothing they
 * count has changed (figures.ts, reports/cache.ts: exact, the database says when they changed);
 * the order totals, the newest lists and the names in the top lists are read each time (the first
 * three with the versions in one statement). The route keeps the whole answer on top of this while
 * the versions of everything it shows are unchanged (readDashboardAnswerVersion).
 */
export async function getDashboard({
  db,
  cache,
  query = {},
}: {
  db: Db;
  cache: AggregateCache;
  query?: DashboardQuery;
}): Promise<Dashboard> {
  const range = resolveRange(query);
  const periods = { current: range, previous: previousRange(range) };
  const { versions, totals, recentOrders, storePerformance } = await readDashboardNow(db);
  const figures = await sumFigures(db, cache, periods, versions);
  const { activeStores, members } = figures;
  const approved = { ...figures.approved, total: totals.approved };
  const pending = { ...figures.pending, total: totals.pending };
  const names = await findNames(
    db,
    figures.topStores.flatMap((row) => (row.store_id === null ? [] : [row.store_id])),
    figures.topProducts.flatMap((row) => (row.product_id === null ? [] : [row.product_id])),
  );
  const stores = new Map(names.filter((n) => n.kind === 'store').map((n) => [n.id, n]));
  const products = new Map(names.filter((n) => n.kind === 'product').map((n) => [n.id, n]));
  const topStores = figures.topStores.map((row) => {
    const store = row.store_id === null ? undefined : stores.get(row.store_id);
    return { ...row, name: store?.name ?? null, store_code: store?.code ?? null };
  });
  const topProducts = figures.topProducts.map((row) => {
    const product = row.product_id === null ? undefined : products.get(row.product_id);
    return { ...row, name: product?.name ?? null, sku: product?.code ?? null };
  });
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
    recentOrders: recentOrders.map((order) => ({ ...order, status: order.status as OrderStatus })),
    changes,
    ordersPerDay: figures.ordersPerDay,
    range,
    previousRange: periods.previous,
    valuePerDay: figures.valuePerDay,
    topStores,
    topProducts,
  };
}
