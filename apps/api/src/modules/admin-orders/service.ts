import {
  ADMIN_ACTION_BY_STATUS,
  type AdminOrderListFilters,
  type AdminOrderListItem,
  type OrderStatus,
  type OrderStatusUpdate,
} from '@portal/contract';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { changeOrderStatus, findItemsByOrder, findOrderPage, paginationOf, productNamesOf } from '../orders';
import { adminOrdersWhere } from './repository';

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

type DecideOptions = { db: Db; admin: AuthUser; orderId: number; update: OrderStatusUpdate };

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
export async function decideOrder({ db, admin, orderId, update }: DecideOptions) {
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
    actor: { id: admin.id, name: admin.name, role: 'admin' },
    notes: notes ?? null,
    expected,
    shipment,
  });
  return { message: DONE[status], data };
}
