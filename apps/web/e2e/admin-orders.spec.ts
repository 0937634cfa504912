import type { APIRequestContext, Page } from '@playwright/test';
import { axeFor } from './a11y-helpers';
import {
  adminNav,
  apiToken,
  buyable,
  createMember,
  expect,
  fakeToken,
  signIn,
  storedToken,
  test,
} from './fixtures';

type Product = { id: number; name: string; price: number };
type PlacedOrder = { id: number; order_number: string; total_amount: string; items_count: number };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const money = (value: number | string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(value));

/**
 * A fresh member of a real store with a filled cart, through the API as the store portal does.
 * Each test gets its own member and order, so parallel tests never share one.
 */
async function memberWithCart(request: APIRequestContext, lines: number[]) {
  const member = await createMember(request);
  const admin = await apiToken(request);
  const stores = await request.get('/api/admin/stores?limit=1&status=active', { headers: bearer(admin) });
  const store = (await stores.json()).data.stores[0] as { id: number; name: string; store_id: string };
  const assigned = await request.post('/api/admin/users/assign-store', {
    headers: bearer(admin),
    data: { userId: member.record.id, storeId: store.id },
  });
  expect(assigned.ok(), await assigned.text()).toBeTruthy();

  const token = await apiToken(request, member);
  const list = await request.get('/api/products?limit=24', { headers: bearer(token) });
  const products = ((await list.json()).data.products as (Product & { status: number })[]).filter(buyable);
  const bought = lines.map((quantity, index) => ({ product: products[index] as Product, quantity }));
  for (const { product, quantity } of bought) {
    const added = await request.post('/api/user/cart', {
      headers: bearer(token),
      data: { product_id: product.id, quantity },
    });
    expect(added.ok(), await added.text()).toBeTruthy();
  }
  return { member, token, store, bought };
}

/** A fresh member's order, placed through the API (POST /api/orders/from-cart). */
async function placeOrder(request: APIRequestContext, lines: number[] = [2, 1]) {
  const buyer = await memberWithCart(request, lines);
  const checkout = await request.post('/api/orders/from-cart', { headers: bearer(buyer.token), data: {} });
  expect(checkout.status(), await checkout.text()).toBe(201);
  return { ...buyer, order: (await checkout.json()).data as PlacedOrder };
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
const statusCard = (page: Page) =>
  page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: 'Order Status' }) });

async function openOrders(page: Page) {
  await signIn(page, 'admin');
  // The layout loads lazily: wait for it before looking for the phone menu.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible({
    timeout: 30_000,
  });
  const menu = page.getByRole('button', { name: 'Open navigation menu' });
  if (await menu.isVisible()) await menu.click();
  await adminNav(page).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible({
    timeout: 30_000,
  });
}

async function openOrder(page: Page, id: number, orderNumber: string) {
  await signIn(page, 'admin', `/admin/orders/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` })).toBeVisible({
    timeout: 30_000,
  });
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(text);
}

