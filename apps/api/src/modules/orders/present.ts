import {
  type MemberOrder,
  type OrderDetail,
  type OrderHistoryEntry,
  type OrderItem,
  type OrderProductDetail,
  type OrderStatus,
  type Pagination,
  ShippingAddressSchema,
} from '@portal/contract';
import type { MemberOrderLineRow, MemberOrderPageRow } from './member-page-repository';
import type { OrderHistoryRow, OrderItemRow, OrderRow } from './repository';

// Rows to the spec's JSON shapes (section 3): snake_case, ISO dates, money as exact strings.

export function paginationOf(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}

const iso = (date: Date) => date.toISOString();

export function productDetailOf(item: MemberOrderLineRow): OrderProductDetail {
  return {
    product_id: item.productId,
    product_name: item.productName,
    display_name: item.displayName,
    quantity: item.quantity,
    image_url: item.imageUrl,
    price: item.unitPrice,
  };
}

function itemOf(item: OrderItemRow): OrderItem {
  return {
    id: item.id,
    ...productDetailOf(item),
    sku: item.sku,
    category: item.category,
    brand: item.brand,
    description: item.description,
    line_total: item.lineTotal,
  };
}

export const productNamesOf = (items: Pick<OrderItemRow, 'displayName' | 'productName'>[]) =>
  items.map((item) => item.displayName ?? item.productName);

const notesOf = (order: Pick<OrderRow, 'notes' | 'statusNote'>) => ({
  notes: order.notes,
  status_note: order.statusNote,
  admin_notes: order.statusNote,
});

const restoredAtOf = (order: Pick<OrderRow, 'restoredAt'>) => ({
  restored_at: order.restoredAt ? iso(order.restoredAt) : null,
});

export function memberOrderOf(
  order: Omit<MemberOrderPageRow, 'cursorAt' | 'items'>,
  items: MemberOrderLineRow[],
): MemberOrder {
  return {
    id: order.id,
    order_number: order.orderNumber,
    status: order.status as OrderStatus,
    created_at: iso(order.createdAt),
    updated_at: iso(order.updatedAt),
    store_name: order.storeName,
    items_count: order.itemsCount,
    total_amount: order.totalAmount,
    product_details: items.map(productDetailOf),
    product_names: productNamesOf(items),
    ...notesOf(order),
    ...restoredAtOf(order),
  };
}

function historyEntryOf(entry: OrderHistoryRow): OrderHistoryEntry {
  return {
    from_status: entry.fromStatus as OrderStatus | null,
    to_status: entry.toStatus as OrderStatus,
    actor_name: entry.actorName,
    actor_role: entry.actorRole,
    notes: entry.notes,
    created_at: iso(entry.createdAt),
  };
}

/** An invoice number as printed: INV-000042. */
export const invoiceNumberOf = (n: number) => `INV-${String(n).padStart(6, '0')}`;

export function orderDetailOf(
  order: OrderRow,
  items: OrderItemRow[],
  history: OrderHistoryRow[],
): OrderDetail {
  const lines = items.map(itemOf);
  const address = ShippingAddressSchema.safeParse(order.shippingAddress);
  return {
    id: order.id,
    order_number: order.orderNumber,
    status: order.status as OrderStatus,
    created_at: iso(order.createdAt),
    updated_at: iso(order.updatedAt),
    items_count: order.itemsCount,
    items: lines,
    product_details: lines,
    product_names: productNamesOf(items),
    subtotal: order.subtotal,
    tax_amount: order.taxAmount,
    shipping_fee: order.shippingFee,
    discount_amount: order.discountAmount,
    total_amount: order.totalAmount,
    ...notesOf(order),
    user_name: order.userName,
    user_email: order.userEmail,
    user_phone: order.userPhone,
    store_id: order.storeCode,
    store_name: order.storeName,
    store_address: order.storeAddress,
    store_phone: order.storePhone,
    estimated_delivery: order.estimatedDelivery ? iso(order.estimatedDelivery) : null,
    shipping_address: order.shippingAddress && address.success ? address.data : null,
    po_number: order.poNumber,
    requested_delivery_date: order.requestedDeliveryDate,
    tax_rate: order.taxRate === null ? null : Number(order.taxRate),
    carrier: order.carrier,
    tracking_number: order.trackingNumber,
    tracking_url: order.trackingUrl,
    shipped_at: order.shippedAt ? iso(order.shippedAt) : null,
    delivered_at: order.deliveredAt ? iso(order.deliveredAt) : null,
    invoice_number: order.invoiceNumber === null ? null : invoiceNumberOf(order.invoiceNumber),
    approval_reason: order.approvalReason,
    ...restoredAtOf(order),
    history: history.map(historyEntryOf),
  };
}
