import {
  type CategoryReportSort,
  type OrderStatus,
  type ProductReportSort,
  type ReportGroup,
  type ReportRange,
  type StoreReportSort,
  VALUE_STATUSES,
} from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { monthSpans, productRows, queryWithoutJit, storeRows } from './month-rows';

// Every report reads the aggregates that migration 0013's triggers keep (order_daily_totals,
// order_store_daily_stats, order_product_daily_stats), never the orders: a range is a range of
// their primary keys, whose first column is the UTC day. Sums come back as exact decimal strings.
// The store and product reports read the range's whole months from the monthly rollups where they
// are valid, the other days from the daily rows, in one statement (month-rows.ts, decision 018).

const inRange = (range: ReportRange) => sql`day between ${range.from}::date and ${range.to}::date`;
const VALUE_LIST = sql.raw(VALUE_STATUSES.map((status) => `'${status}'`).join(', '));
/** Whether the row's status counts as sales (approved, shipped, completed). */
export const counted = sql`status in (${VALUE_LIST})`;

/** A page of a table report; limit null: every row (the whole-report CSV exports). */
export type Page = { limit: number | null; offset: number };
export type Sorting<S extends string> = { sort: S; order: 'asc' | 'desc' };

const pageOf = (page: Page) =>
  page.limit === null ? sql`offset ${page.offset}` : sql`limit ${page.limit} offset ${page.offset}`;

const direction = (order: 'asc' | 'desc') => sql.raw(order === 'asc' ? 'asc' : 'desc');

type StatusCell = { bucket: string | null; status: OrderStatus; orders: number; value: string };

/**
 * Orders and their value per bucket (the Monday of the ISO week, the first of the month, or the
 * day) and status, and per status over the whole range (bucket null).
 */
export async function sumOrdersByBucket(
  db: Db,
  range: ReportRange,
  group: ReportGroup,
): Promise<StatusCell[]> {
  const unit = sql.raw(`'${group}'`);
  return queryRows<StatusCell>(
    db,
    sql`select to_char(date_trunc(${unit}, day), 'YYYY-MM-DD') as bucket, status,
        sum(orders)::int as orders, sum(value)::text as value
      from order_daily_totals where ${inRange(range)}
      group by grouping sets ((date_trunc(${unit}, day), status), (status))`,
  );
}

type DayCell = { day: string; status: OrderStatus; orders: number; value: string };

/** Orders and value per UTC day of the range and status (days without orders left out). */
export async function sumOrdersByDay(db: Db, range: ReportRange): Promise<DayCell[]> {
  return queryRows<DayCell>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, status, sum(orders)::int as orders, sum(value)::text as value
      from order_daily_totals where ${inRange(range)}
      group by day, status`,
  );
}

/** The value of the orders that count as sales, per UTC day of the range (days without left out). */
export async function sumValueByDay(db: Db, range: ReportRange): Promise<{ day: string; value: string }[]> {
  return queryRows(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, sum(value)::text as value
      from order_daily_totals where ${inRange(range)} and ${counted}
      group by day`,
  );
}

/** Orders of each status placed in the range. */
export async function countOrdersByStatus(db: Db, range?: ReportRange): Promise<Map<OrderStatus, number>> {
  const rows = await queryRows<{ status: OrderStatus; orders: number }>(
    db,
    sql`select status, sum(orders)::int as orders from order_daily_totals
      ${range ? sql`where ${inRange(range)}` : sql``} group by status`,
  );
  return new Map(rows.map((row) => [row.status, row.orders]));
}

export type StoreRow = {
  store_id: number | null;
  store_code: string | null;
  name: string | null;
  orders: number;
  value: string;
  average_order: string;
  pending_orders: number;
  last_order_date: string;
  total: number;
};

const STORE_SORTS: Record<StoreReportSort, SQL> = {
  name: sql`lower(s.name)`,
  orders: sql`t.orders`,
  value: sql`t.value`,
  average_order: sql`average_order`,
  pending_orders: sql`t.pending_orders`,
  last_order_date: sql`t.last_day`,
};

export type StoreFigures = {
  store_id: number;
  orders: number;
  value: string;
  pending_orders: number;
  last_day: string;
};

