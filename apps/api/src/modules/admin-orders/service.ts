import {
  ADMIN_ACTION_BY_STATUS,
  type AdminOrderListFilters,
  type AdminOrderListItem,
  type BulkStatusResult,
  NO_NUL_MESSAGE,
  type OrderPagination,
  type OrderStatus,
  type OrderStatusUpdate,
} from '@portal/contract';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import {
  changeOrderStatus,
  findItemsByOrder,
  findOrderKeys,
  findOrderListPage,
  findOrderRows,
  findOrdersByIds,
  type OrderListRow,
  type OrderPageRow,
  type PageAt,
  pageCursorsOf,
  paginationOf,
  productNamesOf,
  STATUS_CHANGED_MEANWHILE,
} from '../orders';
import {
  type AdminOrderFilter,
  adminOrdersWhere,
  countNewestMatches,
  countOrdersByFilter,
  findOrderBeforeOffset,
  findOrderStates,
  findOwnerSearchKeys,
  findSearchOwners,
  isShortTerm,
  namesOwners,
  type OrderKey,
  orderCountSql,
  type SearchOwners,
} from './repository';

/** A search's matches are counted up to this many; more shows as '1,000+ orders'. */
export const SEARCH_COUNT_CAP = 1_000;

type Key = OrderKey;
/** Newest first: created_at in microseconds (as digits), then id. */
const newerFirst = (a: Key, b: Key) => {
  const byTime = BigInt(b.at) - BigInt(a.at);
  return byTime === 0n ? b.id - a.id : byTime > 0n ? 1 : -1;
};

/** The ids of one page of these orders, as findOrderRows would read it from the table. */
function pageOfKeys(keys: Key[], { limit, offset, after, before }: PageAt): number[] {
  const sorted = [...keys].sort(newerFirst);
  let start = offset;
  if (after) start = sorted.findIndex((key) => newerFirst(after, key) < 0);
  if (before) {
    const end = sorted.findIndex((key) => newerFirst(before, key) <= 0);
    const stop = end === -1 ? sorted.length : end;
    return sorted.slice(Math.max(0, stop - limit), stop).map((key) => key.id);
  }
  if (start === -1) return [];
  return sorted.slice(start, start + limit).map((key) => key.id);
}

/**
 * A search naming current stores or members (issue 24): up to the cap + 1 matches are collected
 * for the count, list by list, stopping there (findOwnerSearchKeys). All of them: the page is cut
 * from them. More: the page is read list by list down their indexes, newest first; a jump past
 * the pages the count offers reads by offset as before, with the plain where.
 */
async function findOwnerSearchPage(db: Db, filter: AdminOrderFilter, owners: SearchOwners, at: PageAt) {
  const keys = await findOwnerSearchKeys(db, filter, owners, { limit: SEARCH_COUNT_CAP + 1 }, false);
  if (keys.length <= SEARCH_COUNT_CAP) {
    return { rows: await findOrdersByIds(db, pageOfKeys(keys, at)), total: keys.length, estimate: false };
  }
  const deep = !at.after && !at.before && at.offset >= SEARCH_COUNT_CAP;
  const rows = deep
    ? await findOrderRows(db, adminOrdersWhere(filter, owners), at)
    : await findOrdersByIds(
        db,
        (await findOwnerSearchKeys(db, filter, owners, at)).map((key) => key.id),
      );
  return { rows, total: SEARCH_COUNT_CAP, estimate: true };
}

/**
 * A search in the snapshots (a text naming no current store or member, or a common term): one
 * trigram lookup of up to the cap + 1 matches. All of them: the page is cut from them. More: the
 * page is read down the date index, where the newest matches come at once.
 */
async function findSnapshotMatches(db: Db, where: SQL | undefined, at: PageAt) {
  const keys = await findOrderKeys(db, where, SEARCH_COUNT_CAP + 1);
  if (keys.length > SEARCH_COUNT_CAP) {
    return { rows: await findOrderRows(db, where, at), total: SEARCH_COUNT_CAP, estimate: true };
  }
  return { rows: await findOrdersByIds(db, pageOfKeys(keys, at)), total: keys.length, estimate: false };
}

/** The list's filters as the repository takes them (the list and its CSV export). */
export const adminOrderFilterOf = (query: {
  status?: OrderStatus;
  search?: string;
  store_id?: number;
  from?: string;
  to?: string;
}): AdminOrderFilter => ({
  status: query.status,
  search: query.search,
  storeId: query.store_id,
  from: query.from,
  to: query.to,
});

