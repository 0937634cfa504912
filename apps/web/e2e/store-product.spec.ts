import type { APIRequestContext } from '@playwright/test';
import { axeFor } from './a11y-helpers';
import { apiToken, buyable, createStoreMember, expect, signIn, test } from './fixtures';

const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** Serious or critical axe findings on the page (toasts left out: they come and go). */
async function seriousAxeViolations(page: import('@playwright/test').Page) {
  const result = await axeFor(page).exclude('[data-sonner-toaster]').analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

type ListedProduct = { id: number; name: string; status: number; price: number; description: string | null };

/** The first product (newest first) that passes the test, read through the API. */
async function findProduct(request: APIRequestContext, token: string, test: (p: ListedProduct) => boolean) {
  for (let page = 1; page <= 10; page += 1) {
    const body = await (await request.get(`/api/products?limit=100&page=${page}`, auth(token))).json();
    const found = (body.data.products as ListedProduct[]).find(test);
    if (found) return found;
    if (page >= body.data.pagination.pages) break;
  }
  throw new Error('no such product in the seeded catalogue');
}

test.describe('product detail', () => {
  test('opens a product from its card and shows its details', async ({ page }) => {
    await signIn(page, 'user');
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.getByRole('link', { name: `View details of ${name}` }).click();
    await expect(page).toHaveURL(/\/store\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(/^SKU: /)).toBeVisible();
    await expect(page.getByText(/^\$\d+\.\d{2}$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Product Description' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Add to Cart' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Cart' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/store$/);
  });

  test('shows a bullet-list description as Key Features text', async ({ page, request }) => {
    const token = await apiToken(request, { email: 'store@example.com', password: 'store123' });
    const product = await findProduct(request, token, (p) => (p.description ?? '').includes('<li>'));
    await signIn(page, 'user', `/store/product/${product.id}`);
    await expect(page.getByRole('heading', { name: 'Key Features' })).toBeVisible();
    const first = /<li>(.*?)<\/li>/.exec(product.description ?? '')?.[1] ?? '';
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: first.replace(/<[^>]+>/g, '') })
        .first(),
    ).toBeVisible();
    await expect(page.locator('main')).not.toContainText('<li>');
  });

  test('adds to the cart, then updates the same line, landing on the cart each time', async ({
    page,
    request,
  }) => {
    const member = await createStoreMember(request);
    const token = await apiToken(request, member);
    // Other specs make products of their own with little or no stock: one with plenty of it.
    const product = await findProduct(request, token, buyable);
    await signIn(page, member, `/store/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    await quantity.fill('25');
    await expect(quantity).toHaveValue('10');
    await quantity.fill('1');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue('3');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page).toHaveURL(/\/store\/cart$/);
    let cart = await (await request.get('/api/user/cart', auth(token))).json();
    expect(
      cart.data.items.map((i: { product: { id: number }; quantity: number }) => [i.product.id, i.quantity]),
    ).toEqual([[product.id, 3]]);

    await page.goto(`/store/product/${product.id}`);
    await expect(page.getByText('(Currently 3 in cart)')).toBeVisible();
    await expect(quantity).toHaveValue('3');
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await page.getByRole('button', { name: 'Update Cart' }).click();
    await expect(page).toHaveURL(/\/store\/cart$/);
    cart = await (await request.get('/api/user/cart', auth(token))).json();
    expect(cart.data.items).toHaveLength(1);
    expect(cart.data.items[0].quantity).toBe(2);
  });

  test('toggles the wishlist from the product screen', async ({ page, request }) => {
    const member = await createStoreMember(request);
    const token = await apiToken(request, member);
    const product = await findProduct(request, token, () => true);
    await signIn(page, member, `/store/product/${product.id}`);
    const heart = page.getByRole('button', { name: `Save ${product.name} to wishlist` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page.getByText('Added to wishlist')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    let wishlist = await (await request.get('/api/user/wishlist', auth(token))).json();
    expect(wishlist.data.items.map((i: { product_id: string }) => i.product_id)).toEqual([
      String(product.id),
    ]);

    await heart.click();
    await expect(page.getByText('Removed from wishlist')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    wishlist = await (await request.get('/api/user/wishlist', auth(token))).json();
    expect(wishlist.data.items).toEqual([]);
  });

  test('an out-of-stock product cannot be added (on a 375 px phone)', async ({ page, request }) => {
    const token = await apiToken(request, { email: 'store@example.com', password: 'store123' });
    const product = await findProduct(request, token, (p) => p.status === 0);
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, 'user', `/store/product/${product.id}`);
    await expect(page.getByText('Out of Stock').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('a missing product says so, and the old plural address redirects', async ({ page, request }) => {
    const token = await apiToken(request, { email: 'store@example.com', password: 'store123' });
    const product = await findProduct(request, token, () => true);
    await signIn(page, 'user', '/store/product/2147483000');
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Products' }).click();
    await expect(page).toHaveURL(/\/store$/);

    await page.goto(`/store/products/${product.id}`);
    await expect(page).toHaveURL(new RegExp(`/store/product/${product.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  });
});
