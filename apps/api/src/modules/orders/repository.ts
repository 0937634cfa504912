import type { OrderCursor, OrderStatus } from '@portal/contract';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryPrepared } from '../../db/prepared';
import { orderItems, orderStatusHistory, orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderHistoryRow = typeof orderStatusHistory.$inferSelect;

/** Where a page starts: an offset (a jump to a page number) or a cursor (the page next to one read). */
export type PageAt = { limit: number; offset: number; after?: OrderCursor; before?: OrderCursor };

/** The cursor of an order: its created_at in whole microseconds (exact, unlike a JS Date) and id. */
export const cursorAt = sql<string>`(extract(epoch from ${orders.createdAt}) * 1000000)::bigint::text`;
// `at` is the cursor's microseconds: a value, or a placeholder of a statement built once (My Orders).
export const cursorTime = (cursor: Pick<OrderCursor, 'at'> | { at: Placeholder }) =>
  sql`(timestamptz 'epoch' + ${cursor.at}::bigint * interval '1 microsecond')`;

export type OrderPageRow = OrderRow & { cursorAt: string };

export const cursorOf = (row: Pick<OrderPageRow, 'id' | 'cursorAt'>) => `${row.cursorAt}.${row.id}`;

/**
 * One page of orders matching `where`, newest first (id breaks ties so pages never overlap).
 * After a cursor it reads on from that order down the (…, created_at, id) index; before one it reads
 * upwards and turns the page round: either way as fast as the first page (issue 24). A jump to a
 * page number first finds the order at the offset with a narrow query (created_at and id only, an
 * index-only scan of the filter's index), then reads the page from it by keyset: counting past
 * 9,000 whole rows made the planner drop the index (80 ms at page 900 of a member's 10,000 orders).
 */
export async function findOrderRows(
  db: Db,
  where: SQL | undefined,
  { limit, offset, after, before }: PageAt,
) {
  let position: SQL | undefined;
  if (after) position = sql`(${orders.createdAt}, ${orders.id}) < (${cursorTime(after)}, ${after.id}::int)`;
  else if (before) {
    position = sql`(${orders.createdAt}, ${orders.id}) > (${cursorTime(before)}, ${before.id}::int)`;
  } else if (offset > 0) {
    const [start] = await db
      .select({ id: orders.id, at: cursorAt })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(1)
      .offset(offset);
    if (!start) return [];
    position = sql`(${orders.createdAt}, ${orders.id}) <= (${cursorTime(start)}, ${start.id}::int)`;
  }
  const query = db
    .select({ ...getTableColumns(orders), cursorAt })
    .from(orders)
    .where(and(where, position));
  if (before) {
    const rows = await query.orderBy(asc(orders.createdAt), asc(orders.id)).limit(limit);
    return rows.reverse();
  }
  return query.orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
}

/** The member's own orders that they have not deleted from their list. */
export function memberOrdersWhere(userId: number, status: OrderStatus | undefined) {
  return and(
    eq(orders.userId, userId),
    isNull(orders.hiddenByMemberAt),
    status ? eq(orders.status, status) : undefined,
  );
}

export async function findOrder(db: Db, orderId: number, ownerId?: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      ownerId === undefined
        ? eq(orders.id, orderId)
        : and(eq(orders.id, orderId), eq(orders.userId, ownerId), isNull(orders.hiddenByMemberAt)),
    );
  return row;
}

/** The lines of several orders, grouped by order, each in the order it was placed. */
export async function findItemsByOrder(db: Db, orderIds: number[]) {
  const byOrder = new Map<number, OrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(row);
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

export async function findOrderHistory(db: Db, orderId: number) {
  return db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}

/** The cursors of the pages next to this one, left out where there is none (the client's Next/Previous). */
export function pageCursorsOf(rows: Pick<OrderPageRow, 'id' | 'cursorAt'>[], page: number, limit: number) {
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    ...(last && rows.length === limit ? { next_cursor: cursorOf(last) } : {}),
    ...(first && page > 1 ? { prev_cursor: cursorOf(first) } : {}),
  };
}

/** The positions (cursor keys) of up to `cap` orders matching `where`, in no particular order. */
export async function findOrderKeys(db: Db, where: SQL | undefined, cap: number) {
  return db.select({ id: orders.id, at: cursorAt }).from(orders).where(where).limit(cap);
}

/** The orders of these ids with their cursors, in the order of the ids given. */
export async function findOrdersByIds(db: Db, ids: number[]): Promise<OrderPageRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...getTableColumns(orders), cursorAt })
    .from(orders)
    .where(inArray(orders.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** An order as a list shows it: its card's fields, the names of its lines and its cursor. */
export type OrderListRow = {
  id: number;
  orderNumber: string;
  userName: string;
  userEmail: string;
  storeName: string | null;
  itemsCount: number;
  totalAmount: string;
  status: OrderStatus;
  /** ISO 8601, UTC, milliseconds (as Date.toISOString). */
  createdAt: string;
  cursorAt: string;
  productNames: string[];
  /** The `total` expression's value, when one was given. */
  total?: number;
};

/**
 * The first page, or the page next to a cursor, of orders matching `where` in ONE prepared
 * statement (issue 24: the admin list's first page at 2,000 requests a second): only the columns a
 * list shows, each order's line names gathered by a subquery on order_items' (order_id) index.
 * Three statements (the page, its lines, their shapes built by the query builder each time) cost
 * the API process about 1 ms of CPU a request. A jump to a page number (offset) goes through
 * findOrderRows. Same order and cursors as findOrderRows. `total`, a scalar subquery (a count
 * the list shows), rides along on every row: computed once, no second round trip.
 */
export async function findOrderListPage(
  db: Db,
  where: SQL | undefined,
  { limit, after, before }: Omit<PageAt, 'offset'>,
  total?: SQL<number>,
): Promise<OrderListRow[]> {
  let position: SQL | undefined;
  if (after) position = sql`(${orders.createdAt}, ${orders.id}) < (${cursorTime(after)}, ${after.id}::int)`;
  else if (before) {
    position = sql`(${orders.createdAt}, ${orders.id}) > (${cursorTime(before)}, ${before.id}::int)`;
  }
  const filter = and(where, position);
  const direction = before ? sql`asc` : sql`desc`;
  const rows = await queryPrepared<OrderListRow & { productNames: string[] | string }>(
    db,
    sql`select ${orders.id} as "id", ${orders.orderNumber} as "orderNumber", ${orders.userName} as "userName",
        ${orders.userEmail} as "userEmail", ${orders.storeName} as "storeName", ${orders.itemsCount} as "itemsCount",
        ${orders.totalAmount}::text as "totalAmount", ${orders.status} as "status",
        to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
        ${cursorAt} as "cursorAt",
        (select coalesce(json_agg(coalesce(i.display_name, i.product_name) order by i.id), '[]'::json)
          from order_items i where i.order_id = ${orders.id}) as "productNames"
        ${total ? sql`, ${total} as "total"` : sql``}
      from ${orders}
      ${filter ? sql`where ${filter}` : sql``}
      order by ${orders.createdAt} ${direction}, ${orders.id} ${direction}
      limit ${limit}::int`,
  );
  const list = rows.map((row) => ({
    ...row,
    productNames: typeof row.productNames === 'string' ? JSON.parse(row.productNames) : row.productNames,
  }));
  return before ? list.reverse() : list;
}
