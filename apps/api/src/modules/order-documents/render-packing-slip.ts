import type { OrderDetail } from '@portal/contract';
import { dateOf, deliveryAddressOf, storeOf, textOf } from './format';
import {
  block,
  CONTENT_WIDTH,
  type Column,
  ensureRoom,
  fields,
  finish,
  font,
  MARGIN,
  newDocument,
  table,
} from './pdf-layout';

const COLUMNS: Column[] = [
  { header: 'SKU', width: 110 },
  { header: 'Product', width: 282 },
  { header: 'Quantity', width: 60, align: 'right' },
  { header: 'Packed', width: 60, align: 'right' },
];

/**
 * The packing slip of an order as a PDF, for the warehouse: where the goods go and what to pack,
 * with no prices; signed by whoever packed and checked it.
 */
export function renderPackingSlip(order: OrderDetail, today = new Date()): Promise<Buffer> {
  const doc = newDocument(`Packing slip ${order.order_number}`);
  font(doc, 22, true).text('PACKING SLIP', MARGIN, MARGIN);
  const left = block(doc, MARGIN, doc.y + 12, 250, 'Deliver to', [
    storeOf(order),
    deliveryAddressOf(order),
    ...(order.store_phone ? [`Phone: ${order.store_phone}`] : []),
  ]);
  const right = fields(doc, MARGIN + 300, MARGIN + 4, CONTENT_WIDTH - 300, [
    ['Order number', order.order_number],
    ['Order date', dateOf(order.created_at)],
    ['Printed', dateOf(today)],
    ['PO number', textOf(order.po_number)],
    ['Requested delivery', dateOf(order.requested_delivery_date)],
    ['Ordered by', order.user_name],
    ['Carrier', textOf(order.carrier)],
  ]);
  doc.x = MARGIN;
  doc.y = Math.max(left, right) + 20;
  const rows = order.items.map((line) => [textOf(line.sku), line.product_name, String(line.quantity), '']);
  table(doc, COLUMNS, rows);
  const units = order.items.reduce((sum, line) => sum + line.quantity, 0);
  ensureRoom(doc, 90);
  font(doc, 9, true).text(`${order.items.length} lines, ${units} units`, MARGIN, doc.y + 10);
  font(doc, 10).text(
    'Packed by: ______________________    Checked by: ______________________    Date: ____________',
    MARGIN,
    doc.y + 36,
    { width: CONTENT_WIDTH },
  );
  return finish(doc, `Packing slip · Order ${order.order_number}`);
}
