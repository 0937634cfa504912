import {
  ADMIN_ACTION_BY_STATUS,
  type AdminOrderListFilters,
  type AdminOrderListItem,
  type BulkStatusResult,
  NO_NUL_MESSAGE,
  type OrderStatus,
  type OrderStatusUpdate,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import {
  changeOrderStatus,
  findItemsByOrder,
  findOrderPage,
  paginationOf,
  productNamesOf,
  STATUS_CHANGED_MEANWHILE,
} from '../orders';
import { adminOrdersWhere, findOrderStates } from './repository';

export async function listAdminOrders({ db, query }: { db: Db; query: AdminOrderListFilters }) {
  const { page, limit, status, search } = query;
  const { rows, total } = await findOrderPage(db, adminOrdersWhere(status, search), {
    limit,
    offset: (page - 1) * limit,
  });
  const items = await findItemsByOrder(
    db,
    rows.map((row) => row.id),
  );
  const list: AdminOrderListItem[] = rows.map((row) => ({
    id: row.id,
    order_number: row.orderNumber,
    user_name: row.userName,
    user_email: row.userEmail,
    store_name: row.storeName,
    items_count: row.itemsCount,
    product_names: productNamesOf(items.get(row.id) ?? []),
    total_amount: row.totalAmount,
    status: row.status as OrderStatus,
    created_at: row.createdAt.toISOString(),
  }));
  return { orders: list, pagination: paginationOf(page, limit, total) };
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
} as const;

/**
 * Approves, rejects, ships (with carrier and tracking) or completes an order; the note goes to
 * the history and becomes the member-visible status note.
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
