import type { APIRequestContext, Page } from '@playwright/test';
import { axeFor } from './a11y-helpers';
import { apiToken, buyable, createMember, createStoreMember, expect, signIn, test } from './fixtures';

type Product = { id: number; name: string; price: number; sku: string; status: number };
type Line = { id: number; quantity: number; product: Product };

/** A fresh member whose cart holds the given quantities of distinct in-stock products. */
async function memberWithCart(request: APIRequestContext, quantities: number[]) {
  const member = await createStoreMember(request);
  const headers = { Authorization: `Bearer ${await apiToken(request, member)}` };
  const list = await request.get('/api/products', { params: { page: 1, limit: 40 }, headers });
  expect(list.ok(), await list.text()).toBeTruthy();
  const products = ((await list.json()).data.products as Product[])
    .filter(buyable)
    .slice(0, quantities.length);
  for (const [index, product] of products.entries()) {
    const added = await request.post('/api/user/cart', {
      data: { product_id: product.id, quantity: quantities[index] },
      headers,
    });
    expect(added.ok(), await added.text()).toBeTruthy();
  }
  const cartLines = async (): Promise<Line[]> =>
    (await (await request.get('/api/user/cart', { headers })).json()).data.items;
  const myOrders = async () => (await (await request.get('/api/orders', { headers })).json()).data;
  return { member, headers, products, cartLines, myOrders };
}

const money = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);
const lineOf = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Cart items' }).getByRole('listitem').filter({ hasText: name });

