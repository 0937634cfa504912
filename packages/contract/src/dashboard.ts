import { z } from 'zod';
import { envelope } from './common';
import { OrderStatusSchema } from './enums';
import { ReportRangeSchema } from './reports';

/** Dashboard lists show this many rows (spec section 9). */
export const DASHBOARD_LIST_SIZE = 5;
/** Length of one comparison period and of the orders-per-day series when no range is asked for. */
export const DASHBOARD_PERIOD_DAYS = 30;
/** The dashboard's top stores and top products show this many rows (issue 23). */
export const DASHBOARD_TOP_SIZE = 10;

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
 * Percentage change, one decimal, of what was added in the range (the last 30 days by default)
 * against the period of the same length just before it: orders placed (by their current status),
 * active stores and members created. null when the previous period had none.
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

/** Issue 23: the total_amount of the orders placed on one UTC day that count as sales (VALUE_STATUSES). */
export const DashboardValueDaySchema = z.object({
  date: z.string(),
  /** Exact decimal string, e.g. '1520.50'. */
  value: z.string(),
});
export type DashboardValueDay = z.infer<typeof DashboardValueDaySchema>;

/** Issue 23: one of the 10 stores with the highest value in the range. */
export const DashboardTopStoreSchema = z.object({
  /** null: orders whose store was deleted. */
  store_id: z.number().int().nullable(),
  name: z.string().nullable(),
  store_code: z.string().nullable(),
  orders: z.number().int(),
  value: z.string(),
});
export type DashboardTopStore = z.infer<typeof DashboardTopStoreSchema>;

/** Issue 23: one of the 10 products sold in the largest quantity in the range. */
export const DashboardTopProductSchema = z.object({
  /** null: lines of products deleted since. */
  product_id: z.number().int().nullable(),
  name: z.string().nullable(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  value: z.string(),
});
export type DashboardTopProduct = z.infer<typeof DashboardTopProductSchema>;

export const DashboardSchema = z.object({
  stats: DashboardStatsSchema,
  storePerformance: z.array(DashboardStoreSchema),
  recentOrders: z.array(DashboardRecentOrderSchema),
  changes: DashboardChangesSchema,
  /** The range's UTC days (the last 30 by default), oldest first; days without orders are zeros. */
  ordersPerDay: z.array(DashboardOrdersDaySchema),
  /** Issue 23: the range (from and to inclusive) and the period of the same length before it. */
  range: ReportRangeSchema,
  previousRange: ReportRangeSchema,
  /** Issue 23: the range's days, as ordersPerDay, with the value of approved, shipped and completed orders. */
  valuePerDay: z.array(DashboardValueDaySchema),
  /** Issue 23: by value (approved, shipped and completed orders), highest first. */
  topStores: z.array(DashboardTopStoreSchema),
  /** Issue 23: by quantity on approved, shipped and completed orders, highest first. */
  topProducts: z.array(DashboardTopProductSchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
export const DashboardResponseSchema = envelope(DashboardSchema);
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;
