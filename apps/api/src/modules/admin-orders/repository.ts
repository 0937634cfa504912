import { type OrderCursor, type OrderStatus, OrderStatusSchema } from '@portal/contract';
import { type AnyColumn, and, eq, gte, ilike, inArray, lt, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { intArray, queryPrepared } from '../../db/prepared';
import { queryRows } from '../../db/rows';
import { orderDailyTotals, orderStatusTotals, orderStoreDailyStats, orders } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { cursorAt } from '../orders';

/** The admin order list's filters (its CSV export takes the same). */
export type AdminOrderFilter = {
  status?: OrderStatus;
  search?: string;
  storeId?: number;
  /** Inclusive UTC days, YYYY-MM-DD. */
  from?: string;
  to?: string;
};

/** The first instant of a UTC day, whatever the session's time zone (the aggregates' days are UTC). */
const utcDay = (day: string, plus = 0) => sql`((${day}::date + ${plus}::int)::timestamp at time zone 'UTC')`;

/**
 * Who a search may be about: the stores and members whose current name (or e-mail) holds the text.
 * Both tables hold thousands of rows, not millions, so this costs well under a millisecond.
 */
export type SearchOwners = {
  storeIds: number[];
  userIds: number[];
  /** More stores or members match than the limits below: a common term, searched in the snapshots. */
  common?: boolean;
};

/**
 * More stores or members than these matching a text make it a common term ('a', 'example.com'):
 * reading each one's orders would read most of the table, while the newest orders down the date
 * index match it at once, so such a text searches the snapshots (no owners).
 */
export const OWNER_STORES_MAX = 100;
export const OWNER_MEMBERS_MAX = 500;

/** A text shorter than a trigram: no trigram index can narrow its search. */
export const isShortTerm = (search: string) => search.length < 3;

export async function findSearchOwners(db: Db, search: string): Promise<SearchOwners> {
  const pattern = containsPattern(search);
  const short = isShortTerm(search);
  // One round trip that uses the trigram indexes (migration 0023 says why it is a function); a
  // short text has no trigram to look up, so its twin scans the two small tables (0026).
  const owners = short ? sql`order_search_owners_scan` : sql`order_search_owners`;
  const [row] = await queryPrepared<{ store_ids: number[]; user_ids: number[] }>(
    db,
    sql`select store_ids, user_ids from ${owners}(${pattern}, ${OWNER_STORES_MAX}::int, ${OWNER_MEMBERS_MAX}::int)`,
  );
  const storeIds = (row?.store_ids ?? []).map(Number);
  const userIds = (row?.user_ids ?? []).map(Number);
  if (storeIds.length > OWNER_STORES_MAX || userIds.length > OWNER_MEMBERS_MAX) {
    return { storeIds: [], userIds: [], common: true };
  }
  return { storeIds, userIds };
}

/**
 * Status, store, an inclusive range of UTC days on the order date, and a case-insensitive search
 * over order number, store, member name and e-mail as the order shows them (its snapshots).
 *
 * Issue 24: the snapshots' trigram indexes (migration 0003) read posting lists of hundreds of
 * thousands of orders for a member's e-mail or a store's name (every name shares trigrams), 17 to
 * 90 ms at a million orders. So when `owners` names stores or members whose current name matches,
 * only their orders are candidates, read by the (store_id, …) and (user_id, …) indexes, and the
 * snapshot is checked on those few rows; the order number keeps its own trigram index. The full
 * snapshot search stays for a text that names no current store or member: a store or member
 * deleted since, or one renamed (its old name is only on its orders). Its cost is then that of the
 * trigram indexes, as before. A text that matches a current name does not also find orders of
 * another store or member that once bore it.
 */
export function adminOrdersWhere(
  { status, search, storeId, from, to }: AdminOrderFilter,
  owners?: SearchOwners,
) {
  const pattern = search ? containsPattern(search) : undefined;
  return and(
    status ? eq(orders.status, status) : undefined,
    storeId ? eq(orders.storeId, storeId) : undefined,
    from ? gte(orders.createdAt, utcDay(from)) : undefined,
    to ? lt(orders.createdAt, utcDay(to, 1)) : undefined,
    search && pattern ? searchWhere(search, pattern, owners) : undefined,
  );
}

/** Whether the owners' lists name anyone (else the search is over the snapshots alone). */
export const namesOwners = (owners: SearchOwners | undefined): owners is SearchOwners =>
  Boolean(owners && (owners.storeIds.length > 0 || owners.userIds.length > 0));

// `|| ''` keeps the planner off the snapshots' trigram indexes (the slow part): the snapshot is
// only checked on the owners' orders, the rows already read.
const shows = (column: AnyColumn, pattern: string) => sql`(${column} || '') ilike ${pattern}`;
const showsText = (pattern: string) =>
  or(shows(orders.storeName, pattern), shows(orders.userName, pattern), shows(orders.userEmail, pattern));

/**
 * Orders whose number holds the text. An order number ('ST0328-1098580') starts with its store's
 * code, whose trigrams every order of the store shares: the trigram index read 500 pages (7 ms at
 * a million orders) for a whole number. Its own digits are rare, so a text holding a run of 5+
 * digits asks the index for that run (0.6 ms) and checks the whole text on the rows it finds.
 */
export function numberHolds(search: string, pattern: string) {
  const digits = (search.match(/\d+/g) ?? []).reduce((a, b) => (b.length > a.length ? b : a), '');
  if (digits.length < 5 || digits.length === search.length) return ilike(orders.orderNumber, pattern);
  return and(ilike(orders.orderNumber, `%${digits}%`), sql`(${orders.orderNumber} || '') ilike ${pattern}`);
}

function searchWhere(search: string, pattern: string, owners: SearchOwners | undefined) {
  const byNumber = numberHolds(search, pattern);
  if (!namesOwners(owners)) {
    return or(
      byNumber,
      ilike(orders.storeName, pattern),
      ilike(orders.userName, pattern),
      ilike(orders.userEmail, pattern),
    );
  }
  return or(byNumber, and(ofOwners(owners), showsText(pattern)));
}

const ofOwners = (owners: SearchOwners) =>
  or(
    owners.storeIds.length > 0 ? anyOf(orders.storeId, owners.storeIds) : undefined,
    owners.userIds.length > 0 ? anyOf(orders.userId, owners.userIds) : undefined,
  );

/** How many of the newest orders a common term's count looks at (countNewestMatches). */
export const COMMON_TERM_WINDOW = 20_000;

/**
 * Issue 24: whether a common term ('a', 'example.com') matches more than `cap` orders, found among
 * the newest COMMON_TERM_WINDOW orders of the filter, down the date index, stopping at cap + 1
 * matches: a few hundred rows read, most of them the ones the first page shows. The trigram
 * lookup it replaces built a bitmap of every order of the filter first (8 ms for 17,000 approved
 * orders, with 1,001 rows sent back to be counted). Fewer matches there answer null: the caller
 * counts them exactly.
 */
export async function countNewestMatches(db: Db, filter: AdminOrderFilter, cap: number) {
  // The status is written into the statement (one of six, checked against the enum): with it as
  // a parameter, the kept generic plan walked the date index for every status, 20,000 orders for
  // 203 pending ones (6 ms), where the (status, created_at) index reads just those.
  const status = filter.status ? OrderStatusSchema.parse(filter.status) : undefined;
  const base = and(
    status ? sql`${orders.status} = ${sql.raw(`'${status}'`)}` : undefined,
    adminOrdersWhere({ ...filter, status: undefined, search: undefined }),
  );
  const pattern = containsPattern(filter.search ?? '');
  const [row] = await queryPrepared<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
        select 1 from (
          select ${orders.orderNumber} as order_number, ${orders.storeName} as store_name,
            ${orders.userName} as user_name, ${orders.userEmail} as user_email
          from ${orders} ${base ? sql`where ${base}` : sql``}
          order by ${orders.createdAt} desc, ${orders.id} desc limit ${COMMON_TERM_WINDOW}::int) c
        where c.order_number ilike ${pattern} or c.store_name ilike ${pattern}
          or c.user_name ilike ${pattern} or c.user_email ilike ${pattern}
        limit ${cap + 1}::int) m`,
  );
  return (row?.n ?? 0) > cap ? row!.n : null;
}

/** A position in the list: created_at in whole microseconds (as digits) and id, as its cursors. */
export type OrderKey = { id: number; at: string };

/** How to read the keys of a search's matches: how many, from where, newest or oldest first. */
export type SearchKeysRead = {
  limit: number;
  offset?: number;
  after?: OrderCursor;
  before?: OrderCursor;
};

const cursorTime = (cursor: OrderCursor) =>
  sql`(timestamptz 'epoch' + ${cursor.at}::bigint * interval '1 microsecond')`;
/**
 * The column is one of the ids, the ids one parameter (an array): a member search names up to
 * 500 members, and `in (...)` sent and planned 500 parameters on every request.
 */
const anyOf = (column: AnyColumn, ids: number[]) => sql`${column} = any(${intArray(ids)})`;

/**
 * Issue 24: the keys of a search's matches when it names current stores or members (see
 * adminOrdersWhere), newest first (oldest first before a cursor), each order once. One read that
 * ORs the store, member and order number lists takes a bitmap of every candidate order and sorts
 * them, or walks the date index: 20 to 90 ms at a million orders for a text naming busy stores. Here each
 * list is read on its own, in three disjoint parts put one after the other (UNION ALL):
 * - each store's orders, newest first down (store_id, created_at, id), a LATERAL per store that
 *   stops after `offset + limit` orders showing the text;
 * - the members' orders not already in the first part (their member index is partial, on orders
 *   they have not hidden, and the admin sees those too: a bitmap or the date index, see below);
 * - order numbers holding the text, not already in the other parts (their trigram index).
 * Without an order (`ordered` false, for the count) the parts are read until `limit` keys in all,
 * so a count up to the cap reads no more orders than it counts.
 */
export async function findOwnerSearchKeys(
  db: Db,
  filter: AdminOrderFilter,
  owners: SearchOwners,
  { limit, offset: asked = 0, after, before }: SearchKeysRead,
  ordered = true,
): Promise<OrderKey[]> {
  // A cursor reads from its order: the page number's offset is for a jump only (as findOrderRows).
  const offset = after || before ? 0 : asked;
  const pattern = containsPattern(filter.search ?? '');
  const base = adminOrdersWhere({ ...filter, search: undefined });
  let position: SQL | undefined;
  if (after) position = sql`(${orders.createdAt}, ${orders.id}) < (${cursorTime(after)}, ${after.id}::int)`;
  else if (before) {
    position = sql`(${orders.createdAt}, ${orders.id}) > (${cursorTime(before)}, ${before.id}::int)`;
  }
  const direction = before ? sql`asc` : sql`desc`;
  const take = offset + limit;
  // The store parts read down the store's date index. The members' part is the planner's choice:
  // a bitmap of a few members' orders, sorted, or the date index for many members' thousands.
  // Order numbers are found by their trigram index and sorted: ordered by the bare column, the
  // planner would walk the whole date index for a number that matches nothing.
  const orderBy = (byIndex: boolean) => {
    if (!ordered) return sql``;
    const at = byIndex ? sql`${orders.createdAt}` : sql`(${orders.createdAt} + interval '0 seconds')`;
    return sql`order by ${at} ${direction}, ${orders.id} ${direction}`;
  };
  const part = (where: SQL | undefined, byIndex = false) =>
    sql`(select ${orders.id} as id, ${orders.createdAt} as created_at from ${orders}
      where ${and(where, base, position) ?? sql`true`} ${orderBy(byIndex)} limit ${take})`;
  // In coalesce the planner cannot estimate the text check, so takes half the orders for
  // matches, not 1 in 200: it then expects a store's part to stop early (its date index, no JIT).
  const text = sql`coalesce(${showsText(pattern)}, false)`;
  const { storeIds, userIds } = owners;
  const inStores = storeIds.length > 0 ? anyOf(orders.storeId, storeIds) : undefined;
  const parts: SQL[] = [];
  if (storeIds.length > 0) {
    parts.push(sql`select k.id, k.created_at from unnest(${intArray(storeIds)}) as s(store_id)
      cross join lateral ${part(and(sql`${orders.storeId} = s.store_id`, text), true)} as k`);
  }
  if (userIds.length > 0) {
    const notInStores = inStores ? or(sql`${orders.storeId} is null`, not(inStores)) : undefined;
    parts.push(
      sql`select id, created_at from ${part(and(anyOf(orders.userId, userIds), notInStores, text), true)} as m`,
    );
  }
  // Null-safe: an order of no store or member is not excluded by a null.
  const ownersShow = sql`coalesce(${and(ofOwners(owners), text) ?? sql`false`}, false)`;
  parts.push(
    sql`select id, created_at from ${part(and(numberHolds(filter.search ?? '', pattern), not(ownersShow)))} as n`,
  );
  const outerOrder = ordered ? sql`order by c.created_at ${direction}, c.id ${direction}` : sql``;
  // Both drivers answer a raw query with its rows (node-postgres and PGlite alike).
  const result = (await db.execute(sql`
    select c.id, (extract(epoch from c.created_at) * 1000000)::bigint::text as at
    from (${sql.join(parts, sql` union all `)}) as c
    ${outerOrder} limit ${limit} offset ${offset}`)) as unknown as { rows: OrderKey[] };
  const keys = result.rows.map((row) => ({ id: Number(row.id), at: String(row.at) }));
  return before ? keys.reverse() : keys;
}

/** The list's where, the search first resolved against the stores and members (see adminOrdersWhere). */
export async function resolveAdminOrdersWhere(db: Db, filter: AdminOrderFilter) {
  const owners = filter.search ? await findSearchOwners(db, filter.search) : undefined;
  return adminOrdersWhere(filter, owners);
}

/**
 * The exact number of orders matching a filter without a search, read from the counts the order
 * triggers keep (issue 24) instead of counting orders: all time per status (order_status_totals,
 * migration 0015), per UTC day and status (order_daily_totals) or per day, store and status
 * (order_store_daily_stats, migration 0013).
 */
export function orderCountSql({ status, storeId, from, to }: AdminOrderFilter): SQL<number> {
  const days = (day: AnyColumn) => [
    from ? gte(day, sql`${from}::date`) : undefined,
    to ? lte(day, sql`${to}::date`) : undefined,
  ];
  const sumOf = (column: AnyColumn, table: PgTable, where: SQL | undefined) =>
    sql<number>`(select coalesce(sum(${column}), 0)::int from ${table}${where ? sql` where ${where}` : sql``})`;
  const ofStatus = (column: AnyColumn) => (status ? eq(column, status) : undefined);
  if (storeId) {
    const t = orderStoreDailyStats;
    return sumOf(t.orders, t, and(eq(t.storeId, storeId), ofStatus(t.status), ...days(t.day)));
  }
  if (from || to) {
    const t = orderDailyTotals;
    return sumOf(t.orders, t, and(ofStatus(t.status), ...days(t.day)));
  }
  const t = orderStatusTotals;
  return sumOf(t.orders, t, ofStatus(t.status));
}

/**
 * Issue 24: the order just before position `offset` of the list under a filter without a search
 * (a jump to a page number starts right after it, as Next does), found from the daily counts the
 * order triggers keep (order_daily_totals, or order_store_daily_stats with a store) instead of
 * stepping over `offset` entries of an index: the days are summed newest first up to the one
 * holding that position, and only that day's orders are read. Page 2,000 read 20,000 index entries
 * (database CPU 5.8 ms a request at a million orders), and page 50,000 would read 500,000. Null
 * past the last order. The counts change in the same transaction as the orders, so within one
 * statement they agree.
 */
export async function findOrderBeforeOffset(
  db: Db,
  filter: AdminOrderFilter,
  offset: number,
): Promise<OrderCursor | null> {
  const { status, storeId, from, to } = filter;
  const t = storeId ? orderStoreDailyStats : orderDailyTotals;
  const counted = and(
    storeId ? eq(orderStoreDailyStats.storeId, storeId) : undefined,
    status ? eq(t.status, status) : undefined,
    from ? gte(t.day, sql`${from}::date`) : undefined,
    to ? lte(t.day, sql`${to}::date`) : undefined,
  );
  const position = offset - 1;
  const [row] = await queryPrepared<{ id: number; at: string }>(
    db,
    sql`with d as (
        select ${t.day} as day, sum(${t.orders})::bigint as n from ${t}
        ${counted ? sql`where ${counted}` : sql``} group by ${t.day}
      ),
      c as (select d.day, d.n, sum(d.n) over (order by d.day desc) as upto from d where d.n > 0),
      s as (select c.day, c.upto - c.n as before from c where c.upto > ${position}::bigint order by c.day desc limit 1)
      select o.id, o.at from s cross join lateral (
        select ${orders.id} as id, ${cursorAt} as at
        from ${orders}
        where ${and(adminOrdersWhere(filter), sql`${orders.createdAt} >= (s.day::timestamp at time zone 'UTC')`, sql`${orders.createdAt} < ((s.day + 1)::timestamp at time zone 'UTC')`)}
        order by ${orders.createdAt} desc, ${orders.id} desc
        offset (${position}::bigint - s.before) limit 1
      ) o`,
  );
  return row ? { id: Number(row.id), at: String(row.at) } : null;
}

export async function countOrdersByFilter(db: Db, filter: AdminOrderFilter) {
  const [row] = await queryRows<{ total: number }>(db, sql`select ${orderCountSql(filter)} as total`);
  return row?.total ?? 0;
}

/** The order numbers and statuses of the ids that exist, for a bulk decision's answer. */
export async function findOrderStates(db: Db, ids: number[]) {
  const states = new Map<number, { orderNumber: string; status: OrderStatus }>();
  if (ids.length === 0) return states;
  const rows = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status })
    .from(orders)
    .where(inArray(orders.id, ids));
  for (const row of rows)
    states.set(row.id, { orderNumber: row.orderNumber, status: row.status as OrderStatus });
  return states;
}
