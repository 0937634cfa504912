import { INVOICE_STATUSES, type OrderStatus, PACKING_SLIP_STATUSES } from '@portal/contract';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/app-error';
import { getOrderDetail } from '../orders';
import { getSettings } from '../settings';
import { fileNameOf, invoiceNumberOf } from './format';
import { renderInvoice } from './render-invoice';
import { renderPackingSlip } from './render-packing-slip';
import { takeInvoiceNumber } from './repository';

export const NO_INVOICE_YET = 'An invoice is available once the order is approved';
export const NO_PACKING_SLIP = 'A packing slip is available for approved or shipped orders';

export type OrderDocument = { fileName: string; bytes: Buffer };

const isOneOf = (statuses: readonly OrderStatus[], status: OrderStatus) => statuses.includes(status);

/**
 * The invoice of an order; ownerId limits it to that member's visible orders (404 otherwise, as
 * GET /orders/:id). The first invoice of an order takes its invoice number, kept for ever after.
 */
export async function invoiceOf({ db, orderId, ownerId }: { db: Db; orderId: number; ownerId?: number }) {
  const order = await getOrderDetail({ db, orderId, ownerId });
  if (!isOneOf(INVOICE_STATUSES, order.status)) throw conflict(NO_INVOICE_YET);
  let invoiceNumber = order.invoice_number;
  if (invoiceNumber === null) {
    const taken = await takeInvoiceNumber(db, order.id);
    // The order left the approved statuses between the read and the numbering.
    if (taken === null) throw conflict(NO_INVOICE_YET);
    invoiceNumber = invoiceNumberOf(taken);
  }
  const seller = await getSettings(db);
  const bytes = await renderInvoice({ ...order, invoice_number: invoiceNumber }, seller);
  return { fileName: fileNameOf('invoice', order.order_number), bytes } satisfies OrderDocument;
}

/** The packing slip of any order (admins), while it is still to be delivered. */
export async function packingSlipOf({ db, orderId }: { db: Db; orderId: number }) {
  const order = await getOrderDetail({ db, orderId });
  if (!isOneOf(PACKING_SLIP_STATUSES, order.status)) throw conflict(NO_PACKING_SLIP);
  const bytes = await renderPackingSlip(order);
  return { fileName: fileNameOf('packing-slip', order.order_number), bytes } satisfies OrderDocument;
}
