import {
  type CategoryReportRow,
  type CategoryReportSort,
  OrderStatusSchema,
  type OrdersByStatus,
  type OrdersReport,
  type OrdersReportBucket,
  type Pagination,
  type ProductReportRow,
  type ProductReportSort,
  type ReportGroup,
  type ReportRange,
  type Spending,
  type StoreReportRow,
  type StoreReportSort,
  type ValueByStatus,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { type AggregateCache, readReportAndCatalogueVersion, readReportVersion } from './cache';
import { addDays, resolveRange } from './range';
import {
  findCategoryTotals,
  findProductTotals,
  findStoreTotals,
  type Page,
  type Sorting,
  sumOrdersByBucket,
  sumStoreFigures,
} from './repository';
import {
  findMonthlySpending,
  findStoreFacts,
  findTopSpendingProducts,
  SPENDING_MONTHS,
} from './spending-repository';

const STATUSES = OrderStatusSchema.options;
type RangeQuery = { from?: string; to?: string };
type TableQuery<S extends string> = RangeQuery & Sorting<S> & { page: number; limit: number };

export const zeroOrders = (): OrdersByStatus =>
  Object.fromEntries(STATUSES.map((status) => [status, 0])) as OrdersByStatus;
export const zeroValues = (): ValueByStatus =>
  Object.fromEntries(STATUSES.map((status) => [status, '0.00'])) as ValueByStatus;

/** The start of the bucket holding `day`: itself, the Monday of its ISO week, or the first of its month. */
export function bucketStart(day: string, group: ReportGroup): string {
  if (group === 'day') return day;
  if (group === 'month') return `${day.slice(0, 8)}01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The buckets of a range, oldest first, clipped to it. */
function bucketsOf(range: ReportRange, group: ReportGroup): OrdersReportBucket[] {
  const buckets: OrdersReportBucket[] = [];
  let start = range.from;
  while (start <= range.to) {
    const next =
      group === 'day'
        ? addDays(start, 1)
        : group === 'week'
          ? addDays(bucketStart(start, 'week'), 7)
          : addDays(`${start.slice(0, 8)}01`, 32)
              .slice(0, 8)
              .concat('01');
    const end = addDays(next, -1) < range.to ? addDays(next, -1) : range.to;
    buckets.push({ start, end, orders: zeroOrders(), value: zeroValues() });
    start = next;
  }
  return buckets;
}

/** GET /admin/reports/orders: the series by status, every bucket of the range, zeros included. */
export async function getOrdersReport({
  db,
  cache,
  query,
}: {
  db: Db;
  cache: AggregateCache;
  query: RangeQuery & { group: ReportGroup };
}): Promise<OrdersReport> {
  const range = resolveRange(query);
  const series = bucketsOf(range, query.group);
  const byStart = new Map(series.map((bucket) => [bucketStart(bucket.start, query.group), bucket]));
  const totals = { orders: zeroOrders(), value: zeroValues() };
  const cells = await cache.read(
    `orders ${range.from} ${range.to} ${query.group}`,
    () => readReportVersion(db),
    () => sumOrdersByBucket(db, range, query.group),
  );
  for (const cell of cells) {
    const target = cell.bucket === null ? totals : byStart.get(cell.bucket);
    if (!target) continue;
    target.orders[cell.status] = cell.orders;
    target.value[cell.status] = cell.value;
  }
  return { range, group: query.group, series, totals };
}

function paged<S extends string>(query: TableQuery<S>): Page {
  return { limit: query.limit, offset: (query.page - 1) * query.limit };
}

function paginationOf(query: { page: number; limit: number }, total: number): Pagination {
  return { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) };
}

/**
 * One page of a table report, and the number of rows: the window count rides on the page's rows,
 * so a page past the end asks again for the first row just to learn the total.
 */
async function tablePage<S extends string, R extends { total: number }>(
  query: TableQuery<S>,
  find: (range: ReportRange, sorting: Sorting<S>, page: Page) => Promise<R[]>,
) {
  const range = resolveRange(query);
  const sorting = { sort: query.sort, order: query.order };
  const rows = await find(range, sorting, paged(query));
  const total =
    rows[0]?.total ??
    (query.page > 1 ? ((await find(range, sorting, { limit: 1, offset: 0 }))[0]?.total ?? 0) : 0);
  return {
    range,
    rows: rows.map(({ total: _total, ...row }) => row),
    pagination: paginationOf(query, total),
  };
}

type TablePage<R> = { range: ReportRange; rows: R[]; pagination: Pagination };

type Cached = { db: Db; cache: AggregateCache };

/** The stores' figures are kept while the aggregates are unchanged; names and order are read each time. */
export function getStoreReport({
  db,
  cache,
  query,
}: Cached & { query: TableQuery<StoreReportSort> }): Promise<TablePage<StoreReportRow>> {
  return tablePage(query, async (range, sorting, p) => {
    const figures = await cache.read(
      `stores ${range.from} ${range.to}`,
      () => readReportVersion(db),
      () => sumStoreFigures(db, range),
    );
    return findStoreTotals(db, figures, sorting, p);
  });
}

/**
 * Product and category pages name products and categories: kept while neither the aggregates nor
 * the catalogue (its trigger-kept version, decision 007) have changed.
 */
export function getProductReport({
  db,
  cache,
  query,
}: Cached & { query: TableQuery<ProductReportSort> }): Promise<TablePage<ProductReportRow>> {
  return tablePage(query, (range, sorting, p) =>
    cache.read(
      `products ${range.from} ${range.to} ${sorting.sort} ${sorting.order} ${p.limit} ${p.offset}`,
      () => readReportAndCatalogueVersion(db),
      () => findProductTotals(db, range, sorting, p),
    ),
  );
}

export function getCategoryReport({
  db,
  cache,
  query,
}: Cached & { query: TableQuery<CategoryReportSort> }): Promise<TablePage<CategoryReportRow>> {
  return tablePage(query, (range, sorting, p) =>
    cache.read(
      `categories ${range.from} ${range.to} ${sorting.sort} ${sorting.order} ${p.limit} ${p.offset}`,
      () => readReportAndCatalogueVersion(db),
      () => findCategoryTotals(db, range, sorting, p),
    ),
  );
}

export const SPENDING_MEMBERS_ONLY = 'Spending is shown to store members only.';
export const SPENDING_NO_STORE =
  'Your account is not assigned to a store. Please contact your administrator.';

/**
 * GET /user/spending: the member's store's approved spending (approved, shipped and completed
 * orders) this month and over the last 12 months, in the store's time zone, its top 10 products
 * and its monthly budget. A member only ever sees their own store.
 */
export async function getSpending({
  db,
  user,
  now = new Date(),
}: {
  db: Db;
  user: AuthUser;
  now?: Date;
}): Promise<Spending> {
  if (user.role !== 'user') throw forbidden(SPENDING_MEMBERS_ONLY);
  if (user.storeId === null) throw forbidden(SPENDING_NO_STORE);
  const store = await findStoreFacts(db, user.storeId);
  if (!store) throw notFound('Store not found');
  const months = await findMonthlySpending(db, store.id, store.time_zone, now);
  const first = months[0]?.month ?? now.toISOString().slice(0, 7);
  const top = await findTopSpendingProducts(db, store.id, `${first}-01`, store.time_zone);
  const thisMonth = months.at(-1) ?? { month: now.toISOString().slice(0, 7), orders: 0, value: '0.00' };
  return {
    store: { id: store.id, name: store.name },
    time_zone: store.time_zone,
    this_month: thisMonth,
    months: months.slice(-SPENDING_MONTHS),
    top_products: top,
    monthly_budget: store.monthly_budget,
  };
}
