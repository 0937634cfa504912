import type { MemberOrder, OrderDetail, OrderHistoryEntry, OrderItem, OrderStatus } from '@portal/contract';

// Orders as the API answers them (issue 20: shipment, checkout details and history), for the
// order screens' tests; each test overrides what it is about.

export function makeOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 501,
    product_id: 101,
    product_name: 'iPhone 14 Battery',
    display_name: null,
    quantity: 3,
    image_url: null,
    price: '24.99',
    sku: 'BAT-IP14-01',
    category: 'iPhone 14',
    brand: 'Apple',
    description: null,
    line_total: '74.97',
    ...overrides,
  };
}

export function makeHistoryEntry(
  to: OrderStatus,
  at: string,
  overrides: Partial<OrderHistoryEntry> = {},
): OrderHistoryEntry {
  return {
    from_status: null,
    to_status: to,
    actor_name: to === 'pending' ? 'Jane Doe' : 'Ada Admin',
    actor_role: to === 'pending' ? 'user' : 'admin',
    notes: null,
    created_at: at,
    ...overrides,
  };
}

const PLACED_AT = '2026-11-20T10:15:00.000Z';
const APPROVED_AT = '2026-11-21T09:00:00.000Z';
const SHIPPED_AT = '2026-11-22T14:30:00.000Z';

/** A pending order of Jane Doe's for Harbor Repairs, with one line and a delivery address. */
export function makeOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const item = makeOrderItem();
  return {
    id: 41,
    order_number: 'ORD-100041',
    status: 'pending',
    created_at: PLACED_AT,
    updated_at: PLACED_AT,
    items_count: 1,
    items: [item],
    product_details: [item],
    product_names: [item.product_name],
    subtotal: '74.97',
    tax_amount: '6.18',
    shipping_fee: '15.00',
    discount_amount: null,
    total_amount: '96.15',
    notes: null,
    status_note: null,
    admin_notes: null,
    user_name: 'Jane Doe',
    user_email: 'jane@harbor.example',
    user_phone: null,
    store_id: 'ST0003',
    store_name: 'Harbor Repairs',
    store_address: '12 Dock Street, Austin, TX',
    store_phone: null,
    estimated_delivery: null,
    shipping_address: {
      street: '500 Main Street',
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
      country: 'USA',
    },
    po_number: 'PO-7731',
    requested_delivery_date: '2026-12-05',
    tax_rate: 8.25,
    carrier: null,
    tracking_number: null,
    tracking_url: null,
    shipped_at: null,
    delivered_at: null,
    invoice_number: null,
    restored_at: null,
    approval_reason: null,
    history: [makeHistoryEntry('pending', PLACED_AT)],
    ...overrides,
  };
}

/** The same order once approved. */
export function makeApprovedOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return makeOrderDetail({
    status: 'approved',
    updated_at: APPROVED_AT,
    invoice_number: 'INV-000041',
    history: [
      makeHistoryEntry('pending', PLACED_AT),
      makeHistoryEntry('approved', APPROVED_AT, { from_status: 'pending' }),
    ],
    ...overrides,
  });
}

/** The same order shipped with UPS, a tracking link and an estimated delivery date. */
export function makeShippedOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const approved = makeApprovedOrder();
  return {
    ...approved,
    status: 'shipped',
    updated_at: SHIPPED_AT,
    carrier: 'UPS',
    tracking_number: '1Z999AA10123456784',
    tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    shipped_at: SHIPPED_AT,
    estimated_delivery: '2026-11-25T00:00:00.000Z',
    history: [...approved.history, makeHistoryEntry('shipped', SHIPPED_AT, { from_status: 'approved' })],
    ...overrides,
  };
}

/** The order as the member's list (GET /orders) shows it. */
export function makeMemberOrder(detail: OrderDetail = makeOrderDetail()): MemberOrder {
  const { id, order_number, status, created_at, updated_at, store_name, items_count, total_amount } = detail;
  return {
    id,
    order_number,
    status,
    created_at,
    updated_at,
    store_name,
    items_count,
    total_amount,
    product_details: detail.product_details.map(
      ({ product_id, product_name, display_name, quantity, image_url, price }) => ({
        product_id,
        product_name,
        display_name,
        quantity,
        image_url,
        price,
      }),
    ),
    product_names: detail.product_names,
    notes: detail.notes,
    status_note: detail.status_note,
    admin_notes: detail.admin_notes,
    restored_at: detail.restored_at,
  };
}
