import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { A11yAudit, bearer } from './a11y-helpers';
import { apiToken, createStoreMember, expect, signIn, test } from './fixtures';

type Product = { id: number; name: string; price: number; status: number; stock_quantity: number | null };

const ADDRESS = {
  street: '77 Harbor Road',
  city: 'Portland',
  state: 'OR',
  postal_code: '97201',
  country: 'USA',
};
const TRACKING_URL = 'https://www.ups.com/track?tracknum=1Z999';

/** A fresh member of the demo store and their order with a PO number and an address, through the API. */
async function placeOrder(request: APIRequestContext) {
  const member = await createStoreMember(request);
  const headers = bearer(await apiToken(request, member));
  const list = await request.get('/api/products', { params: { page: 1, limit: 40 }, headers });
  expect(list.ok(), await list.text()).toBeTruthy();
  // The last well-stocked product of the page: other specs order the first ones and use up their stock.
  const product = ((await list.json()).data.products as Product[])
    .filter((p) => p.status === 1 && p.price > 0 && (p.stock_quantity === null || p.stock_quantity >= 10))
    .at(-1);
  expect(product, 'a well-stocked product').toBeDefined();
  const placed = await request.post('/api/orders', {
    headers,
    data: {
      items: [{ id: product?.id, quantity: 2 }],
      po_number: 'PO-FUL-1',
      shipping_address: ADDRESS,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).data as { id: number; order_number: string };
  return { member, order };
}

const statusCard = (page: Page) =>
  page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: 'Order Status' }) });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const progress = (page: Page) => page.getByRole('list', { name: 'Order progress' });
const step = (page: Page, name: string) =>
  progress(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });

test('the admin approves, ships and delivers an order; the member follows it and gets the invoice', async ({
  page,
  request,
}) => {
  // Two portals, four status changes and four axe scans on a shared machine.
  test.slow();
  const { member, order } = await placeOrder(request);
  const audit = new A11yAudit(page);

  // The admin approves it as before.
  await signIn(page, 'admin', `/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.order_number}` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('PO-FUL-1')).toBeVisible();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Approve Order' })
    .getByRole('button', { name: 'Approve Order' })
    .click();
  await expect(statusCard(page)).toContainText('Approved');
  await expect(statusCard(page).getByRole('button', { name: 'Packing Slip' })).toBeVisible();

  // Mark as Shipped: the dialog, checked by axe on a desktop and on a phone.
  await page.getByRole('button', { name: 'Mark as Shipped' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as Shipped' });
  await expect(dialog.getByLabel('Carrier')).toBeFocused();
  await audit.scan('ship dialog, 1280 px');
  await page.setViewportSize({ width: 375, height: 740 });
  await audit.scan('ship dialog, 375 px');
  await page.setViewportSize({ width: 1280, height: 720 });

  await dialog.getByLabel('Carrier').fill('UPS');
  await dialog.getByLabel('Tracking number').fill('1Z999');
  await dialog.getByLabel('Tracking link').fill(TRACKING_URL);
  await dialog.getByLabel('Estimated delivery').fill('2030-01-15');
  const put = page.waitForRequest((req) => req.method() === 'PUT');
  await dialog.getByRole('button', { name: 'Mark as Shipped' }).click();
  expect((await put).postDataJSON()).toMatchObject({
    status: 'shipped',
    carrier: 'UPS',
    tracking_number: '1Z999',
    tracking_url: TRACKING_URL,
    estimated_delivery: '2030-01-15',
    expected_status: 'approved',
  });
  await expect(toast(page, 'Order marked as shipped')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(statusCard(page)).toContainText('Shipped');
  await expect(step(page, 'Shipped')).toContainText('UPS');
  await expect(step(page, 'Shipped').getByRole('link', { name: /Track shipment/ })).toHaveAttribute(
    'href',
    TRACKING_URL,
  );

  // Mark as Delivered, with a note.
  await page.getByRole('button', { name: 'Mark as Delivered' }).click();
  const deliver = page.getByRole('dialog', { name: 'Mark as Delivered' });
  await deliver.getByLabel('Notes (Optional)').fill('Signed for at the front desk');
  await deliver.getByRole('button', { name: 'Mark as Delivered' }).click();
  await expect(toast(page, 'Order marked as delivered')).toBeVisible();
  await expect(statusCard(page)).toContainText('Completed');
  await expect(statusCard(page)).toContainText('No actions');

  // The member opens the order in My Orders: the timeline, the PO number and the address.
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, member, '/store/orders');
  const card = page.getByRole('article', { name: `Order #${order.order_number}` });
  await expect(card.getByText('COMPLETED', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Order details' }).click();
  await expect(step(page, 'Shipped')).toContainText('UPS');
  await expect(step(page, 'Shipped')).toContainText('1Z999');
  await expect(step(page, 'Delivered')).toHaveAttribute('aria-current', 'step');
  await expect(step(page, 'Delivered')).toContainText('Estimated delivery: Jan 15, 2030');
  await expect(card).toContainText('PO-FUL-1');
  await expect(card).toContainText('77 Harbor Road');
  await expect(card).toContainText('Portland, OR 97201');
  await audit.scan('my order with its timeline, 1280 px');
  await page.setViewportSize({ width: 375, height: 740 });
  await audit.scan('my order with its timeline, 375 px');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The invoice is a real PDF, saved under the server's name.
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download Invoice' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await readFile(await download.path());
  expect(file.byteLength).toBeGreaterThan(1000);
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');

  audit.expectClean();
});