test.describe('store cart', () => {
  test('shows each line with price, line total and subtotal, and opens product details', async ({
    page,
    request,
  }) => {
    const { member, products } = await memberWithCart(request, [2, 1]);
    const [first, second] = products as [Product, Product];
    await signIn(page, member, '/store/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();

    const line = lineOf(page, first.name);
    await expect(line).toContainText(`SKU: ${first.sku}`);
    await expect(line).toContainText('Click to view product details');
    await expect(line).toContainText(money(first.price));
    await expect(line).toContainText(money((Math.round(first.price * 100) * 2) / 100));
    await expect(line.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    await expect(lineOf(page, second.name)).toBeVisible();

    const summary = page
      .getByRole('heading', { name: 'Order Summary' })
      .locator('xpath=ancestor::*[@data-slot="card"]');
    const subtotal = (Math.round(first.price * 100) * 2 + Math.round(second.price * 100)) / 100;
    await expect(summary.getByTestId('cart-subtotal')).toHaveText(money(subtotal));
    await expect(summary).toContainText('Orders require approval before processing');

    // The line's product block is a link, reachable from the keyboard.
    const link = line.getByRole('link');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/store/product/${first.id}$`));
  });

  test('changes quantities with the stepper and the box, ignoring invalid values', async ({
    page,
    request,
  }) => {
    const { member, products, cartLines } = await memberWithCart(request, [1]);
    const product = products[0] as Product;
    await signIn(page, member, '/store/cart');
    const line = lineOf(page, product.name);
    const box = line.getByRole('textbox', { name: 'Quantity' });

    // Minus is disabled at 1: the Remove button takes a line out.
    await expect(line.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(box).toHaveValue('3');
    await expect(page.getByText('Cart updated').first()).toBeVisible();
    await expect.poll(async () => (await cartLines())[0]?.quantity).toBe(3);
    await expect(line).toContainText(money((Math.round(product.price * 100) * 3) / 100));

    for (const invalid of ['abc', '0', '-4']) {
      await box.fill(invalid);
      await box.blur();
      await expect(box).toHaveValue('3');
    }
    await box.fill('7');
    await box.press('Enter');
    await expect.poll(async () => (await cartLines())[0]?.quantity).toBe(7);
    await line.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect.poll(async () => (await cartLines())[0]?.quantity).toBe(6);
    await page.reload();
    await expect(lineOf(page, product.name).getByRole('textbox', { name: 'Quantity' })).toHaveValue('6');
  });

  test('removes a line, clears the cart after confirming, and shows the empty state', async ({
    page,
    request,
  }) => {
    const { member, products, cartLines } = await memberWithCart(request, [1, 2, 3]);
    const [first, second, third] = products as [Product, Product, Product];
    await signIn(page, member, '/store/cart');

    await page.getByRole('button', { name: `Remove ${first.name} from cart` }).click();
    await expect(page.getByText('Item removed').first()).toBeVisible();
    await expect(lineOf(page, first.name)).toHaveCount(0);
    await expect(lineOf(page, second.name)).toBeVisible();

    await page.getByRole('button', { name: 'Clear Cart' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to clear your entire cart?');
    await dialog.getByRole('button', { name: 'Keep Items' }).click();
    await expect(dialog).toBeHidden();
    await expect(lineOf(page, third.name)).toBeVisible();
    expect(await cartLines()).toHaveLength(2);

    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Clear Cart' }).click();
    await expect(page.getByText('Cart cleared').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByText('Add some products to get started')).toBeVisible();
    expect(await cartLines()).toHaveLength(0);
    await page.getByRole('link', { name: 'Browse Products' }).click();
    await expect(page).toHaveURL(/\/store$/);
  });

  test('checkout places one order even on a double click and lands on My Orders', async ({
    page,
    request,
  }) => {
    const { member, myOrders, cartLines } = await memberWithCart(request, [2, 1]);
    const keys: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/orders/from-cart')) keys.push(req.headers()['idempotency-key'] ?? '');
    });
    await signIn(page, member, '/store/cart');

    const placed = page.waitForResponse(
      (response) => response.url().endsWith('/api/orders/from-cart') && response.ok(),
    );
    await page.getByRole('button', { name: 'Proceed to Checkout' }).dblclick();
    const order = (await (await placed).json()).data as { order_number: string; items_count: number };
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Order placed successfully!' });
    await expect(toast).toContainText(`Order #${order.order_number} has been submitted for approval`);
    await expect(page).toHaveURL(/\/store\/orders$/);
    const card = page.getByRole('article', { name: `Order #${order.order_number}` });
    await expect(card.getByText('PENDING', { exact: true })).toBeVisible();
    await expect(card).toContainText(`${order.items_count} item(s)`);
    expect((await myOrders()).orders).toHaveLength(1);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => /^[0-9a-f-]{36}$/.test(key))).toBeTruthy();
    expect(await cartLines()).toHaveLength(0);

    await page.goto('/store/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  });

  test('a failed checkout shows its toast and the retry reuses the Idempotency-Key', async ({
    page,
    request,
  }) => {
    const { member, myOrders } = await memberWithCart(request, [1]);
    const keys: string[] = [];
    let fail = true;
    await page.route('**/api/orders/from-cart', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (fail) {
        fail = false;
        await route.fulfill({ status: 503, json: { success: false, message: '' } });
      } else {
        await route.continue();
      }
    });
    await signIn(page, member, '/store/cart');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByText('Error placing order')).toBeVisible();
    await expect(page.getByText('Failed to place order. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/store\/cart$/);

    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/store\/orders$/);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect((await myOrders()).orders).toHaveLength(1);
  });

  test('shows the error view when the cart cannot load', async ({ page, request }) => {
    const { member } = await memberWithCart(request, [1]);
    let broken = true;
    await page.route('**/api/user/cart', (route) =>
      broken
        ? route.fulfill({ status: 404, json: { success: false, message: 'Cart unavailable' } })
        : route.continue(),
    );
    await signIn(page, member, '/store/cart');
    const error = page.getByRole('alert').filter({ hasText: 'Error loading cart' });
    await expect(error).toContainText('Cart unavailable');
    await expect(error.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/store');
    broken = false;
    await error.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('list', { name: 'Cart items' })).toBeVisible();
  });

  test('a member of an inactive store sees why instead of the cart, and adding says so', async ({
    page,
    request,
  }) => {
    const admin = { Authorization: `Bearer ${await apiToken(request)}` };
    const created = await request.post('/api/admin/stores', {
      headers: admin,
      data: {
        name: `E2E Closed Store ${Date.now()}`,
        store_type: 'owned',
        location: 'Austin, TX',
        status: 'inactive',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const member = await createMember(request, { store_id: (await created.json()).data.id });
    const reason = 'Your store is inactive. Orders cannot be placed until an administrator reactivates it.';

    await signIn(page, member, '/store/cart');
    const alert = page.getByRole('alert').filter({ hasText: 'Ordering is not available' });
    await expect(alert).toContainText(reason);
    await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toHaveCount(0);
    await expect(page.getByText('Error loading cart')).toHaveCount(0);

    await page.goto('/store');
    const card = page.getByRole('article').first();
    await card.getByRole('button', { name: /^Add \d+ to Cart$/ }).click();
    await expect(page.locator('[data-sonner-toaster]')).toContainText(reason, { timeout: 30_000 });
  });

  test('is usable on a 375 px phone, without serious axe violations', async ({ page, request }) => {
    const { member, products } = await memberWithCart(request, [2]);
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, member, '/store/cart');
    const line = lineOf(page, (products[0] as Product).name);
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(line.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    const checkout = page.getByRole('button', { name: 'Proceed to Checkout' });
    await checkout.scrollIntoViewIfNeeded();
    await expect(checkout).toBeInViewport();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const scan = await axeFor(page).exclude('[data-sonner-toaster]').analyze();
    expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
