import type { APIRequestContext, Page } from '@playwright/test';
import { axeFor } from './a11y-helpers';
import { apiToken, buyable, createStoreMember, expect, signIn, test } from './fixtures';

type Product = { id: number; name: string; price: number; status: number };
type Headers = { Authorization: string };

/** A fresh member, their token headers and a few in-stock products to order. */
async function freshMember(request: APIRequestContext) {
  const member = await createStoreMember(request);
  const headers = { Authorization: `Bearer ${await apiToken(request, member)}` };
  const list = await request.get('/api/products', { params: { page: 1, limit: 40 }, headers });
  expect(list.ok(), await list.text()).toBeTruthy();
  const products = ((await list.json()).data.products as Product[]).filter(buyable);
  return { member, headers, products };
}

/** Places an order of the given products (quantity 2 then 1, ...) through the cart. */
async function placeOrder(request: APIRequestContext, headers: Headers, products: Product[]) {
  for (const [index, product] of products.entries()) {
    const added = await request.post('/api/user/cart', {
      data: { product_id: product.id, quantity: index === 0 ? 2 : 1 },
      headers,
    });
    expect(added.ok(), await added.text()).toBeTruthy();
  }
  const placed = await request.post('/api/orders/from-cart', { data: {}, headers });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()).data as { id: number; order_number: string; items_count: number };
}

const orderCard = (page: Page, orderNumber: string) =>
  page.getByRole('article', { name: `Order #${orderNumber}` });