test.describe('admin order list', () => {
  test('shows 10 orders a page with the count, the range and up to 5 page buttons', async ({ page }) => {
    await openOrders(page);
    await expect(page.getByText('Review and manage customer orders')).toBeVisible();
    const header = page.getByRole('heading', { level: 2, name: /^Orders \(\d+\)$/ });
    await expect(header).toBeVisible();
    const total = Number((await header.textContent())?.match(/\((\d+)\)/)?.[1]);
    expect(total).toBeGreaterThan(50);
    await expect(page.getByText(`Showing 1-10 of ${total} orders`)).toBeVisible();
    for (const column of ['Order #', 'Member', 'Store', 'Items', 'Status', 'Date', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('order-row')).toHaveCount(10);

    const pager = page.getByRole('navigation', { name: 'Order pages' });
    await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(
      Math.min(5, Math.ceil(total / 10)),
    );
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // Other tests place orders meanwhile: later pages are checked by their range only.
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Showing 11-20 of \d+ orders$/)).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('button', { name: 'Page 3' }).click();
    await expect(page.getByText(/^Showing 21-30 of \d+ orders$/)).toBeVisible();
    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText(/^Showing 11-20 of \d+ orders$/)).toBeVisible();
  });

  test('searches by order number after a pause, back on page 1, and filters by status', async ({
    page,
    request,
  }) => {
    const { order, member } = await placeOrder(request, [1]);
    await openOrders(page);
    const pager = page.getByRole('navigation', { name: 'Order pages' });
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect(page.getByText(/^Showing 11-20 of \d+ orders$/)).toBeVisible();

    const searched = page.waitForRequest(
      (req) => new URL(req.url()).searchParams.get('search') === order.order_number,
    );
    await search(page, order.order_number);
    const url = new URL((await searched).url());
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('limit')).toBe('10');
    // All Orders sends no status at all.
    expect(url.searchParams.has('status')).toBe(false);
    await expect(page.getByRole('heading', { name: 'Orders (1)' })).toBeVisible();
    await expect(page.getByText('Showing 1-1 of 1 orders')).toBeVisible();
    const row = page.getByTestId('order-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(order.order_number);
    await expect(row).toContainText(member.name);
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('1 item');

    const filtered = page.waitForRequest(
      (req) => new URL(req.url()).searchParams.get('status') === 'approved',
    );
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'Approved', exact: true }).click();
    expect(new URL((await filtered).url()).searchParams.get('page')).toBe('1');
    await expect(page.getByText('No orders match your search criteria')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Orders (0)' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'Pending', exact: true }).click();
    await expect(page.getByTestId('order-row')).toHaveCount(1);

    // Back to All Orders and no search: the full list again.
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'All Orders', exact: true }).click();
    await expect(page.getByTestId('order-row')).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByTestId('order-row')).toHaveCount(10);
  });

  test('a row click opens the order; the View link does the same from the keyboard', async ({
    page,
    request,
  }) => {
    const { order } = await placeOrder(request, [1]);
    await openOrders(page);
    await search(page, order.order_number);
    const row = page.getByTestId('order-row');
    await expect(row).toHaveCount(1);
    await row.getByRole('cell').nth(2).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Order #${order.order_number}` })).toBeVisible();

    // Back returns to the list.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await search(page, order.order_number);
    const view = page.getByRole('link', { name: `View order ${order.order_number}` });
    await view.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
  });

  test('on a 375 px phone the orders are cards that open the order', async ({ page, request }) => {
    const { order } = await placeOrder(request, [1]);
    await page.setViewportSize({ width: 375, height: 740 });
    await openOrders(page);
    const cards = page.getByRole('list', { name: 'Orders', exact: true }).getByRole('listitem');
    await expect(cards).toHaveCount(10);
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await search(page, order.order_number);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Pending');
    await cards.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: `Order #${order.order_number}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('a failing list shows the section error panel, which recovers with Try Again', async ({ page }) => {
    // No live feed: an order another test places would refetch the list and replace the panel
    // with a fresh round of retries while this test reads it.
    await page.route('**/api/notifications/stream', (route) => route.abort());
    await signIn(page, 'admin');
    let failing = true;
    await page.route(
      (url) => url.pathname === '/api/admin/orders',
      (route) =>
        failing
          ? route.fulfill({ status: 500, json: { success: false, message: 'Order store unavailable' } })
          : route.fallback(),
    );
    await page.goto('/admin/orders');
    // Server errors are retried 3 times (1 s, 2 s, 4 s) before the panel shows.
    const panel = page
      .getByRole('alert')
      .filter({ hasText: 'Something went wrong while loading this section' });
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await panel.getByText('Error details').click();
    await expect(panel.getByText('Order store unavailable')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Reload Page' })).toBeVisible();
    failing = false;
    await panel.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByTestId('order-row')).toHaveCount(10);
  });

  test('a 401 on the order list clears the stored token and goes to /login', async ({ page }) => {
    await page.goto('/login');
    const token = fakeToken({
      userId: 1,
      email: 'admin@example.com',
      name: 'Forged Admin',
      role: 'admin',
      exp: Math.floor(Date.now() / 1000) + 3600,
    });
    await page.evaluate((value) => window.localStorage.setItem('accessToken', value), token);
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });
});

test.describe('admin order detail', () => {
  test('shows the lines, the totals, the customer, the store and the timeline', async ({ page, request }) => {
    const { order, member, store, bought } = await placeOrder(request, [2, 1]);
    await openOrder(page, order.id, order.order_number);

    await expect(page.getByRole('heading', { name: `Order Items (${order.items_count})` })).toBeVisible();
    const lines = page.getByRole('list', { name: 'Order items' }).getByRole('listitem');
    await expect(lines).toHaveCount(bought.length);
    for (const { product, quantity } of bought) {
      const line = lines.filter({ hasText: product.name });
      await expect(line).toContainText(`Qty: ${quantity} × ${money(product.price)}`);
      await expect(line).toContainText(money((product.price * 100 * quantity) / 100));
    }
    const cents = bought.reduce(
      (sum, { product, quantity }) => sum + Math.round(product.price * 100) * quantity,
      0,
    );
    const totals = page.locator('dl').filter({ hasText: 'Order Total' });
    // No tax, shipping or discount is charged at checkout: the total is the sum of the lines.
    await expect(totals).toContainText(`Subtotal${money(cents / 100)}`);
    await expect(totals).not.toContainText('Discount');
    await expect(totals).toContainText(`Order Total${money(order.total_amount)}`);

    await expect(statusCard(page)).toContainText('Pending');
    await expect(statusCard(page)).toContainText('Last updated');
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reject', exact: true })).toBeVisible();

    await expect(page.getByText(member.email)).toBeVisible();
    await expect(page.getByText(member.name).first()).toBeVisible();
    await expect(page.getByText('Store ID:')).toBeVisible();
    await expect(page.getByText(store.store_id, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Order Timeline' })).toBeVisible();
    await expect(page.getByText('Order Placed')).toBeVisible();
    await expect(page.getByText('Placed as Pending')).toBeVisible();
  });

  test('approving with a note shows Approved at once, with a toast and the note in the timeline', async ({
    page,
    request,
  }) => {
    const { order } = await placeOrder(request, [1]);
    await openOrder(page, order.id, order.order_number);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve Order' });
    await expect(dialog).toContainText('The customer will be notified');
    await expect(dialog).toContainText('Approved');
    await dialog.getByLabel('Notes (Optional)').fill('  Ships Monday  ');

    // Hold back the refetch of the order: the new status must come from the update's own answer.
    await page.route(`**/api/admin/orders/${order.id}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      await route.fallback();
    });
    const put = page.waitForRequest((req) => req.method() === 'PUT');
    await dialog.getByRole('button', { name: 'Approve Order' }).click();
    expect((await put).postDataJSON()).toMatchObject({ status: 'approved', notes: 'Ships Monday' });
    await expect(toast(page, 'Order approved successfully')).toBeVisible();
    await expect(toast(page, 'Success')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(statusCard(page)).toContainText('Approved', { timeout: 3_000 });
    await expect(page.getByRole('button', { name: 'Reject Order' })).toBeVisible({ timeout: 3_000 });
    await expect(page.getByRole('heading', { name: 'Order Notes' })).toBeVisible({ timeout: 3_000 });

    await page.unroute(`**/api/admin/orders/${order.id}`);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText('Pending → Approved')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Status history' })).toContainText('Ships Monday');
  });

  test('rejecting with a reason, then accepting again without a note', async ({ page, request }) => {
    const { order } = await placeOrder(request, [1]);
    await openOrder(page, order.id, order.order_number);
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const reject = page.getByRole('dialog', { name: 'Reject Order' });
    await reject.getByLabel('Reason for Rejection (Optional)').fill('Out of stock at the warehouse');
    await reject.getByRole('button', { name: 'Reject Order' }).click();
    await expect(toast(page, 'Order has been rejected')).toBeVisible();
    await expect(toast(page, 'Order Rejected')).toBeVisible();
    await expect(statusCard(page)).toContainText('Rejected');
    await expect(page.getByText('Out of stock at the warehouse').first()).toBeVisible();

    await page.getByRole('button', { name: 'Accept Order' }).click();
    const accept = page.getByRole('dialog', { name: 'Accept Order' });
    await accept.getByLabel('Notes (Optional)').fill('   ');
    const put = page.waitForRequest((req) => req.method() === 'PUT');
    await accept.getByRole('button', { name: 'Accept Order' }).click();
    expect((await put).postDataJSON()).toMatchObject({ status: 'approved', notes: null });
    await expect(statusCard(page)).toContainText('Approved');
    await expect(page.getByRole('button', { name: 'Reject Order' })).toBeVisible();
    await expect(page.getByText('Rejected → Approved')).toBeVisible();
  });

  test('a cancelled order offers no actions', async ({ page, request }) => {
    const { order, token } = await placeOrder(request, [1]);
    const cancelled = await request.put(`/api/orders/${order.id}/cancel`, { headers: bearer(token) });
    expect(cancelled.ok(), await cancelled.text()).toBeTruthy();
    await openOrder(page, order.id, order.order_number);
    await expect(statusCard(page)).toContainText('Cancelled');
    await expect(statusCard(page)).toContainText('No actions');
    await expect(statusCard(page).getByRole('button')).toHaveCount(0);
  });

  test('an unknown order shows the error view; Go Back returns to the list', async ({ page }) => {
    await signIn(page, 'admin', '/admin/orders/2000000000');
    const view = page.getByRole('alert').filter({ hasText: 'Failed to load order details' });
    await expect(view).toBeVisible({ timeout: 30_000 });
    await expect(view).toContainText('Order not found');
    await expect(view.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
  });
});