/**
 * Stores with an order placed in the range (any status): counted orders and their value, pending
 * orders and the last day with an order; store_id 0 is orders whose store was deleted. From the
 * aggregates only, so it can be kept while they are unchanged (cache.ts); at most one row a store.
 */
export async function sumStoreFigures(db: Db, range: ReportRange): Promise<StoreFigures[]> {
  return queryWithoutJit<StoreFigures>(
    db,
    sql`with ${monthSpans(range)},
      rows as (${storeRows(sql`true`, { lastDay: true })})
      select store_id, coalesce(sum(orders) filter (where ${counted}), 0)::int as orders,
        coalesce(sum(value) filter (where ${counted}), 0)::text as value,
        coalesce(sum(orders) filter (where status = 'pending'), 0)::int as pending_orders,
        to_char(max(last_day), 'YYYY-MM-DD') as last_day
      from rows group by store_id having sum(orders) > 0`,
  );
}

/**
 * One page of those stores with their names, sorted: the average order, and store_id 0 as null.
 * The figures travel as one JSON parameter (a few hundred rows), the stores are read now.
 */
export async function findStoreTotals(
  db: Db,
  figures: StoreFigures[],
  sorting: Sorting<StoreReportSort>,
  page: Page,
): Promise<StoreRow[]> {
  return queryRows<StoreRow>(
    db,
    sql`with t as (
        select store_id, orders, value, pending_orders, last_day
        from jsonb_to_recordset(${JSON.stringify(figures)}::jsonb)
          as r(store_id int, orders int, value numeric, pending_orders int, last_day date)
      )
      select nullif(t.store_id, 0) as store_id, s.store_id as store_code, s.name, t.orders,
        t.value::numeric(14, 2)::text as value,
        (case when t.orders > 0 then round(t.value / t.orders, 2) else 0 end)::numeric(14, 2)::text as average_order,
        t.pending_orders, to_char(t.last_day, 'YYYY-MM-DD') as last_order_date,
        (count(*) over ())::int as total
      from t left join stores s on s.id = t.store_id
      order by ${STORE_SORTS[sorting.sort]} ${direction(sorting.order)} nulls last, t.store_id
      ${pageOf(page)}`,
  );
}

export type ProductRow = {
  product_id: number | null;
  name: string | null;
  sku: string | null;
  quantity: number;
  value: string;
  orders: number;
  total: number;
};

const PRODUCT_SORTS: Record<ProductReportSort, SQL> = {
  name: sql`lower(p.name)`,
  sku: sql`lower(p.sku)`,
  quantity: sql`t.quantity`,
  value: sql`t.value`,
  orders: sql`t.lines`,
};

/** Products on orders that count as sales, placed in the range; product_id 0 (deleted) comes back as null. */
export async function findProductTotals(
  db: Db,
  range: ReportRange,
  sorting: Sorting<ProductReportSort>,
  page: Page,
): Promise<ProductRow[]> {
  return queryWithoutJit<ProductRow>(
    db,
    sql`with ${monthSpans(range)},
      t as (
        select product_id, sum(quantity)::int as quantity, sum(value) as value, sum(lines)::int as lines
        from (${productRows(counted)}) r
        group by product_id having sum(lines) > 0
      )
      select nullif(t.product_id, 0) as product_id, p.name, p.sku, t.quantity, t.value::text, t.lines as orders,
        (count(*) over ())::int as total
      from t left join products p on p.id = t.product_id
      order by ${PRODUCT_SORTS[sorting.sort]} ${direction(sorting.order)} nulls last, t.product_id
      ${pageOf(page)}`,
  );
}

export type CategoryRow = {
  category_id: number | null;
  name: string;
  path: string;
  level: number;
  quantity: number;
  value: string;
  total: number;
};

const CATEGORY_SORTS: Record<CategoryReportSort, SQL> = {
  name: sql`lower(x.path)`,
  level: sql`x.level`,
  quantity: sql`x.quantity`,
  value: sql`x.value`,
};

export const UNCATEGORISED = 'Uncategorised';

/**
 * Categories with products sold in the range, each with its products and those of every
 * category below it (products.category_ids holds a product's category and its ancestors).
 * Products without a category, or deleted, make one row with category_id null.
 */