test.describe('my orders', () => {
  test('a new member sees the empty state', async ({ page, request }) => {
    const { member } = await freshMember(request);
    await signIn(page, member, '/store/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No orders found' })).toBeVisible();
  });

  test('shows an order card and cancels a pending order after confirming', async ({ page, request }) => {
    const { member, headers, products } = await freshMember(request);
    const [first, second] = products as [Product, Product];
    const order = await placeOrder(request, headers, [first, second]);
    await signIn(page, member, '/store/orders');

    const card = orderCard(page, order.order_number);
    await expect(card.getByText('PENDING', { exact: true })).toBeVisible();
    await expect(card).toContainText(`${order.items_count} item(s)`);
    await expect(card).toContainText('Placed on');
    await expect(card.getByRole('listitem').filter({ hasText: first.name })).toContainText('Qty: 2');
    await expect(card.getByRole('listitem').filter({ hasText: second.name })).toContainText('Qty: 1');

    await card.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to cancel this order?');
    await dialog.getByRole('button', { name: 'Keep Order' }).click();
    await expect(card.getByText('PENDING', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Cancel Order' }).click();
    await expect(card.getByText('CANCELLED', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Restore to Cart' })).toBeVisible();
  });

  test('restores a cancelled order to the cart', async ({ page, request }) => {
    const { member, headers, products } = await freshMember(request);
    const [first, second] = products as [Product, Product];
    const order = await placeOrder(request, headers, [first, second]);
    const cancelled = await request.put(`/api/orders/${order.id}/cancel`, { headers });
    expect(cancelled.ok(), await cancelled.text()).toBeTruthy();
    await signIn(page, member, '/store/orders');

    const card = orderCard(page, order.order_number);
    await card.getByRole('button', { name: 'Restore to Cart' }).click();
    await expect(page.getByText('2 items restored to your cart')).toBeVisible();
    // Restore works once: the card says so and offers it no more.
    await expect(card).toContainText('Restored to cart on');
    await expect(card.getByRole('button', { name: 'Restore to Cart' })).toHaveCount(0);
    await page.goto('/store/cart');
    const lines = page.getByRole('list', { name: 'Cart items' });
    await expect(
      lines.getByRole('listitem').filter({ hasText: first.name }).getByRole('textbox', { name: 'Quantity' }),
    ).toHaveValue('2');
    await expect(lines.getByRole('listitem').filter({ hasText: second.name })).toBeVisible();
  });

  test('a rejected order shows the reason and can be restored', async ({ page, request }) => {
    const { member, headers, products } = await freshMember(request);
    const order = await placeOrder(request, headers, products.slice(0, 1));
    const admin = { Authorization: `Bearer ${await apiToken(request)}` };
    const rejected = await request.put(`/api/admin/orders/${order.id}/status`, {
      data: { status: 'rejected', notes: 'Part discontinued by supplier' },
      headers: admin,
    });
    expect(rejected.ok(), await rejected.text()).toBeTruthy();
    await signIn(page, member, '/store/orders');
    const card = orderCard(page, order.order_number);
    await expect(card.getByText('REJECTED', { exact: true })).toBeVisible();
    await expect(card).toContainText('Rejection reason: Part discontinued by supplier');
    await expect(card.getByRole('button', { name: 'Restore to Cart' })).toBeVisible();
  });

  test('status pills filter the list and explain an empty filter', async ({ page, request }) => {
    const { member, headers, products } = await freshMember(request);
    const order = await placeOrder(request, headers, products.slice(0, 1));
    await signIn(page, member, '/store/orders');
    const filters = page.getByRole('group', { name: 'Filter orders by status' });
    await expect(filters.getByRole('button', { name: 'All Orders' })).toHaveAttribute('aria-pressed', 'true');

    await filters.getByRole('button', { name: 'approved' }).click();
    await expect(filters.getByRole('button', { name: 'approved' })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByText(
        'No orders with status "approved". Try selecting a different filter or check back later.',
      ),
    ).toBeVisible();
    await expect(orderCard(page, order.order_number)).toHaveCount(0);

    await filters.getByRole('button', { name: 'pending' }).click();
    await expect(orderCard(page, order.order_number)).toBeVisible();
    await filters.getByRole('button', { name: 'cancelled' }).click();
    await expect(page.getByText('No orders with status "cancelled".', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Show All Orders' }).click();
    await expect(orderCard(page, order.order_number)).toBeVisible();
  });

  test('pages through more than 10 orders', async ({ page, request }) => {
    const { member, headers, products } = await freshMember(request);
    const product = products[0] as Product;
    for (let i = 0; i < 11; i++) {
      const placed = await request.post('/api/orders', {
        data: { items: [{ id: product.id, quantity: 1 }] },
        headers,
      });
      expect(placed.status(), await placed.text()).toBe(201);
    }
    await signIn(page, member, '/store/orders');
    await expect(page.getByText('Showing 1 to 10 of 11 orders')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(10);
    const pager = page.getByRole('navigation', { name: 'Order pages' });
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Showing 11 to 11 of 11 orders')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // Choosing a filter goes back to page 1.
    await page
      .getByRole('group', { name: 'Filter orders by status' })
      .getByRole('button', { name: 'pending' })
      .click();
    await expect(page.getByText('Showing 1 to 10 of 11 orders')).toBeVisible();
  });

  test('a refused cancel shows the Order Action Error box and the fresh status', async ({
    page,
    request,
  }) => {
    const { member, headers, products } = await freshMember(request);
    const order = await placeOrder(request, headers, products.slice(0, 1));
    await signIn(page, member, '/store/orders');
    const card = orderCard(page, order.order_number);
    await expect(card.getByText('PENDING', { exact: true })).toBeVisible();
    // Cancelled elsewhere (another tab) while this screen still shows it pending.
    expect((await request.put(`/api/orders/${order.id}/cancel`, { headers })).ok()).toBeTruthy();

    await card.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Cancel Order' }).click();
    const box = page.getByRole('alert').filter({ hasText: 'Order Action Error' });
    await expect(box).toContainText('This order is already cancelled');
    await expect(card.getByText('CANCELLED', { exact: true })).toBeVisible();
    await box.getByRole('button', { name: 'Dismiss error' }).click();
    await expect(box).toHaveCount(0);
  });

  test('a load failure offers Try Again', async ({ page, request }) => {
    const { member } = await freshMember(request);
    // No live feed: once subscribed it reads the list again, which could replace the error with
    // the list before Try Again is pressed.
    await page.route('**/api/notifications/stream', (route) => route.abort());
    let broken = true;
    await page.route('**/api/orders?*', (route) =>
      broken ? route.fulfill({ status: 403, json: { success: false } }) : route.continue(),
    );
    await signIn(page, member, '/store/orders');
    const error = page.getByRole('alert').filter({ hasText: 'Failed to load orders' });
    await expect(error).toContainText('Failed to fetch orders');
    broken = false;
    await error.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'No orders found' })).toBeVisible();
  });

  test('is usable on a 375 px phone, without serious axe violations', async ({ page, request }) => {
    const { member, headers, products } = await freshMember(request);
    const order = await placeOrder(request, headers, products.slice(0, 2));
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, member, '/store/orders');
    const card = orderCard(page, order.order_number);
    await expect(card.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const scan = await axeFor(page).exclude('[data-sonner-toaster]').analyze();
    expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    // Every pill is reachable without sideways scrolling.
    const last = page.getByRole('button', { name: 'cancelled' });
    await expect(last).toBeInViewport();
    await last.click();
    await expect(page.getByRole('heading', { name: 'No orders found' })).toBeVisible();
  });
});
