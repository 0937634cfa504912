import { z } from 'zod';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from './cart';
import { checkoutFields, isoDate } from './checkout';
import { envelope, NO_NUL_MESSAGE, noNul, optionalText, PaginationSchema, pageQuery } from './common';
import { OrderStatusSchema } from './enums';

export const ORDER_PAGE_SIZE = 10;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
export const ORDER_NOTES_MAX_LENGTH = 1000;
/** Most distinct products one POST /orders may carry. */
export const ORDER_ITEMS_MAX = 200;

// The screens send no status for "All Orders"; 'all' and blank mean the same.
const statusFilter = z
  .enum([...OrderStatusSchema.options, 'all', ''], {
    error: `status must be one of: ${OrderStatusSchema.options.join(', ')}`,
  })
  .optional()
  .transform((value) => (value === 'all' || value === '' ? undefined : value));

/**
 * Issue 24: a position in an order list, `<created_at in microseconds since 1970>.<id>` as
 * pagination.next_cursor / prev_cursor gave it. `after` reads the page after it (older orders),
 * `before` the page before it: any page as fast as the first, where an offset reads every order
 * before it. The page number still names the page; without a cursor it is read by offset.
 */
export type OrderCursor = { at: string; id: number };
const cursorParam = (field: string) =>
  z
    .string()
    .regex(/^\d{1,17}\.\d{1,10}$/, `${field} must be a cursor from a previous page`)
    .transform((value): OrderCursor => {
      const [at = '0', id = '0'] = value.split('.');
      return { at, id: Number(id) };
    })
    .refine((cursor) => cursor.id <= 2147483647, `${field} must be a cursor from a previous page`)
    .optional();
const cursorQuery = { after: cursorParam('after'), before: cursorParam('before') };
const oneCursor = { message: 'before: give after or before, not both', path: ['before'] };

/** GET /orders: the member's own orders, newest first. */
export const MemberOrderListQuerySchema = pageQuery(ORDER_PAGE_SIZE)
  .extend({ status: statusFilter, ...cursorQuery })
  .refine((q) => !(q.after && q.before), oneCursor);
export type MemberOrderListQuery = z.input<typeof MemberOrderListQuerySchema>;
export type MemberOrderListFilters = z.output<typeof MemberOrderListQuerySchema>;

