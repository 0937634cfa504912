import type { OrderStatus } from '@portal/contract';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
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

type Position = 'first' | 'after' | 'before' | 'offset';

/**
 * The statement of one shape of My Orders (a status or not; from the top, after or before a
 * cursor, or from an offset), its values placeholders: userId, status, at and cursorId (the
 * cursor), offset, limit. Same orders, order and cursors as findOrderRows: after/before a cursor
 * by keyset; a jump to a page number finds the order at the offset first (an index-only subquery
 * of created_at and id), then reads the page from it by keyset. The count is the outer row, so an
 * empty page still has it.
 */
function pageStatement(byStatus: boolean, at: Position) {
  const where = and(
    eq(orders.userId, sql.placeholder('userId')),
    isNull(orders.hiddenByMemberAt),
    byStatus ? eq(orders.status, sql.placeholder('status')) : undefined,
  );
  const key = sql`(${orders.createdAt}, ${orders.id})`;
  const cursor = sql`${cursorTime({ at: sql.placeholder('at') })}, ${sql.placeholder('cursorId')}::int`;
  const position = {
    first: undefined,
    after: sql`${key} < (${cursor})`,
    before: sql`${key} > (${cursor})`,
    offset: sql`${key} <= (select ${orders.createdAt}, ${orders.id} from ${orders} ${whereOf(where)}
      order by ${orders.createdAt} desc, ${orders.id} desc limit 1 offset ${sql.placeholder('offset')}::bigint)`,
  }[at];
  // Before a cursor the page is read upwards from it; the outer order turns it round.
  const direction = at === 'before' ? sql`asc` : sql`desc`;
  const total = sql`(select coalesce(sum(${memberOrderTotals.orders}), 0)::int from ${memberOrderTotals}
    where ${memberOrderTotals.userId} = ${sql.placeholder('userId')}::int${
      byStatus ? sql` and ${memberOrderTotals.status} = ${sql.placeholder('status')}` : sql``
    })`;
  return preparedStatement<RawRow>(
    sql`with page as (
        select ${orders.id} as id, ${orders.orderNumber} as order_number, ${orders.status} as status,
          ${orders.createdAt} as created_at, ${orders.updatedAt} as updated_at, ${orders.storeName} as store_name,
          ${orders.itemsCount} as items_count, ${orders.totalAmount} as total_amount, ${orders.notes} as notes,
          ${orders.statusNote} as status_note, ${orders.restoredAt} as restored_at, ${cursorAt} as cursor_at
        from ${orders}
        ${whereOf(and(where, position))}
        order by ${orders.createdAt} ${direction}, ${orders.id} ${direction}
        limit ${sql.placeholder('limit')}::int
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
}

const statements = new Map<string, ReturnType<typeof pageStatement>>();

/**
 * One page of a member's My Orders in ONE prepared statement (issue 24: a member with 10,000
 * orders under 10 ms at p99): the page, each order's lines as a json array, and the number of
 * orders they have not hidden (of one status, when given) from the totals the order triggers keep
 * (member_order_totals, migration 0020: at most 6 x 16 rows read), all from the member's part of
 * orders_user_created_idx. The statement of each shape is built once (pageStatement): four
 * statements built by the query builder, then one built on every request, cost the API process
 * more than the database spent on them.
 */
export async function findMemberOrderPage(
  db: Db,
  { userId, status }: { userId: number; status: OrderStatus | undefined },
  { limit, offset, after, before }: PageAt,
): Promise<{ rows: MemberOrderPageRow[]; total: number }> {
  const at: Position = after ? 'after' : before ? 'before' : offset > 0 ? 'offset' : 'first';
  const key = `${status ? 'status' : 'all'}:${at}`;
  let statement = statements.get(key);
  if (!statement) {
    statement = pageStatement(status !== undefined, at);
    statements.set(key, statement);
  }
  const cursor = after ?? before;
  const raw = await statement(db, {
    userId,
    status,
    limit,
    offset,
    at: cursor?.at,
    cursorId: cursor?.id,
  });
  return { rows: raw.flatMap(pageRowOf), total: raw[0]?.total ?? 0 };
}
