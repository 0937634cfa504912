import { z } from 'zod';
import { envelope, PaginationSchema, pageQuery } from './common';
import type { OrderStatus } from './enums';

// Issue 23: reports over a range of UTC calendar days (from and to inclusive, YYYY-MM-DD), read
// from aggregates the database keeps per day in the transaction of every order change.

/**
 * Orders whose amounts count as sales ('value', quantities sold, spending): approved, shipped
 * and completed. Pending orders are shown apart; rejected and cancelled ones count nowhere.
 * The same statuses spend a store's monthly budget (issue 22).
 */
export const VALUE_STATUSES = ['approved', 'shipped', 'completed'] as const satisfies readonly OrderStatus[];

/** The longest range a report or the dashboard covers: three years, a leap day included. */
export const REPORT_MAX_DAYS = 1096;
/** Without from and to: the last 30 UTC days, today included. */
export const REPORT_DEFAULT_DAYS = 30;
export const REPORT_PAGE_SIZE = 20;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether 'YYYY-MM-DD' names a real calendar day from 1970 on (2025-02-30 does not). */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DAY.test(value) || value < '1970-01-01') return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Days from `from` to `to`, both included (1 when they are the same day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const dayParam = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .regex(ISO_DAY, `${field} must be a date (YYYY-MM-DD)`)
    .refine(isCalendarDay, `${field} must be a real calendar day, from 1970-01-01`)
    .optional()
    .describe(
      `${field === 'from' ? 'First' : 'Last'} day of the range, included: a UTC calendar day (YYYY-MM-DD). ` +
        'Without from and to: the last 30 UTC days; without to: today (UTC).',
    );

const rangeFields = { from: dayParam('from'), to: dayParam('to') };

type RangeInput = { from?: string | undefined; to?: string | undefined };

/** from <= to, and at most REPORT_MAX_DAYS days; a missing end is filled in by the server. */
const checkRange = <S extends z.ZodType<RangeInput>>(schema: S) =>
  schema
    .refine((q) => !q.from || !q.to || q.from <= q.to, {
      message: 'from must not be after to',
      path: ['from'],
    })
    .refine((q) => !q.from || !q.to || q.from > q.to || daysInRange(q.from, q.to) <= REPORT_MAX_DAYS, {
      message: `the range from-to must be at most ${REPORT_MAX_DAYS} days (3 years)`,
      path: ['to'],
    });

/** GET /admin/dashboard?from&to: the range of the charts; the stat cards compare it with the one before. */
export const DashboardQuerySchema = checkRange(z.object(rangeFields));
export type DashboardQuery = z.input<typeof DashboardQuerySchema>;

/** The range an answer covers, filled in: both days UTC, inclusive. */
export const ReportRangeSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
});
export type ReportRange = z.infer<typeof ReportRangeSchema>;

/** Money as an exact decimal string, e.g. '1520.50'. */
const money = z.string();

const byStatus = <T extends z.ZodType>(value: T) =>
  z.object({
    pending: value,
    approved: value,
    shipped: value,
    rejected: value,
    completed: value,
    cancelled: value,
  });

export const OrdersByStatusSchema = byStatus(z.number().int());
export type OrdersByStatus = z.infer<typeof OrdersByStatusSchema>;
export const ValueByStatusSchema = byStatus(money);
export type ValueByStatus = z.infer<typeof ValueByStatusSchema>;

