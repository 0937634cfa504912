import { z } from 'zod';
import type { OrderStatus } from './enums';

/**
 * Printable order documents (issue 20): the invoice (members, their own orders; admins, any) and
 * the packing slip (admins), as PDF files to download.
 */
export const ORDER_DOCUMENT_TYPE = 'application/pdf';

/** Order statuses an invoice is made for; the packing slip, for orders still to be delivered. */
export const INVOICE_STATUSES = [
  'approved',
  'shipped',
  'completed',
] as const satisfies readonly OrderStatus[];
export const PACKING_SLIP_STATUSES = ['approved', 'shipped'] as const satisfies readonly OrderStatus[];

/** The answer of GET …/invoice.pdf and GET …/packing-slip.pdf: the document's bytes. */
export const PdfBytesSchema = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary', description: 'The document: application/pdf' });
