import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { OrderDetail, OrderItem } from '@portal/contract';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { call, type TestContext } from '../../../test/support/app';
import type { Member } from '../../../test/support/orders';
import { products } from '../../db/schema';

// Test helpers of the order documents: the text of a PDF, page by page, and an order to render.

const fonts = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text of every page of a PDF, each page's pieces joined by spaces. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: fonts,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages;
}

const line = (n: number): OrderItem => ({
  id: n,
  product_id: n,
  product_name:
    n % 7 === 0
      ? `Heavy duty stainless steel shelving unit, five shelves, ${n} of a long series of names that wrap`
      : `Part number ${n}`,
  display_name: null,
  sku: `BN-${String(n).padStart(4, '0')}`,
  category: null,
  brand: null,
  description: null,
  quantity: (n % 9) + 1,
  image_url: null,
  price: '1234.50',
  line_total: '2469.00',
});

/** An approved order of `lines` lines, as GET /orders/:id answers it, with no invoice number yet. */
export function sampleOrder(lines: number): OrderDetail {
  const items = Array.from({ length: lines }, (_, i) => line(i + 1));
  return {
    id: 1,
    order_number: 'ST0001-000042',
    status: 'approved',
    created_at: '2025-06-11T10:00:00.000Z',
    updated_at: '2025-06-11T10:00:00.000Z',
    items_count: lines,
    items,
    product_details: items,
    product_names: items.map((i) => i.product_name),
    subtotal: '493800.00',
    tax_amount: '40738.50',
    shipping_fee: '0.00',
    discount_amount: null,
    total_amount: '534538.50',
    notes: null,
    status_note: null,
    admin_notes: null,
    user_name: 'Nora Buyer',
    user_email: 'nora@example.test',
    user_phone: null,
    store_id: 'ST0001',
    store_name: 'Downtown Hardware',
    store_address: '12 Main St, Austin, TX 78701',
    store_phone: '512-555-0100',
    estimated_delivery: null,
    shipping_address: null,
    po_number: 'PO-1',
    requested_delivery_date: '2025-07-01',
    tax_rate: 8.25,
    carrier: null,
    tracking_number: null,
    tracking_url: null,
    shipped_at: null,
    delivered_at: null,
    invoice_number: null,
    approval_reason: null,
    restored_at: null,
    history: [],
  };
}

/** n products at once (one insert), with short SKUs `${prefix}-0001`… that print on one line. */
export async function makeProducts(t: TestContext, n: number, prefix: string, price = '12.50') {
  const values = Array.from({ length: n }, (_, i) => {
    const sku = `${prefix}-${String(i + 1).padStart(4, '0')}`;
    return { name: `Part ${sku}`, sku, model: sku, manufacturer: 'Acme', price, status: 1 };
  });
  return t.db.insert(products).values(values).returning();
}

/** A member's order of these products (quantity 1, 2, 3… by line), approved by the admin. */
export async function approvedOrder(
  t: TestContext,
  member: Member,
  adminToken: string,
  items: { id: number }[],
) {
  const placed = await call(t.app, member.token, {
    method: 'POST',
    url: '/api/orders',
    payload: { items: items.map((p, i) => ({ id: p.id, quantity: (i % 9) + 1 })) },
  });
  if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.body}`);
  const order = placed.json().data as { id: number; order_number: string; total_amount: string };
  const approved = await call(t.app, adminToken, {
    method: 'PUT',
    url: `/api/admin/orders/${order.id}/status`,
    payload: { status: 'approved' },
  });
  if (approved.statusCode !== 200) throw new Error(`approve failed: ${approved.body}`);
  return order;
}

/** The invoice number printed on a PDF's first page, as a number. */
export async function invoiceNumberIn(bytes: Uint8Array) {
  const [first = ''] = await pdfPages(bytes);
  const match = /INV-(\d{6})/.exec(first);
  if (!match) throw new Error('no invoice number on the invoice');
  return Number(match[1]);
}