const exportDate = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    // Round trip: Date.parse takes 2031-02-30 as 2 March, the database refuses it.
    .refine((v) => {
      const time = Date.parse(`${v}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === v;
    }, `${label} must be a real date`)
    .optional();

/** The admin order list's filters, shared by the list and its CSV export (issue 24). */
const adminOrderFilters = {
  status: statusFilter,
  search: optionalText(200),
  store_id: z.coerce
    .number({ error: 'store_id must be a store id' })
    .int('store_id must be a whole number')
    .positive('store_id must be a positive number')
    .max(2147483647, 'store_id is too large')
    .optional(),
  from: exportDate('from'),
  to: exportDate('to'),
};
const rangeInOrder = {
  message: 'to must not be before from',
  path: ['to'],
};
const rangeOk = (q: { from?: string; to?: string }) => !(q.from && q.to && q.to < q.from);

/**
 * GET /admin/orders: search matches order number, store name, member name or e-mail; store_id and
 * the inclusive UTC days from and to narrow it (issue 24).
 */
export const AdminOrderListQuerySchema = pageQuery(ORDER_PAGE_SIZE)
  .extend({ ...adminOrderFilters, ...cursorQuery })
  .refine(rangeOk, rangeInOrder)
  .refine((q) => !(q.after && q.before), oneCursor);
export type AdminOrderListQuery = z.input<typeof AdminOrderListQuerySchema>;

/** Issue 23 CSV exports of orders: a date range (inclusive UTC days) and one row per line or per order. */
const exportRange = {
  from: exportDate('from'),
  to: exportDate('to'),
  lines: z
    .enum(['true', 'false'], { error: 'lines must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
};

/** GET /admin/orders/export: the list's filters (status, search, store, from, to) plus lines. */
export const AdminOrderExportQuerySchema = z
  .object({ ...exportRange, ...adminOrderFilters })
  .refine(rangeOk, rangeInOrder);
export type AdminOrderExportQuery = z.input<typeof AdminOrderExportQuerySchema>;

/** GET /orders/export: the member's own orders, with their list's status filter. */
export const MemberOrderExportQuerySchema = z.object({ status: statusFilter, ...exportRange });
export type MemberOrderExportQuery = z.input<typeof MemberOrderExportQuerySchema>;
export type AdminOrderListFilters = z.output<typeof AdminOrderListQuerySchema>;

const orderNotes = optionalText(ORDER_NOTES_MAX_LENGTH).nullable();

const shipmentText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .refine(noNul, `${field} ${NO_NUL_MESSAGE}`);

/**
 * PUT /admin/orders/{id}/status. Blank notes count as none. Shipping (issue 20) names the carrier
 * and tracking number, optionally a tracking link (http or https) and the estimated delivery date.
 */
export const OrderStatusUpdateBodySchema = z
  .object({
    status: z.enum(['approved', 'rejected', 'shipped', 'completed', 'cancelled'], {
      error: 'status must be approved, rejected, shipped, completed or cancelled',
    }),
    notes: orderNotes,
    carrier: shipmentText('carrier', 60).optional(),
    tracking_number: shipmentText('tracking_number', 100).optional(),
    tracking_url: shipmentText('tracking_url', 500)
      .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'tracking_url must be an http or https link')
      .transform((v) => v || null)
      .nullish(),
    estimated_delivery: isoDate('estimated_delivery').nullish(),
    /**
     * Optional: the status the admin saw on screen. When the order has changed since (another
     * admin decided first), the answer is 409 instead of acting on a status the admin never saw.
     */
    expected_status: z
      .enum(OrderStatusSchema.options, {
        error: `expected_status must be one of: ${OrderStatusSchema.options.join(', ')}`,
      })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status !== 'shipped') return;
    if (!body.carrier)
      ctx.addIssue({ code: 'custom', path: ['carrier'], message: 'carrier is required to ship' });
    if (!body.tracking_number)
      ctx.addIssue({
        code: 'custom',
        path: ['tracking_number'],
        message: 'tracking_number is required to ship',
      });
  });

export type OrderStatusUpdateBody = z.input<typeof OrderStatusUpdateBodySchema>;
export type OrderStatusUpdate = z.output<typeof OrderStatusUpdateBodySchema>;

/**
 * Header of both order-placing calls: a retried or double-clicked checkout with the same key
 * returns the first order instead of placing a second one.
 */
export const IdempotencyHeadersSchema = z
  .object({ 'idempotency-key': optionalText(IDEMPOTENCY_KEY_MAX_LENGTH) })
  .loose();

/**
 * POST /orders/from-cart. The order is built from the cart stored on the server, for the member's
 * own store: store_id and products are accepted for compatibility with the spec and ignored.
 */
export const CheckoutBodySchema = z
  .object({
    store_id: z.unknown().optional(),
    products: z.unknown().optional(),
    notes: orderNotes,
    ...checkoutFields,
  })
  // A request without a body is fine: nothing in it is needed.
  .nullish();
export type CheckoutBody = z.input<typeof CheckoutBodySchema>;

const productId = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, 'id must be a number').transform(Number)])
  .pipe(z.number().int('id must be a whole number').positive('id must be a positive number').max(2147483647));
const quantityRange = `quantity must be between ${CART_QUANTITY_MIN} and ${CART_QUANTITY_MAX}`;

/** POST /orders: explicit items. Prices and the store come from the server; price is ignored. */
export const CreateOrderBodySchema = z.object({
  items: z
    .array(
      z.object({
        id: productId,
        quantity: z
          .number('quantity must be a number')
          .int('quantity must be a whole number')
          .min(CART_QUANTITY_MIN, quantityRange)
          .max(CART_QUANTITY_MAX, quantityRange),
        price: z.unknown().optional(),
      }),
      'items must be a list of products',
    )
    .min(1, 'items must contain at least one product')
    .max(ORDER_ITEMS_MAX, `items must contain at most ${ORDER_ITEMS_MAX} products`),
  store_id: z.unknown().optional(),
  notes: orderNotes,
  ...checkoutFields,
});
export type CreateOrderBody = z.input<typeof CreateOrderBodySchema>;

/** Money fields are exact decimal strings such as '70.99'. */
const money = z.string();

export const OrderPlacedSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: OrderStatusSchema,
  total_amount: money,
  /** Number of lines (distinct products) of the order. */
  items_count: z.number().int(),
});
export type OrderPlaced = z.infer<typeof OrderPlacedSchema>;
export const OrderPlacedResponseSchema = envelope(OrderPlacedSchema);
export type OrderPlacedResponse = z.infer<typeof OrderPlacedResponseSchema>;

/** One line of an order as the member's list shows it; product_id is null once the product is deleted. */
export const OrderProductDetailSchema = z.object({
  product_id: z.number().int().nullable(),
  product_name: z.string(),
  display_name: z.string().nullable(),
  quantity: z.number().int(),
  image_url: z.string().nullable(),
  price: money,
});
export type OrderProductDetail = z.infer<typeof OrderProductDetailSchema>;

/** One line of an order in the detail view: snapshots taken when the order was placed. */
export const OrderItemSchema = OrderProductDetailSchema.extend({
  id: z.number().int(),
  sku: z.string().nullable(),
  category: z.string().nullable(),
  brand: z.string().nullable(),
  description: z.string().nullable(),
  line_total: money,
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** notes: given when ordering; status_note and admin_notes: the latest admin decision note. */
const orderNoteFields = {
  notes: z.string().nullable(),
  status_note: z.string().nullable(),
  admin_notes: z.string().nullable(),
};

/**
 * When the member put the (cancelled or rejected) order back in the cart; null until then. A
 * restored order is final: it cannot be restored again nor approved.
 */
const restoredAt = { restored_at: z.string().nullable() };

export const MemberOrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: OrderStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  store_name: z.string().nullable(),
  items_count: z.number().int(),
  total_amount: money,
  product_details: z.array(OrderProductDetailSchema),
  product_names: z.array(z.string()),
  ...orderNoteFields,
  ...restoredAt,
});
export type MemberOrder = z.infer<typeof MemberOrderSchema>;
/**
 * The spec's pagination plus issue 24's: the cursors of the next and previous pages (left out
 * when there is none to read; send one back as after or before), and total_is_estimate when a search matched more orders than are
 * counted (the total is then the least there are: 'N+ orders').
 */
export const OrderPaginationSchema = PaginationSchema.extend({
  next_cursor: z.string().optional(),
  prev_cursor: z.string().optional(),
  total_is_estimate: z.boolean().optional(),
});
export type OrderPagination = z.infer<typeof OrderPaginationSchema>;
export const MemberOrderListResponseSchema = envelope(
  z.object({ orders: z.array(MemberOrderSchema), pagination: OrderPaginationSchema }),
);
export type MemberOrderListResponse = z.infer<typeof MemberOrderListResponseSchema>;

export const AdminOrderListItemSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  store_name: z.string().nullable(),
  items_count: z.number().int(),
  product_names: z.array(z.string()),
  total_amount: money,
  status: OrderStatusSchema,
  created_at: z.string(),
});
export type AdminOrderListItem = z.infer<typeof AdminOrderListItemSchema>;
export const AdminOrderListResponseSchema = envelope(
  z.object({ orders: z.array(AdminOrderListItemSchema), pagination: OrderPaginationSchema }),
);
export type AdminOrderListResponse = z.infer<typeof AdminOrderListResponseSchema>;

export const OrderHistoryEntrySchema = z.object({
  /** null for the entry that placed the order. */
  from_status: OrderStatusSchema.nullable(),
  to_status: OrderStatusSchema,
  actor_name: z.string().nullable(),
  /** 'admin' or 'user' (the member). */
  actor_role: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntrySchema>;

export const ShippingAddressSchema = z.object({
  street: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  postal_code: z.string().nullish(),
  country: z.string().nullish(),
});
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

/** GET /admin/orders/{id} and the member's GET /orders/{id}; items and product_details are the same. */
export const OrderDetailSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: OrderStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  items_count: z.number().int(),
  items: z.array(OrderItemSchema),
  product_details: z.array(OrderItemSchema),
  product_names: z.array(z.string()),
  subtotal: money,
  tax_amount: money.nullable(),
  shipping_fee: money.nullable(),
  discount_amount: money.nullable(),
  total_amount: money,
  ...orderNoteFields,
  user_name: z.string(),
  user_email: z.string(),
  user_phone: z.string().nullable(),
  /** Store code, e.g. ST0003 (snapshot taken when the order was placed). */
  store_id: z.string().nullable(),
  store_name: z.string().nullable(),
  store_address: z.string().nullable(),
  store_phone: z.string().nullable(),
  estimated_delivery: z.string().nullable(),
  shipping_address: ShippingAddressSchema.nullable(),
  // Issue 20: the buyer's PO number and wished date, the rate taxed, the shipment, the invoice.
  po_number: z.string().nullable(),
  requested_delivery_date: z.string().nullable(),
  tax_rate: z.number().nullable(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  invoice_number: z.string().nullable(),
  /**
   * Issue 22: why the order was approved at once or left pending by the store's approval rules
   * ('Auto-approved: total $84.00 is under the store limit of $100.00'); null when no rule applied.
   */
  approval_reason: z.string().nullable(),
  ...restoredAt,
  history: z.array(OrderHistoryEntrySchema),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;
export const OrderDetailResponseSchema = envelope(OrderDetailSchema);
export type OrderDetailResponse = z.infer<typeof OrderDetailResponseSchema>;

/** Answer of a status change: admin approve/reject and member cancel. */
export const OrderStatusChangeSchema = z.object({
  id: z.number().int(),
  status: OrderStatusSchema,
  updated_at: z.string(),
});
export type OrderStatusChange = z.infer<typeof OrderStatusChangeSchema>;
export const OrderStatusChangeResponseSchema = envelope(OrderStatusChangeSchema);
export type OrderStatusChangeResponse = z.infer<typeof OrderStatusChangeResponseSchema>;

/** POST /orders/{id}/restore-to-cart: lines put back, and lines whose product is gone or out of stock. */
export const OrderRestoreSchema = z.object({ restored: z.number().int(), skipped: z.number().int() });
export type OrderRestore = z.infer<typeof OrderRestoreSchema>;
export const OrderRestoreResponseSchema = envelope(OrderRestoreSchema);
export type OrderRestoreResponse = z.infer<typeof OrderRestoreResponseSchema>;

/** DELETE /orders/{id}: the order leaves the member's list; admins still see it. */
export const OrderHiddenSchema = z.object({ id: z.number().int() });
export type OrderHidden = z.infer<typeof OrderHiddenSchema>;
export const OrderHiddenResponseSchema = envelope(OrderHiddenSchema);
export type OrderHiddenResponse = z.infer<typeof OrderHiddenResponseSchema>;
