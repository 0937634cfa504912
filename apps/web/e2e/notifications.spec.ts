import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { A11yAudit, bearer, heading, navigate } from './a11y-helpers';
import {
  adminNav,
  apiToken,
  buyable,
  type Credentials,
  createStoreMember,
  expect,
  signIn,
  test,
} from './fixtures';

type Product = { id: number; price: number; status: number; stock_quantity: number | null };

/** A fresh member of the demo store and their new order, through the API. */
async function placeOrder(request: APIRequestContext) {
  const member = await createStoreMember(request);
  const headers = bearer(await apiToken(request, member));
  const list = await request.get('/api/products', { params: { page: 1, limit: 40 }, headers });
  expect(list.ok(), await list.text()).toBeTruthy();
  const product = ((await list.json()).data.products as Product[]).filter(buyable).at(-2);
  expect(product, 'a well-stocked product').toBeDefined();
  const placed = await request.post('/api/orders', {
    headers,
    data: {
      items: [{ id: product?.id, quantity: 1 }],
      shipping_address: {
        street: '5 Live Lane',
        city: 'Austin',
        state: 'TX',
        postal_code: '78701',
        country: 'USA',
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return { member, order: (await placed.json()).data as { id: number; order_number: string } };
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const unreadOf = async (page: Page) =>
  Number((await bell(page).getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

/** Opens a portal screen and waits until its live stream is connected. */
async function openLive(page: Page, path: string) {
  const connected = page.waitForResponse((r) => r.url().includes('/api/notifications/stream') && r.ok());
  await page.goto(path);
  await connected;
  // Set once: a reload would drop it, so its survival proves the updates came without one.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
}
const stillSamePage = (page: Page) => page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded);

/** The admin, signed in in a browser context of their own, on the order's detail page. */
async function adminOnOrder(browser: Browser, baseURL: string | undefined, orderId: number) {
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await signIn(admin, 'admin', `/admin/orders/${orderId}`);
  const statusCard = admin
    .getByRole('heading', { name: 'Order Status' })
    .locator('xpath=ancestor::*[@data-slot="card"][1]');
  await expect(statusCard).toBeVisible({ timeout: 30_000 });
  return { context, admin, statusCard };
}

/** The member signed in on My Orders with this order's details open (?order=ID), streaming. */
async function memberOnOrder(page: Page, member: Credentials, order: { id: number; order_number: string }) {
  await signIn(page, member);
  await openLive(page, `/store/orders?order=${order.id}`);
  const card = page.getByRole('article', { name: `Order #${order.order_number}` });
  await expect(card.getByRole('list', { name: 'Order progress' })).toBeVisible({ timeout: 30_000 });
  return card;
}

const toastOf = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test("the member's bell and My Orders follow an approval live; Mark all as read clears it", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const { member, order } = await placeOrder(request);
  const audit = new A11yAudit(page);
  const card = await memberOnOrder(page, member, order);
  await expect(card.getByText('PENDING', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // Another browser: the admin approves it with a note through the order's screen.
  const { context, admin, statusCard } = await adminOnOrder(browser, baseURL, order.id);
  await admin.getByRole('button', { name: 'Approve', exact: true }).click();
  const approve = admin.getByRole('dialog', { name: 'Approve Order' });
  await approve.getByLabel('Notes (Optional)').fill('Ships Monday');
  // Watched from now on: the member's toast is shown for a few seconds only.
  const memberToast = expect(toastOf(page, `Order ${order.order_number} approved`)).toBeVisible({
    timeout: 20_000,
  });
  await approve.getByRole('button', { name: 'Approve Order' }).click();
  await expect(toastOf(admin, 'Order approved successfully')).toBeVisible();
  await expect(statusCard).toContainText('Approved');
  await context.close();

  // The member's open page follows without a reload: bell, status, progress and the note.
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  const badge = page.getByTestId('notification-badge');
  expect(await badge.evaluate((el) => getComputedStyle(el, '::after').content)).toBe('"1"');
  await expect(card.getByText('APPROVED', { exact: true })).toBeVisible();
  await expect(card.getByText('Approval note:')).toBeVisible();
  await expect(card).toContainText('Approval note: Ships Monday');
  await expect(
    card.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]'),
  ).toContainText('Approved');
  await memberToast;
  expect(await stillSamePage(page)).toBe(true);

  await bell(page).click();
  await expect(panel(page)).toContainText(`Order ${order.order_number} approved`);
  await expect(panel(page)).toContainText('Note: Ships Monday');
  await expect(panel(page).getByRole('link').first()).toHaveAttribute(
    'href',
    `/store/orders?order=${order.id}`,
  );
  await audit.scan('notification panel, 1280 px', { within: '[role="dialog"]' });
  await page.setViewportSize({ width: 375, height: 740 });
  await audit.scan('notification panel, 375 px', { within: '[role="dialog"]' });
  await page.setViewportSize({ width: 1280, height: 720 });

  await panel(page).getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(panel(page).getByText('Unread', { exact: false })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(bell(page)).toBeFocused();
  // The entry opens My Orders with that order's details open.
  await bell(page).click();
  await panel(page).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/store/orders\\?order=${order.id}$`));
  await expect(page.getByRole('list', { name: 'Order progress' })).toBeVisible();
  audit.expectClean();
});

test("an admin's Cancel Order reaches the member's open order live, with the reason", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const { member, order } = await placeOrder(request);
  const approved = await request.put(`/api/admin/orders/${order.id}/status`, {
    headers: bearer(await apiToken(request)),
    data: { status: 'approved', expected_status: 'pending' },
  });
  expect(approved.ok(), await approved.text()).toBeTruthy();
  const card = await memberOnOrder(page, member, order);
  await expect(card.getByText('APPROVED', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

  const { context, admin, statusCard } = await adminOnOrder(browser, baseURL, order.id);
  const audit = new A11yAudit(admin);
  await statusCard.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Cancel Order' });
  await expect(dialog).toContainText('Are you sure you want to cancel this order?');
  await audit.scan('admin Cancel Order dialog, 1280 px', { within: '[role="dialog"]' });
  await admin.setViewportSize({ width: 375, height: 740 });
  await audit.scan('admin Cancel Order dialog, 375 px', { within: '[role="dialog"]' });
  await admin.setViewportSize({ width: 1280, height: 720 });
  await dialog.getByLabel('Reason for the customer (Optional)').fill('You phoned to call it off');
  const memberToast = expect(toastOf(page, `Order ${order.order_number} cancelled`)).toBeVisible({
    timeout: 20_000,
  });
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(toastOf(admin, 'Order cancelled successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(statusCard).toContainText('Cancelled');
  await expect(statusCard).toContainText('No actions');
  audit.expectClean();
  await context.close();

  await expect(page.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  await expect(card.getByText('CANCELLED', { exact: true })).toBeVisible();
  await expect(card).toContainText('Cancellation reason: You phoned to call it off');
  await expect(
    card.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]'),
  ).toContainText('Cancelled by the seller');
  await memberToast;
  expect(await stillSamePage(page)).toBe(true);

  await bell(page).click();
  await expect(panel(page)).toContainText(`Order ${order.order_number} cancelled`);
  await expect(panel(page)).toContainText('was cancelled by the seller. Note: You phoned to call it off');
});

test("the admin's bell counts a new order and the order list shows it without a reload", async ({
  page,
  request,
}) => {
  test.slow();
  await signIn(page, 'admin');
  await openLive(page, '/admin/orders');
  await expect(heading(page, 'Order Management')).toBeVisible({ timeout: 30_000 });
  await expect(bell(page)).toBeVisible();
  // Other tests place orders too: the count only has to grow.
  const before = await unreadOf(page);

  const { order } = await placeOrder(request);
  await expect.poll(() => unreadOf(page)).toBeGreaterThan(before);
  await expect(page.getByText(order.order_number).first()).toBeVisible();
  expect(await stillSamePage(page)).toBe(true);

  await bell(page).click();
  await expect(panel(page)).toContainText(`New order ${order.order_number}`);
  await expect(
    panel(page)
      .getByRole('link')
      .filter({ hasText: `New order ${order.order_number}` }),
  ).toHaveAttribute('href', `/admin/orders/${order.id}`);
});

test('the Outbox screen lists the e-mail and passes axe at 1280 and 375 px', async ({ page, request }) => {
  // A new order means e-mail to every admin (the preference is on by default).
  const { order } = await placeOrder(request);
  const audit = new A11yAudit(page);
  await signIn(page, 'admin');
  await navigate(page, adminNav, 'Outbox', 'Outbox');
  await expect(page.getByText('Without SMTP_URL set, e-mail waits here and nothing is sent.')).toBeVisible();
  const table = page.getByRole('table', { name: 'E-mail outbox' });
  // The outbox worker writes the e-mail within a few seconds: Refresh until it is there.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(table.getByText(`New order ${order.order_number}`).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await audit.scan('outbox, 1280 px');
  await page.setViewportSize({ width: 375, height: 740 });
  await audit.scan('outbox, 375 px');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  audit.expectClean();
});

test("the profile's 'E-mail me about orders' switch saves at once and stays saved", async ({
  page,
  request,
}) => {
  const member = await createStoreMember(request);
  await signIn(page, member, '/store/profile');
  const toggle = page.getByRole('switch', { name: 'E-mail me about orders' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Preferences saved' })).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'E-mail me about orders' })).not.toBeChecked();
});
