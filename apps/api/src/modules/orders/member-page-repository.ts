import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryPrepared } from '../../db/prepared';
import { memberOrderTotals, orders } from '../../db/schema';
import { cursorAt, cursorTime, type OrderItemRow, type OrderRow, type PageAt } from './repository';

/** A line as My Orders shows it (present.ts productDetailOf / productNamesOf). */
export type MemberOrderLineRow = Pick<
  OrderItemRow,
  'productId' | 'productName' | 'displayName' | 'quantity' | 'imageUrl' | 'unitPrice'
>;

/** An order as My Orders shows it (present.ts memberOrderOf), with its cursor and its lines. */
export type MemberOrderPageRow = Pick<
  OrderRow,
  | 'id'
  | 'orderNumber'
  | 'status'
  | 'createdAt'
  | 'updatedAt'
  | 'storeName'
  | 'itemsCount'
  | 'totalAmount'
  | 'notes'
  | 'statusNote'
  | 'restoredAt'
> & { cursorAt: string; items: MemberOrderLineRow[] };

type RawRow = Omit<MemberOrderPageRow, 'id' | 'createdAt' | 'updatedAt' | 'restoredAt' | 'items'> & {
  /** Null on the one row of an empty page, which still carries the total. */
  id: number | null;
  createdAt: string;
  updatedAt: string;
  restoredAt: string | null;
  items: MemberOrderLineRow[] | string;
  total: number;
};

const whereOf = (filter: SQL | undefined) => (filter ? sql`where ${filter}` : sql``);

// ISO 8601 in UTC with milliseconds, cut (not rounded) like the driver's Date: Date.toISOString's text.
const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The driver's row as present.ts takes it: Dates, lines parsed (PGlite may leave json as text). */
function pageRowOf({
  id,
  total,
  createdAt,
  updatedAt,
  restoredAt,
  items,
  ...row
}: RawRow): MemberOrderPageRow[] {
  if (id === null) return [];
  return [
    {
      ...row,
      id,
      createdAt: new Date(createdAt),
      updatedAt: new Date(updatedAt),
      restoredAt: restoredAt === null ? null : new Date(restoredAt),
      items: typeof items === 'string' ? (JSON.parse(items) as MemberOrderLineRow[]) : items,
    },
  ];
}

/**
 * One page of My Orders in ONE prepared statement (issue 24: a member with 10,000 orders under
 * 10 ms at p99): the page, each order's lines as a json array, and the exact count of `where` as a
 * scalar beside them (`total`: by default a count of the orders; My Orders reads the member's
 * kept totals, memberOrderCountSql), all from the member's part of orders_user_created_idx. Four statements
 * built by the query builder cost the API process more than the database spent on them.
 * Same orders, order and cursors as findOrderRows: after/before a cursor by keyset; a jump to a page
 * number finds the order at the offset first (an index-only subquery of created_at and id), then
 * reads the page from it by keyset. The count is the outer row, so an empty page still has it.
 */
export async function findMemberOrderPage(
  db: Db,
  where: SQL | undefined,
  { limit, offset, after, before }: PageAt,
  total: SQL<number> = sql<number>`(select count(*)::int from ${orders} ${whereOf(where)})`,
): Promise<{ rows: MemberOrderPageRow[]; total: number }> {
  const key = sql`(${orders.createdAt}, ${orders.id})`;
  let position: SQL | undefined;
  if (after) position = sql`${key} < (${cursorTime(after)}, ${after.id}::int)`;
  else if (before) position = sql`${key} > (${cursorTime(before)}, ${before.id}::int)`;
  else if (offset > 0) {
    position = sql`${key} <= (select ${orders.createdAt}, ${orders.id} from ${orders} ${whereOf(where)}
      order by ${orders.createdAt} desc, ${orders.id} desc limit 1 offset ${offset}::bigint)`;
  }
  // Before a cursor the page is read upwards from it; the outer order turns it round.
  const direction = before ? sql`asc` : sql`desc`;
  const raw = await queryPrepared<RawRow>(
    db,
    sql`with page as (
        select ${orders.id} as id, ${orders.orderNumber} as order_number, ${orders.status} as status,
          ${orders.createdAt} as created_at, ${orders.updatedAt} as updated_at, ${orders.storeName} as store_name,
          ${orders.itemsCount} as items_count, ${orders.totalAmount} as total_amount, ${orders.notes} as notes,
          ${orders.statusNote} as status_note, ${orders.restoredAt} as restored_at, ${cursorAt} as cursor_at
        from ${orders}
        ${whereOf(and(where, position))}
        order by ${orders.createdAt} ${direction}, ${orders.id} ${direction}
        limit ${limit}::int
      )
      select p.id as "id", p.order_number as "orderNumber", p.status as "status",
        ${isoText(sql`p.created_at`)} as "createdAt", ${isoText(sql`p.updated_at`)} as "updatedAt",
        p.store_name as "storeName", p.items_count as "itemsCount", p.total_amount::text as "totalAmount",
        p.notes as "notes", p.status_note as "statusNote", ${isoText(sql`p.restored_at`)} as "restoredAt",
        p.cursor_at as "cursorAt",
        (select coalesce(json_agg(json_build_object(
            'productId', i.product_id, 'productName', i.product_name, 'displayName', i.display_name,
            'quantity', i.quantity, 'imageUrl', i.image_url, 'unitPrice', i.unit_price::text
          ) order by i.id), '[]'::json)
          from order_items i where i.order_id = p.id) as "items",
        t.total as "total"
      from (select ${total} as total) t
      left join page p on true
      order by p.created_at desc, p.id desc`,
  );
  return { rows: raw.flatMap(pageRowOf), total: raw[0]?.total ?? 0 };
}

/**
 * The number of a member's orders they have not hidden (of one status, when given), from the
 * totals the order triggers keep (member_order_totals, migration 0020): at most 6 x 16 rows read.
 */
export const memberOrderCountSql = (userId: number, status: string | undefined) =>
  sql<number>`(select coalesce(sum(${memberOrderTotals.orders}), 0)::int from ${memberOrderTotals}
    where ${memberOrderTotals.userId} = ${userId}::int${status ? sql` and ${memberOrderTotals.status} = ${status}` : sql``})`;