export const REPORT_GROUPS = ['day', 'week', 'month'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** GET /admin/reports/orders?from&to&group: orders placed per day, ISO week (from Monday) or month. */
export const OrdersReportQuerySchema = checkRange(
  z.object({
    ...rangeFields,
    group: z.enum(REPORT_GROUPS, { error: 'group must be day, week or month' }).default('day'),
  }),
);
export type OrdersReportQuery = z.input<typeof OrdersReportQuerySchema>;

/**
 * One bucket of the series: orders placed in it by their current status, and their total_amount.
 * start and end are clipped to the range (a week or month at either end may be partial).
 */
export const OrdersReportBucketSchema = z.object({
  start: z.string(),
  end: z.string(),
  orders: OrdersByStatusSchema,
  value: ValueByStatusSchema,
});
export type OrdersReportBucket = z.infer<typeof OrdersReportBucketSchema>;

export const OrdersReportSchema = z.object({
  range: ReportRangeSchema,
  group: z.enum(REPORT_GROUPS),
  /** Oldest first; every bucket of the range, zeros included. */
  series: z.array(OrdersReportBucketSchema),
  totals: z.object({ orders: OrdersByStatusSchema, value: ValueByStatusSchema }),
});
export type OrdersReport = z.infer<typeof OrdersReportSchema>;
export const OrdersReportResponseSchema = envelope(OrdersReportSchema);
export type OrdersReportResponse = z.infer<typeof OrdersReportResponseSchema>;

const tableQuery = <const S extends readonly [string, ...string[]]>(sorts: S, defaultSort: S[number]) =>
  checkRange(
    pageQuery(REPORT_PAGE_SIZE).extend({
      ...rangeFields,
      sort: z.enum(sorts, { error: `sort must be one of ${sorts.join(', ')}` }).default(defaultSort),
      order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
    }),
  );

export const STORE_REPORT_SORTS = [
  'name',
  'orders',
  'value',
  'average_order',
  'pending_orders',
  'last_order_date',
] as const;
export type StoreReportSort = (typeof STORE_REPORT_SORTS)[number];
export const PRODUCT_REPORT_SORTS = ['name', 'sku', 'quantity', 'value', 'orders'] as const;
export type ProductReportSort = (typeof PRODUCT_REPORT_SORTS)[number];
export const CATEGORY_REPORT_SORTS = ['name', 'level', 'quantity', 'value'] as const;
export type CategoryReportSort = (typeof CATEGORY_REPORT_SORTS)[number];

/** GET /admin/reports/stores: stores with an order placed in the range. Ties break on the id. */
export const StoreReportQuerySchema = tableQuery(STORE_REPORT_SORTS, 'value');
export type StoreReportQuery = z.input<typeof StoreReportQuerySchema>;
/** GET /admin/reports/products: products sold (VALUE_STATUSES) in the range. */
export const ProductReportQuerySchema = tableQuery(PRODUCT_REPORT_SORTS, 'value');
export type ProductReportQuery = z.input<typeof ProductReportQuerySchema>;
/** GET /admin/reports/categories: categories with products sold in the range. */
export const CategoryReportQuerySchema = tableQuery(CATEGORY_REPORT_SORTS, 'value');
export type CategoryReportQuery = z.input<typeof CategoryReportQuerySchema>;

const exportQuery = <const S extends readonly [string, ...string[]]>(sorts: S, defaultSort: S[number]) =>
  checkRange(
    z.object({
      ...rangeFields,
      sort: z.enum(sorts, { error: `sort must be one of ${sorts.join(', ')}` }).default(defaultSort),
      order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
    }),
  );

/** GET /admin/reports/stores/export: the whole stores report of the range, in the table's sort (no pages). */
export const StoreReportExportQuerySchema = exportQuery(STORE_REPORT_SORTS, 'value');
export type StoreReportExportQuery = z.input<typeof StoreReportExportQuerySchema>;
/** GET /admin/reports/products/export: every product sold in the range, in the table's sort. */
export const ProductReportExportQuerySchema = exportQuery(PRODUCT_REPORT_SORTS, 'value');
export type ProductReportExportQuery = z.input<typeof ProductReportExportQuerySchema>;
/** GET /admin/reports/categories/export: every category with products sold in the range. */
export const CategoryReportExportQuerySchema = exportQuery(CATEGORY_REPORT_SORTS, 'value');
export type CategoryReportExportQuery = z.input<typeof CategoryReportExportQuerySchema>;

/** The CSV columns of the report exports: the JSON rows' fields, in their order. */
export const STORE_REPORT_CSV_COLUMNS = [
  'store_id',
  'store_code',
  'name',
  'orders',
  'value',
  'average_order',
  'pending_orders',
  'last_order_date',
] as const;
export const PRODUCT_REPORT_CSV_COLUMNS = [
  'product_id',
  'name',
  'sku',
  'quantity',
  'value',
  'orders',
] as const;
export const CATEGORY_REPORT_CSV_COLUMNS = [
  'category_id',
  'name',
  'path',
  'level',
  'quantity',
  'value',
] as const;

export const StoreReportRowSchema = z.object({
  /** null: orders whose store was deleted. */
  store_id: z.number().int().nullable(),
  store_code: z.string().nullable(),
  name: z.string().nullable(),
  /** Approved, shipped and completed orders (VALUE_STATUSES) placed in the range. */
  orders: z.number().int(),
  value: money,
  /** value / orders, rounded to the cent; '0.00' without orders. */
  average_order: money,
  pending_orders: z.number().int(),
  /** The last UTC day of the range with an order of the store, whatever its status. */
  last_order_date: z.string(),
});
export type StoreReportRow = z.infer<typeof StoreReportRowSchema>;

export const ProductReportRowSchema = z.object({
  /** null: lines of products deleted since. */
  product_id: z.number().int().nullable(),
  name: z.string().nullable(),
  sku: z.string().nullable(),
  /** Units on approved, shipped and completed orders placed in the range. */
  quantity: z.number().int(),
  value: money,
  /** Those orders with a line of the product. */
  orders: z.number().int(),
});
export type ProductReportRow = z.infer<typeof ProductReportRowSchema>;

export const CategoryReportRowSchema = z.object({
  /** null: products without a category, or deleted. */
  category_id: z.number().int().nullable(),
  name: z.string(),
  /** 'Phones › Screens' for a category under Phones; 1 to 3. */
  path: z.string(),
  level: z.number().int(),
  /** The category's products and those of every category below it. */
  quantity: z.number().int(),
  value: money,
});
export type CategoryReportRow = z.infer<typeof CategoryReportRowSchema>;

const tableAnswer = <T extends z.ZodType>(row: T) =>
  envelope(z.object({ range: ReportRangeSchema, rows: z.array(row), pagination: PaginationSchema }));

export const StoreReportResponseSchema = tableAnswer(StoreReportRowSchema);
export type StoreReportResponse = z.infer<typeof StoreReportResponseSchema>;
export const ProductReportResponseSchema = tableAnswer(ProductReportRowSchema);
export type ProductReportResponse = z.infer<typeof ProductReportResponseSchema>;
export const CategoryReportResponseSchema = tableAnswer(CategoryReportRowSchema);
export type CategoryReportResponse = z.infer<typeof CategoryReportResponseSchema>;

/** One month of a store's spending (approved, shipped and completed orders placed in it). */
export const SpendingMonthSchema = z.object({
  /** 'YYYY-MM' in the store's time zone. */
  month: z.string(),
  orders: z.number().int(),
  value: money,
});
export type SpendingMonth = z.infer<typeof SpendingMonthSchema>;

export const SpendingProductSchema = z.object({
  product_id: z.number().int().nullable(),
  name: z.string(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  value: money,
});
export type SpendingProduct = z.infer<typeof SpendingProductSchema>;

/** GET /user/spending: the member's store; months are calendar months in its time zone (UTC when none). */
export const SpendingSchema = z.object({
  store: z.object({ id: z.number().int(), name: z.string() }),
  time_zone: z.string(),
  this_month: SpendingMonthSchema,
  /** The last 12 months, oldest first, this month last; months without orders are zeros. */
  months: z.array(SpendingMonthSchema),
  /** The 10 products the store spent most on over those 12 months. */
  top_products: z.array(SpendingProductSchema),
  /** null: the store has no monthly budget. */
  monthly_budget: money.nullable(),
});
export type Spending = z.infer<typeof SpendingSchema>;
export const SpendingResponseSchema = envelope(SpendingSchema);
export type SpendingResponse = z.infer<typeof SpendingResponseSchema>;
