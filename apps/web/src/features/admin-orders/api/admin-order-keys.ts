import type { OrderStatus } from '@portal/contract';

/** The statuses the order screen filters by (spec section 2, plus shipped); 'all' sends no status. */
export type AdminOrderStatusFilter =
  | 'all'
  | Extract<OrderStatus, 'pending' | 'approved' | 'shipped' | 'rejected'>;

/** What the order list asks for. */
export type AdminOrderListParams = {
  page: number;
  limit: number;
  status: AdminOrderStatusFilter;
  search?: string;
  /** Issue 24: one store's orders, and inclusive UTC days (YYYY-MM-DD). */
  storeId?: number;
  from?: string;
  to?: string;
  /** The cursor of the page next to this one (Next or Previous), from its pagination. */
  after?: string;
  before?: string;
};

/**
 * One key factory for the admin's orders. Everything lives under ['admin-orders'], so a status
 * change can refresh every list page and filter at once.
 */
export const adminOrderKeys = {
  all: ['admin-orders'] as const,
  lists: () => [...adminOrderKeys.all, 'list'] as const,
  list: (params: AdminOrderListParams) => [...adminOrderKeys.lists(), params] as const,
  details: () => [...adminOrderKeys.all, 'detail'] as const,
  detail: (id: number) => [...adminOrderKeys.details(), id] as const,
};

/**
 * The dashboard resource's root key. Features do not import each other, so it is repeated here:
 * a status change alters the dashboard's counts and its recent orders.
 */
export const DASHBOARD_ROOT_KEY = ['dashboard'] as const;
