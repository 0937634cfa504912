import type { OrderDetail, Settings } from '@portal/contract';
import { DASH, dateOf, deliveryAddressOf, isZero, moneyOf, storeOf, textOf } from './format';
import {
  block,
  CONTENT_WIDTH,
  type Column,
  type Doc,
  ensureRoom,
  fields,
  finish,
  font,
  MARGIN,
  newDocument,
  table,
} from './pdf-layout';

/** What the invoice needs of the settings: the seller. */
export type Seller = Pick<Settings, 'company_name' | 'company_address' | 'company_tax_id'>;

const COLUMNS: Column[] = [
  { header: 'SKU', width: 92 },
  { header: 'Product', width: 214 },
  { header: 'Qty', width: 46, align: 'right' },
  { header: 'Unit price', width: 76, align: 'right' },
  { header: 'Line total', width: 84, align: 'right' },
];
const RIGHT_X = MARGIN + 300;
const RIGHT_WIDTH = CONTENT_WIDTH - 300;

function heading(doc: Doc, order: OrderDetail, seller: Seller, today: Date) {
  font(doc, 22, true).text('INVOICE', MARGIN, MARGIN);
  font(doc, 11, true).text(textOf(seller.company_name), MARGIN, doc.y + 6, { width: 280 });
  font(doc, 9);
  if (seller.company_address?.trim()) doc.text(seller.company_address.trim(), { width: 280 });
  if (seller.company_tax_id?.trim()) doc.text(`Tax ID: ${seller.company_tax_id.trim()}`, { width: 280 });
  const left = doc.y;
  const right = fields(doc, RIGHT_X, MARGIN + 4, RIGHT_WIDTH, [
    ['Invoice number', textOf(order.invoice_number)],
    ['Invoice date', dateOf(today)],
    ['Order number', order.order_number],
    ['Order date', dateOf(order.created_at)],
    ['PO number', textOf(order.po_number)],
    ['Requested delivery', dateOf(order.requested_delivery_date)],
  ]);
  const buyer = [storeOf(order), textOf(order.store_address), order.user_name, order.user_email];
  const top = Math.max(left, right) + 20;
  const billTo = block(doc, MARGIN, top, 250, 'Bill to', buyer);
  const shipTo = block(doc, RIGHT_X - 38, top, RIGHT_WIDTH + 38, 'Deliver to', [
    textOf(order.store_name),
    deliveryAddressOf(order),
  ]);
  doc.x = MARGIN;
  doc.y = Math.max(billTo, shipTo) + 20;
}

function totals(doc: Doc, order: OrderDetail) {
  const rows: [string, string][] = [['Subtotal', moneyOf(order.subtotal)]];
  if (order.discount_amount !== null && !isZero(order.discount_amount)) {
    rows.push(['Discount', `-${moneyOf(order.discount_amount)}`]);
  }
  rows.push([order.tax_rate === null ? 'Tax' : `Tax (${order.tax_rate}%)`, moneyOf(order.tax_amount)]);
  rows.push(['Shipping', moneyOf(order.shipping_fee)]);
  ensureRoom(doc, rows.length * 14 + 40);
  let y = doc.y + 10;
  for (const [label, value] of rows) {
    font(doc, 9).text(label, RIGHT_X, y, { width: 110 });
    doc.text(value, RIGHT_X + 110, y, { width: RIGHT_WIDTH - 110, align: 'right' });
    y += 14;
  }
  doc
    .moveTo(RIGHT_X, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.8)
    .strokeColor('black')
    .stroke();
  font(doc, 11, true).text('Total', RIGHT_X, y + 6, { width: 110 });
  doc.text(moneyOf(order.total_amount), RIGHT_X + 110, y + 6, { width: RIGHT_WIDTH - 110, align: 'right' });
}

/**
 * The invoice of an order as a PDF: the seller (the settings), the buyer (store and member), the
 * order's references, one row per line and the totals, all from the order's stored snapshots.
 * Pure: the invoice number is the one on `order` (the service assigns it first).
 */
export function renderInvoice(order: OrderDetail, seller: Seller, today = new Date()): Promise<Buffer> {
  const number = order.invoice_number ?? DASH;
  const doc = newDocument(`Invoice ${number}`);
  heading(doc, order, seller, today);
  const rows = order.items.map((line) => [
    textOf(line.sku),
    line.product_name,
    String(line.quantity),
    moneyOf(line.price),
    moneyOf(line.line_total),
  ]);
  table(doc, COLUMNS, rows);
  totals(doc, order);
  return finish(doc, `Invoice ${number} · Order ${order.order_number}`);
}