export async function findCategoryTotals(
  db: Db,
  range: ReportRange,
  sorting: Sorting<CategoryReportSort>,
  page: Page,
): Promise<CategoryRow[]> {
  return queryWithoutJit<CategoryRow>(
    db,
    sql`with ${monthSpans(range)},
      sold as (
        select product_id, sum(quantity) as quantity, sum(value) as value
        from (${productRows(counted)}) r
        group by product_id having sum(lines) > 0
      ),
      per_category as (
        select c.id as category_id, sum(sold.quantity) as quantity, sum(sold.value) as value
        from sold join products p on p.id = sold.product_id
          cross join lateral unnest(p.category_ids) as c(id)
        group by c.id
        union all
        select null, sum(sold.quantity), sum(sold.value)
        from sold left join products p on p.id = sold.product_id
        where p.id is null or cardinality(p.category_ids) = 0
        having count(*) > 0
      ),
      x as (
        select pc.category_id, coalesce(c.name, ${UNCATEGORISED}::text) as name,
          case when c.id is null then ${UNCATEGORISED}::text else concat_ws(' › ', g.name, pa.name, c.name) end as path,
          coalesce(c.level, 1)::int as level, pc.quantity::int as quantity, pc.value
        from per_category pc
          left join categories c on c.id = pc.category_id
          left join categories pa on pa.id = c.parent_id
          left join categories g on g.id = pa.parent_id
      )
      select x.category_id, x.name, x.path, x.level, x.quantity, x.value::text, (count(*) over ())::int as total
      from x
      order by ${CATEGORY_SORTS[sorting.sort]} ${direction(sorting.order)} nulls last, x.category_id nulls last
      ${pageOf(page)}`,
  );
}

export type TopStore = { store_id: number | null; orders: number; value: string };

/** The stores with the highest value in the range (counted orders only), without their names. */
export async function findTopStores(db: Db, range: ReportRange, limit: number): Promise<TopStore[]> {
  return queryWithoutJit<TopStore>(
    db,
    sql`with ${monthSpans(range)}
      select nullif(store_id, 0) as store_id, sum(orders)::int as orders, sum(value)::text as value
      from (${storeRows(counted, { lastDay: false })}) r
      group by store_id having sum(orders) > 0
      order by sum(value) desc, store_id limit ${limit}`,
  );
}

export type TopProduct = { product_id: number | null; quantity: number; value: string };

/** The products sold in the largest quantity in the range (counted orders only), without names. */
export async function findTopProducts(db: Db, range: ReportRange, limit: number): Promise<TopProduct[]> {
  return queryWithoutJit<TopProduct>(
    db,
    sql`with ${monthSpans(range)}
      select nullif(product_id, 0) as product_id, sum(quantity)::int as quantity, sum(value)::text as value
      from (${productRows(counted)}) r
      group by product_id having sum(lines) > 0
      order by sum(quantity) desc, product_id limit ${limit}`,
  );
}

export type StoreSum = { store_id: number | null; orders: number; value: string };

/** Counted orders and their value per store in the range, every store (the dashboard merges parts). */
export async function sumStoreValues(db: Db, range: ReportRange): Promise<StoreSum[]> {
  return queryWithoutJit<StoreSum>(
    db,
    sql`with ${monthSpans(range)}
      select nullif(store_id, 0) as store_id, sum(orders)::int as orders, sum(value)::text as value
      from (${storeRows(counted, { lastDay: false })}) r group by store_id`,
  );
}

export type ProductSum = { product_id: number | null; quantity: number; value: string; lines: number };

/** Counted quantity, value and lines per product in the range, every product, most sold first. */
export async function sumProductQuantities(db: Db, range: ReportRange): Promise<ProductSum[]> {
  return queryWithoutJit<ProductSum>(
    db,
    sql`with ${monthSpans(range)}
      select nullif(product_id, 0) as product_id, sum(quantity)::int as quantity, sum(value)::text as value,
        sum(lines)::int as lines
      from (${productRows(counted)}) r
      group by product_id order by sum(quantity) desc, product_id`,
  );
}
