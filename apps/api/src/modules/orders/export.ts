import { and, desc, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { type Cell, csvStream } from '../../lib/csv-stream';

/** Orders per database page: each page and its lines are written before the next is read. */
const PAGE = 1000;

export const ORDER_CSV_COLUMNS = [
  'order_number',
  'created_at',
  'status',
  'store_code',
  'store_name',
  'member_name',
  'member_email',
  'po_number',
  'items_count',
  'subtotal',
  'tax_amount',
  'shipping_fee',
  'total_amount',
  'approval_reason',
  'carrier',
  'tracking_number',
  'shipped_at',
  'delivered_at',
] as const;

export const ORDER_LINE_CSV_COLUMNS = [
  'order_number',
  'created_at',
  'status',
  'store_code',
  'store_name',
  'member_email',
  'po_number',
  'sku',
  'product_name',
  'quantity',
  'unit_price',
  'line_total',
] as const;

/** An inclusive range of UTC days on the order date. */
export function orderDateRange(from: string | undefined, to: string | undefined): SQL | undefined {
  return and(
    from ? gte(orders.createdAt, sql`${from}::date`) : undefined,
    to ? lt(orders.createdAt, sql`${to}::date + 1`) : undefined,
  );
}

const orderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  status: orders.status,
  storeCode: orders.storeCode,
  storeName: orders.storeName,
  userName: orders.userName,
  userEmail: orders.userEmail,
  poNumber: orders.poNumber,
  itemsCount: orders.itemsCount,
  subtotal: orders.subtotal,
  taxAmount: orders.taxAmount,
  shippingFee: orders.shippingFee,
  totalAmount: orders.totalAmount,
  approvalReason: orders.approvalReason,
  carrier: orders.carrier,
  trackingNumber: orders.trackingNumber,
  shippedAt: orders.shippedAt,
  deliveredAt: orders.deliveredAt,
};
type OrderRow = { [K in keyof typeof orderColumns]: unknown } & { id: number };

/** Money as the database keeps it ('12.50'): a number in the spreadsheet, never a formula. */
const money = (value: unknown): Cell => (value === null || value === undefined ? null : Number(value));

async function* pagesOf(db: Db, where: SQL | undefined, lines: boolean): AsyncGenerator<Cell[][]> {
  let before: number | null = null;
  for (;;) {
    const rows = (await db
      .select(orderColumns)
      .from(orders)
      .where(and(where, before === null ? undefined : lt(orders.id, before)))
      .orderBy(desc(orders.id))
      .limit(PAGE)) as OrderRow[];
    if (rows.length === 0) return;
    if (!lines) {
      yield rows.map((o) => [
        o.orderNumber as string,
        o.createdAt as Date,
        o.status as string,
        o.storeCode as string | null,
        o.storeName as string | null,
        o.userName as string,
        o.userEmail as string,
        o.poNumber as string | null,
        o.itemsCount as number,
        money(o.subtotal),
        money(o.taxAmount),
        money(o.shippingFee),
        money(o.totalAmount),
        o.approvalReason as string | null,
        o.carrier as string | null,
        o.trackingNumber as string | null,
        o.shippedAt as Date | null,
        o.deliveredAt as Date | null,
      ]);
    } else {
      const items = await db
        .select({
          orderId: orderItems.orderId,
          sku: orderItems.sku,
          name: orderItems.productName,
          quantity: orderItems.quantity,
          unitPrice: orderItems.unitPrice,
          lineTotal: orderItems.lineTotal,
        })
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((o) => o.id),
          ),
        )
        .orderBy(desc(orderItems.orderId), orderItems.id);
      const byId = new Map(rows.map((o) => [o.id, o]));
      yield items.map((item) => {
        const o = byId.get(item.orderId) as OrderRow;
        return [
          o.orderNumber as string,
          o.createdAt as Date,
          o.status as string,
          o.storeCode as string | null,
          o.storeName as string | null,
          o.userEmail as string,
          o.poNumber as string | null,
          item.sku,
          item.name,
          item.quantity,
          money(item.unitPrice),
          money(item.lineTotal),
        ];
      });
    }
    if (rows.length < PAGE) return;
    before = (rows[rows.length - 1] as OrderRow).id;
  }
}

/**
 * Orders as CSV (issue 23), newest first: one row per order, or per order line with `lines`.
 * Streamed a page of 1,000 orders at a time (keyset on the id), so a million orders never sit in
 * memory; text cells that would start a spreadsheet formula are guarded (lib/csv-stream.ts).
 */
export function exportOrdersCsv(db: Db, where: SQL | undefined, lines: boolean) {
  return csvStream(lines ? ORDER_LINE_CSV_COLUMNS : ORDER_CSV_COLUMNS, pagesOf(db, where, lines));
}
