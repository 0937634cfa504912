import type { OrderStatus } from '@portal/contract';

/** The statuses the order screen filters by; 'all' sends no status (spec section 2). */
export type AdminOrderStatusFilter = 'all' | Extract<OrderStatus, 'pending' | 'approved' | 'rejected'>;

/** What the order list asks for. */
export type AdminOrderListParams = {
  page: number;
  limit: number;
  status: AdminOrderStatusFilter;
  search?: string;
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
 * approving or rejecting changes the dashboard's counts and its recent orders.
 */
export const DASHBOARD_ROOT_KEY = ['dashboard'] as const;
