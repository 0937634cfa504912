import { z } from 'zod';
import { envelope } from './common';
import { OrderStatusSchema } from './enums';

/** Dashboard lists show this many rows (spec section 9). */
export const DASHBOARD_LIST_SIZE = 5;
/** Length of one comparison period and of the orders-per-day series. */
export const DASHBOARD_PERIOD_DAYS = 30;

export const DashboardStatsSchema = z.object({
  /** Orders whose status is approved. */
  approvedOrders: z.number().int(),
  /** Orders whose status is pending. */
  pendingOrders: z.number().int(),
  /** Stores that are active (status active and is_active). */
  totalStores: z.number().int(),
  /** Users with role user. */
  totalMembers: z.number().int(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

/**
 * Percentage change, one decimal, of what was added in the last 30 days against the 30 days
 * before: orders placed (by their current status), active stores and members created.
 * null when the previous period had none.
 */
export const DashboardChangesSchema = z.object({
  approvedOrders: z.number().nullable(),
  pendingOrders: z.number().nullable(),
  totalStores: z.number().nullable(),
  totalMembers: z.number().nullable(),
});
export type DashboardChanges = z.infer<typeof DashboardChangesSchema>;

/** One of the 5 newest stores ('Latest Store' card). */
export const DashboardStoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Store code, e.g. ST0003. */
  store_id: z.string(),
  member_count: z.string(),
});
export type DashboardStore = z.infer<typeof DashboardStoreSchema>;

/** One of the 5 newest orders ('Recent Orders'); links to /admin/orders/{id}. */
export const DashboardRecentOrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  store_name: z.string().nullable(),
  items_count: z.number().int(),
  user_name: z.string(),
  status: OrderStatusSchema,
  created_at: z.string(),
});
export type DashboardRecentOrder = z.infer<typeof DashboardRecentOrderSchema>;

/** Orders placed on one UTC day, by their current status. */
export const DashboardOrdersDaySchema = z.object({
  date: z.string(),
  pending: z.number().int(),
  approved: z.number().int(),
  shipped: z.number().int(),
  rejected: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
});
export type DashboardOrdersDay = z.infer<typeof DashboardOrdersDaySchema>;

export const DashboardSchema = z.object({
  stats: DashboardStatsSchema,
  storePerformance: z.array(DashboardStoreSchema),
  recentOrders: z.array(DashboardRecentOrderSchema),
  changes: DashboardChangesSchema,
  /** The last 30 UTC days, oldest first, today last; days without orders are zeros. */
  ordersPerDay: z.array(DashboardOrdersDaySchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
export const DashboardResponseSchema = envelope(DashboardSchema);
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;