/**
 * Issue 24: one page of the admin order list at a million orders. The page is read by cursor
 * (Next/Previous) or by offset (a jump to a page number), down the index of its filter; the total
 * is exact from the counts the order triggers keep, except with a search: its matches are counted
 * up to SEARCH_COUNT_CAP + 1, and more than the cap answers the cap with total_is_estimate.
 */
export async function listAdminOrders({ db, query }: { db: Db; query: AdminOrderListFilters }) {
  const { page, limit, after, before } = query;
  const filter = adminOrderFilterOf(query);
  const at = { limit, offset: (page - 1) * limit, after, before };
  const search = filter.search;
  if (!search) {
    // One statement for the page, its line names and the exact total from the kept counts: a
    // first page, Next and Previous under any filter; a jump to a page number reads on (as Next)
    // from the order just before it, found by the daily counts.
    const jump = at.offset > 0 && !after && !before;
    const start = jump ? await findOrderBeforeOffset(db, filter, at.offset) : null;
    const rows =
      jump && !start
        ? []
        : await findOrderListPage(
            db,
            adminOrdersWhere(filter),
            start ? { limit, after: start } : at,
            orderCountSql(filter),
          );
    const total = rows[0]?.total ?? (await countOrdersByFilter(db, filter));
    return answerOf(rows, { page, limit, total, estimate: false });
  }
  const nearTop = at.offset === 0 || Boolean(after || before);
  // A text of one or two characters ('1', 'e') is first looked for among the newest orders: such
  // a text is nearly always common, and no trigram index can find its stores and members quickly
  // ('a' on page 5 read every order of 45 stores and 500 members: 23 ms of database CPU).
  const short = isShortTerm(search);
  const commonShort = short && (await countNewestMatches(db, filter, SEARCH_COUNT_CAP)) !== null;
  if (commonShort && nearTop) return commonTermPage(db, adminOrdersWhere(filter), at, page);
  let rows: OrderPageRow[];
  let total: number;
  let estimate = false;
  if (commonShort) {
    // A page number past the first reads by offset down the date index, as a common term's does.
    rows = await findOrderRows(db, adminOrdersWhere(filter), at);
    total = SEARCH_COUNT_CAP;
    estimate = true;
  } else {
    const owners = await findSearchOwners(db, search);
    const where = adminOrdersWhere(filter, owners);
    if (owners.common && nearTop && !short) {
      // A common term: more than the cap among the newest orders answers its first page and
      // Next/Previous in the list's one statement, down the date index; else counted exactly.
      if (await countNewestMatches(db, filter, SEARCH_COUNT_CAP)) return commonTermPage(db, where, at, page);
      ({ rows, total, estimate } = await findSnapshotMatches(db, where, at));
    } else if (namesOwners(owners)) {
      ({ rows, total, estimate } = await findOwnerSearchPage(db, filter, owners, at));
    } else {
      ({ rows, total, estimate } = await findSnapshotMatches(db, where, at));
    }
  }
  const items = await findItemsByOrder(
    db,
    rows.map((row) => row.id),
  );
  const listRows: OrderListRow[] = rows.map((row) => ({
    id: row.id,
    orderNumber: row.orderNumber,
    userName: row.userName,
    userEmail: row.userEmail,
    storeName: row.storeName,
    itemsCount: row.itemsCount,
    totalAmount: row.totalAmount,
    status: row.status as OrderStatus,
    createdAt: row.createdAt.toISOString(),
    cursorAt: row.cursorAt,
    productNames: productNamesOf(items.get(row.id) ?? []),
  }));
  return answerOf(listRows, { page, limit, total, estimate });
}

/** A page of a search with more than the cap of matches among the newest orders: 'the cap+'. */
async function commonTermPage(db: Db, where: SQL | undefined, at: PageAt, page: number) {
  const found = await findOrderListPage(db, where, at);
  return answerOf(found, { page, limit: at.limit, total: SEARCH_COUNT_CAP, estimate: true });
}

function answerOf(
  rows: OrderListRow[],
  { page, limit, total, estimate }: { page: number; limit: number; total: number; estimate: boolean },
) {
  const list: AdminOrderListItem[] = rows.map((row) => ({
    id: row.id,
    order_number: row.orderNumber,
    user_name: row.userName,
    user_email: row.userEmail,
    store_name: row.storeName,
    items_count: row.itemsCount,
    product_names: row.productNames,
    total_amount: row.totalAmount,
    status: row.status,
    created_at: row.createdAt,
  }));
  const pagination: OrderPagination = {
    ...paginationOf(page, limit, total),
    ...pageCursorsOf(rows, page, limit),
    ...(estimate ? { total_is_estimate: true } : {}),
  };
  return { orders: list, pagination };
}

