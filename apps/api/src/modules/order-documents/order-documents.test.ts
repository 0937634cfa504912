import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { makeOrder } from '../../../test/support/factories';
import { type Member, signInAdmin, signInMember } from '../../../test/support/orders';
import { orders } from '../../db/schema';
import { renderInvoice } from './render-invoice';
import { approvedOrder, makeProducts, pdfPages, sampleOrder } from './test-support';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let member: Member;
let stranger: Member;
beforeAll(async () => {
  t = await createTestApp();
});
beforeAll(async () => {
  admin = await signInAdmin(t);
  member = await signInMember(t, { name: 'Nora Buyer' });
  stranger = await signInMember(t);
  const seller = {
    company_name: 'Acme Wholesale',
    company_address: '500 Supply Way',
    company_tax_id: '12-345',
  };
  const settings = { ...seller, tax_rate: 8.25, shipping_fee: 15, free_shipping_threshold: null };
  const res = await call(t.app, admin.token, {
    method: 'PUT',
    url: '/api/admin/settings',
    payload: settings,
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

const get = (token: string, url: string) => call(t.app, token, { method: 'GET', url });
const usd = (amount: string) =>
  `$${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const refusal = (message: string, error: string) => ({ success: false, message, error });

describe('the invoice', () => {
  it('gives the member their approved order as a PDF with the seller, PO number, lines and totals', async () => {
    const items = await makeProducts(t, 2, 'INVA');
    const order = await approvedOrder(t, member, admin.token, items);
    const address = { street: '1 Dock Rd', city: 'Austin', state: 'TX', postal_code: '78702', country: 'US' };
    await t.db
      .update(orders)
      .set({ poNumber: 'PO-7788', shippingAddress: address })
      .where(eq(orders.id, order.id));

    const res = await get(member.token, `/api/orders/${order.id}/invoice.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${order.order_number}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = (await pdfPages(res.rawPayload)).join('\n');
    for (const part of [order.order_number, 'PO-7788', 'Acme Wholesale', 'Tax ID: 12-345', '1 Dock Rd'])
      expect(text).toContain(part);
    for (const part of [items[1]!.sku, 'Tax (8.25%)', usd(order.total_amount), 'Page 1 of 1'])
      expect(text).toContain(part);
    const number = /INV-\d{6}/.exec(text)?.[0];
    expect(number).toBeDefined();

    // The number is kept: the order shows it, and every later download prints it again.
    const detail = await get(member.token, `/api/orders/${order.id}`);
    expect(detail.json().data.invoice_number).toBe(number);
    for (const [token, url] of [
      [member.token, `/api/user/orders/${order.id}/invoice.pdf`],
      [admin.token, `/api/admin/orders/${order.id}/invoice.pdf`],
    ] as const) {
      const again = await get(token, url);
      expect((await pdfPages(again.rawPayload)).join('\n'), url).toContain(number);
    }
  });

  it('is refused (409) until the order is approved, and numbers nothing', async () => {
    const pending = await makeOrder(t.db, { userId: member.user.id, status: 'pending' });
    for (const [token, url] of [
      [member.token, `/api/orders/${pending.id}/invoice.pdf`],
      [admin.token, `/api/admin/orders/${pending.id}/invoice.pdf`],
    ] as const) {
      const res = await get(token, url);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(refusal('An invoice is available once the order is approved', 'CONFLICT'));
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, pending.id));
    expect(row!.invoiceNumber).toBeNull();
    const completed = await makeOrder(t.db, { userId: member.user.id, status: 'completed' });
    expect((await get(member.token, `/api/orders/${completed.id}/invoice.pdf`)).statusCode).toBe(200);
  });

  it("is not found for another member's order or one the member deleted from their list", async () => {
    const theirs = await makeOrder(t.db, { userId: stranger.user.id, status: 'approved' });
    const hidden = await makeOrder(t.db, {
      userId: member.user.id,
      status: 'rejected',
      hiddenByMemberAt: new Date(),
    });
    for (const url of [`/api/orders/${theirs.id}/invoice.pdf`, `/api/user/orders/${hidden.id}/invoice.pdf`]) {
      const res = await get(member.token, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual(refusal('Order not found', 'NOT_FOUND'));
    }
  });

  it('keeps store members out of the admin documents (403)', async () => {
    const order = await makeOrder(t.db, { userId: member.user.id, status: 'approved' });
    for (const doc of ['invoice', 'packing-slip'])
      expect((await get(member.token, `/api/admin/orders/${order.id}/${doc}.pdf`)).statusCode).toBe(403);
  });

  it('continues a 200-line order on more pages, header repeated, every SKU printed', async () => {
    const items = await makeProducts(t, 200, 'BIG');
    const order = await approvedOrder(t, member, admin.token, items);
    const res = await get(admin.token, `/api/admin/orders/${order.id}/invoice.pdf`);
    const pages = await pdfPages(res.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page).toContain('Line total');
    });
    const text = pages.join('\n');
    for (const item of items) expect(text).toContain(item.sku);
    expect(pages.at(-1)).toContain(usd(order.total_amount));

    const sample = sampleOrder(200);
    const started = performance.now();
    const bytes = await renderInvoice(
      { ...sample, invoice_number: 'INV-000001' },
      { company_name: 'Acme', company_address: null, company_tax_id: null },
    );
    const ms = performance.now() - started;
    console.info(
      `renderInvoice, 200 lines: ${ms.toFixed(1)} ms, ${(await pdfPages(bytes)).length} pages, ${bytes.length} bytes`,
    );
  });
});

describe('the packing slip', () => {
  it('lists SKUs and quantities with no prices, and room to sign', async () => {
    const items = await makeProducts(t, 3, 'SLIP', '1999.99');
    const order = await approvedOrder(t, member, admin.token, items);
    await t.db.update(orders).set({ poNumber: 'PO-5150' }).where(eq(orders.id, order.id));
    const res = await get(admin.token, `/api/admin/orders/${order.id}/packing-slip.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="packing-slip-${order.order_number}.pdf"`,
    );
    const text = (await pdfPages(res.rawPayload)).join('\n');
    for (const [i, item] of items.entries())
      expect(text).toMatch(new RegExp(`${item.sku}\\s+Part ${item.sku}\\s+${i + 1}\\b`));
    for (const part of [order.order_number, 'PO-5150', 'Packed by', 'Checked by'])
      expect(text).toContain(part);
    expect(text).not.toContain('$');
  });

  it('is only for approved or shipped orders', async () => {
    for (const status of ['pending', 'completed', 'cancelled']) {
      const order = await makeOrder(t.db, { userId: member.user.id, status });
      const res = await get(admin.token, `/api/admin/orders/${order.id}/packing-slip.pdf`);
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toEqual(
        refusal('A packing slip is available for approved or shipped orders', 'CONFLICT'),
      );
    }
  });
});
