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

type Listed = { id: number; name: string; status: number; price: number };

/**
 * Buyable products with plenty of stock, newest first, read through the API (other specs make
 * products of their own with little or none, and order them).
 */
async function inStockProducts(request: APIRequestContext, token: string, count: number) {
  const body = await (await request.get('/api/products?limit=100', auth(token))).json();
  return (body.data.products as Listed[]).filter(buyable).slice(0, count);
}

test.describe('wishlist', () => {
  test('a card heart saves the product, and the wishlist lists it', async ({ page, request }) => {
    const member = await createStoreMember(request);
    await signIn(page, member);
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
    const heart = card.getByRole('button', { name: `Save ${name} to wishlist` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page.getByText('Added to wishlist')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page
      .getByRole('navigation', { name: 'Store navigation' })
      .getByRole('link', { name: 'Wishlist' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /My Wishlist/ })).toBeVisible();
    await expect(page.getByLabel('1 item', { exact: true })).toBeVisible();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(row.getByText(/^Product ID: \d+$/)).toBeVisible();
    await expect(row.getByText(/^Added [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Wishlist Summary' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Cart' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await row.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/store\/product\/\d+$/);
    await expect(page.getByRole('button', { name: `Save ${name} to wishlist` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('moves an item to the cart and removes another', async ({ page, request }) => {
    const member = await createStoreMember(request);
    const token = await apiToken(request, member);
    const [first, second] = await inStockProducts(request, token, 2);
    if (!first || !second) throw new Error('the seed needs two in-stock products');
    for (const product of [first, second]) {
      const added = await request.post('/api/user/wishlist', {
        ...auth(token),
        data: { product_id: product.id },
      });
      expect(added.ok()).toBeTruthy();
    }
    await signIn(page, member, '/store/wishlist');
    await expect(page.getByLabel('2 items', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Add to Cart ${first.name}` }).click();
    await expect(page.getByText('Moved to cart!')).toBeVisible();
    await expect(page.getByRole('button', { name: `Add to Cart ${first.name}` })).toHaveCount(0);
    await expect(page.getByLabel('1 item', { exact: true })).toBeVisible();
    const cart = await (await request.get('/api/user/cart', auth(token))).json();
    expect(
      cart.data.items.map((i: { product: { id: number }; quantity: number }) => [i.product.id, i.quantity]),
    ).toEqual([[first.id, 1]]);

    await page.getByRole('button', { name: `Remove ${second.name} from wishlist` }).click();
    await expect(page.getByText('Removed from wishlist')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
    await expect(page.getByText('Save your favorite products for later')).toBeVisible();
    const wishlist = await (await request.get('/api/user/wishlist', auth(token))).json();
    expect(wishlist.data.items).toEqual([]);
  });

  test('the summary shows the five most recent items, on a 375 px phone', async ({ page, request }) => {
    const member = await createStoreMember(request);
    const token = await apiToken(request, member);
    const products = await inStockProducts(request, token, 6);
    for (const product of products) {
      await request.post('/api/user/wishlist', { ...auth(token), data: { product_id: product.id } });
    }
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, member, '/store/wishlist');
    const summary = page.locator('[data-slot="card"]').filter({ hasText: 'Wishlist Summary' });
    await expect(summary.getByText('6 items saved')).toBeVisible();
    await expect(summary.getByRole('listitem')).toHaveCount(5);
    // The first one saved is the oldest, so it is not among the five.
    const oldest = products[0]?.name ?? '';
    await expect(summary.getByText(oldest, { exact: true })).toHaveCount(0);
    // Long names are cut, never pushed past the edge of a phone screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