type DecideOptions = {
  db: Db;
  admin: AuthUser;
  orderId: number;
  update: OrderStatusUpdate;
  ip?: string | null;
};

const DONE = {
  approved: 'Order approved successfully',
  rejected: 'Order rejected successfully',
  shipped: 'Order marked as shipped',
  completed: 'Order marked as delivered',
  cancelled: 'Order cancelled successfully',
} as const;

/**
 * Approves, rejects, ships (with carrier and tracking), completes or cancels (decision 017) an
 * order; the note goes to the history and becomes the member-visible status note.
 */
export async function decideOrder({ db, admin, orderId, update, ip = null }: DecideOptions) {
  const { status, notes, expected_status: expected } = update;
  const shipment =
    status === 'shipped'
      ? {
          carrier: update.carrier ?? '',
          trackingNumber: update.tracking_number ?? '',
          trackingUrl: update.tracking_url ?? null,
          estimatedDelivery: update.estimated_delivery ?? null,
        }
      : undefined;
  const data = await changeOrderStatus({
    db,
    orderId,
    action: ADMIN_ACTION_BY_STATUS[status],
    actor: { id: admin.id, name: admin.name, role: 'admin', ip },
    notes: notes ?? null,
    expected,
    shipment,
  });
  return { message: DONE[status], data };
}

type BulkOptions = {
  db: Db;
  admin: AuthUser;
  ip?: string | null;
  ids: number[];
  status: 'approved' | 'rejected';
  notes?: string;
};

/** Orders decided at once by one bulk call: a few connections, never the whole pool. */
const BULK_PARALLEL = 4;

/**
 * Approves or rejects each order on its own (issue 22), through decideOrder, the path of PUT
 * /admin/orders/:id/status: the same conditional update, history entry, stock release, member
 * notification and note, each in its own transaction. A bulk decision is about pending orders, the
 * ones the list offers to decide: each goes with expected_status 'pending', as the screens send it,
 * so a bulk reject never undoes an approval made meanwhile and of two admins deciding overlapping
 * sets at once each order is decided once. One decided elsewhere ('This order is already approved'),
 * missing or in another status fails alone; the others go on. An id named twice is decided and
 * reported once; results follow the order of the ids given. An unexpected error (the database
 * gone) still fails the whole call.
 */
export async function decideOrders({ db, admin, ip = null, ids, status, notes }: BulkOptions) {
  if (notes?.includes('\u0000')) throw badRequest(`notes: notes ${NO_NUL_MESSAGE}`);
  const unique = [...new Set(ids)];
  const before = await findOrderStates(db, unique);
  const results: BulkStatusResult['results'] = new Array(unique.length);
  const update = { status, notes: notes || null, expected_status: 'pending' as const };
  const decide = async (index: number) => {
    const id = unique[index] as number;
    const order_number = before.get(id)?.orderNumber ?? null;
    try {
      await decideOrder({ db, admin, orderId: id, update, ip });
      results[index] = {
        id,
        ok: true,
        message: status === 'approved' ? 'Approved' : 'Rejected',
        order_number,
      };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results[index] = { id, ok: false, message: await failureOf(db, id, error.message), order_number };
    }
  };
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const index = next;
      next += 1;
      await decide(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(BULK_PARALLEL, unique.length) }, worker));
  return { results } satisfies BulkStatusResult;
}

/** Why an order could not be decided: which status it has, when it was no longer pending. */
async function failureOf(db: Db, id: number, message: string): Promise<string> {
  if (message !== STATUS_CHANGED_MEANWHILE) return message;
  const now = (await findOrderStates(db, [id])).get(id);
  return now && now.status !== 'pending' ? `This order is already ${now.status}` : message;
}

/** 'Approved 48 orders; 2 could not be changed' */
export function bulkMessage(status: 'approved' | 'rejected', { results }: BulkStatusResult): string {
  const done = results.filter((r) => r.ok).length;
  const failed = results.length - done;
  const orders = (n: number) => `${n} order${n === 1 ? '' : 's'}`;
  const lead = `${status === 'approved' ? 'Approved' : 'Rejected'} ${orders(done)}`;
  return failed === 0 ? lead : `${lead}; ${failed} could not be changed`;
}