test('the list, the detail and the approve dialog have no serious axe violations', async ({
  page,
  request,
}) => {
  test.slow();
  const { order } = await placeOrder(request, [1, 1]);
  const scan = async () => {
    const result = await axeFor(page).exclude('[data-sonner-toaster]').analyze();
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  };
  await openOrders(page);
  await expect(page.getByTestId('order-row')).toHaveCount(10);
  expect(await scan()).toEqual([]);
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { name: 'Order Timeline' })).toBeVisible({ timeout: 30_000 });
  expect(await scan()).toEqual([]);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Approve Order' })).toBeVisible();
  expect(await scan()).toEqual([]);
});

test('the full ordering loop: a member checks out, the admin approves with a note, the member sees it', async ({
  page,
  request,
}) => {
  // Three sign-ins and two portals on a shared machine.
  test.slow();
  const { member, token } = await memberWithCart(request, [3, 1]);

  // The member checks out on the cart screen and finds the order pending on My Orders.
  await signIn(page, member, '/store/cart');
  const placed = page.waitForResponse(
    (response) => response.url().endsWith('/api/orders/from-cart') && response.ok(),
  );
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const order = (await (await placed).json()).data as PlacedOrder;
  await expect(page).toHaveURL(/\/store\/orders$/);
  const card = page.getByRole('article', { name: `Order #${order.order_number}` });
  await expect(card.getByText('PENDING', { exact: true })).toBeVisible();

  // The admin finds it by its number and approves it with a note.
  await page.evaluate(() => window.localStorage.clear());
  await openOrders(page);
  await search(page, order.order_number);
  const row = page.getByTestId('order-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pending');
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.order_number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve Order' });
  await dialog.getByLabel('Notes (Optional)').fill('Approved for the spring restock');
  await dialog.getByRole('button', { name: 'Approve Order' }).click();
  await expect(statusCard(page)).toContainText('Approved');

  // The list was refreshed: back on it, the order reads Approved without a manual refresh.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await search(page, order.order_number);
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(page.getByTestId('order-row')).toContainText('Approved');

  // The member's API and My Orders screen show the decision and its note.
  const mine = await request.get('/api/orders', { headers: bearer(token) });
  const orders = (await mine.json()).data.orders as {
    id: number;
    status: string;
    status_note: string | null;
  }[];
  expect(orders.find((o) => o.id === order.id)).toMatchObject({
    status: 'approved',
    status_note: 'Approved for the spring restock',
  });
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, member, '/store/orders');
  await expect(card.getByText('APPROVED', { exact: true })).toBeVisible();
  await expect(card).toContainText('Approved for the spring restock');
});
