import { VALUE_STATUSES } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';

// A store's spending is counted in calendar months of its time zone (UTC when none), as its
// monthly budget is (issue 22), so it reads the store's own orders through the (store_id,
// created_at) index: one store's year, not the UTC-day aggregates, which cannot be cut at a
// time zone's midnight.

const VALUE_LIST = sql.raw(VALUE_STATUSES.map((status) => `'${status}'`).join(', '));
export const SPENDING_MONTHS = 12;
export const SPENDING_TOP_PRODUCTS = 10;

type StoreFacts = { id: number; name: string; time_zone: string; monthly_budget: string | null };

export async function findStoreFacts(db: Db, storeId: number): Promise<StoreFacts | undefined> {
  const [row] = await queryRows<StoreFacts>(
    db,
    sql`select id, name, coalesce(time_zone, 'UTC') as time_zone, monthly_budget::text
      from stores where id = ${storeId}`,
  );
  return row;
}

type MonthRow = { month: string; orders: number; value: string };

/** The last SPENDING_MONTHS calendar months in `timeZone`, oldest first, this month last. */
export async function findMonthlySpending(db: Db, storeId: number, timeZone: string, now: Date) {
  return queryRows<MonthRow>(
    db,
    sql`with m as (
        select generate_series(
          date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${timeZone}) - ${`${SPENDING_MONTHS - 1} months`}::interval,
          date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${timeZone}),
          interval '1 month') as start
      )
      select to_char(m.start, 'YYYY-MM') as month, count(o.id)::int as orders,
        coalesce(sum(o.total_amount), 0)::numeric(14, 2)::text as value
      from m left join orders o on o.store_id = ${storeId} and o.status in (${VALUE_LIST})
        and o.created_at >= (m.start at time zone ${timeZone})
        and o.created_at < ((m.start + interval '1 month') at time zone ${timeZone})
      group by m.start order by m.start`,
  );
}

type ProductRow = {
  product_id: number | null;
  name: string;
  sku: string | null;
  quantity: number;
  value: string;
};

/** The products the store spent most on since `since` (orders that count), highest value first. */
export async function findTopSpendingProducts(db: Db, storeId: number, since: string, timeZone: string) {
  return queryRows<ProductRow>(
    db,
    sql`select i.product_id, coalesce(max(p.name), max(i.product_name)) as name, coalesce(max(p.sku), max(i.sku)) as sku,
        sum(i.quantity)::int as quantity, sum(i.line_total)::text as value
      from orders o join order_items i on i.order_id = o.id left join products p on p.id = i.product_id
      where o.store_id = ${storeId} and o.status in (${VALUE_LIST})
        and o.created_at >= (${since}::timestamp at time zone ${timeZone})
      group by i.product_id, case when i.product_id is null then i.product_name end
      order by sum(i.line_total) desc, i.product_id nulls last
      limit ${SPENDING_TOP_PRODUCTS}`,
  );
}
