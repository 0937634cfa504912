import type { APIRequestContext } from '@playwright/test';
import { axeFor } from './a11y-helpers';
import { apiToken, createStoreMember, expect, plentifulCard, signIn, test } from './fixtures';

const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** Serious or critical axe findings on the page (toasts left out: they come and go). */
async function seriousAxeViolations(page: import('@playwright/test').Page) {
  const result = await axeFor(page).exclude('[data-sonner-toaster]').analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The id of a category found by its name under a parent (or at the top when parent is null). */
async function categoryId(request: APIRequestContext, token: string, name: string, parent: number | null) {
  const path = parent === null ? '/api/products/categories' : `/api/products/categories/${parent}`;
  const body = await (await request.get(path, auth(token))).json();
  const found = body.data.categories.find((c: { name: string }) => c.name === name);
  expect(found, `category ${name}`).toBeTruthy();
  return found.entity_id as number;
}

const searchBox = (page: import('@playwright/test').Page) =>
  page.getByRole('combobox', { name: 'Search products' });
const categories = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Categories' });

test.describe('store catalogue', () => {
  // Several screens, searches and axe scans a test, on a machine shared with other runs.
  test.beforeEach(() => test.slow());

  test('browses a category three levels deep and collapses it again', async ({ page, request }) => {
    const token = await apiToken(request, { email: 'store@example.com', password: 'store123' });
    const apple = await categoryId(request, token, 'Apple', null);
    const iphone = await categoryId(request, token, 'iPhone', apple);
    const model = await categoryId(request, token, 'iPhone 14 Pro', iphone);
    const listed = await (
      await request.get(`/api/products?categoryId=${model}&limit=12`, auth(token))
    ).json();

    await signIn(page, 'user');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByText(/^[\d,]+ products found$/)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(12);

    // A page change is undone by every category change.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

    const tree = categories(page);
    await tree.getByRole('button', { name: 'Apple', exact: true }).click();
    await expect(tree.getByRole('button', { name: 'Apple', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByText(/^Page 2 of/)).toHaveCount(0);
    await tree.getByRole('button', { name: 'iPhone', exact: true }).click();
    await tree.getByRole('button', { name: 'iPhone 14 Pro', exact: true }).click();
    await expect(tree.getByRole('button', { name: 'iPhone 14 Pro', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page).toHaveURL(new RegExp(`category=${apple}\\.${iphone}\\.${model}`));
    const total = listed.data.pagination.total as number;
    await expect(page.getByText(`${total} products found`)).toBeVisible();
    if (total > 0) {
      await expect(page.getByRole('article', { name: listed.data.products[0].name })).toBeVisible();
    } else {
      await expect(page.getByText('No products found')).toBeVisible();
    }

    // Choosing the chosen model again goes back to its series.
    await tree.getByRole('button', { name: 'iPhone 14 Pro', exact: true }).click();
    await expect(tree.getByRole('button', { name: 'iPhone', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(tree.getByRole('button', { name: 'iPhone 14 Pro', exact: true })).toBeVisible();
    await tree.getByRole('button', { name: 'Apple', exact: true }).click();
    await expect(tree.getByRole('button', { name: 'iPhone', exact: true })).toHaveCount(0);
    await expect(tree.getByRole('button', { name: 'All Categories' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('searches by picking a suggestion, and Escape closes the list', async ({ page }) => {
    await signIn(page, 'user');
    const box = searchBox(page);
    await box.fill('i');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.fill('iph');
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(list.getByRole('option').first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(await list.getByRole('option').count()).toBeLessThanOrEqual(5);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await box.press('Escape');
    await expect(list).toBeHidden();

    await box.fill('ipho');
    const option = list.getByRole('option').first();
    await expect(option).toBeVisible();
    const text = ((await option.locator('span').first().textContent()) ?? '').trim();
    await box.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await option.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible();
    await expect(page.getByText('Results for:')).toBeVisible();
    await expect(page.getByText(`"${text}"`)).toBeVisible();
    await expect(box).toHaveValue(text);
    await expect(page.getByText(/^[\d,]+ results found$/)).toBeVisible();
    await expect(categories(page)).toHaveCount(0);
    const first = page.getByRole('article').first();
    await expect(first.getByText('Search Result')).toBeVisible();
    await expect(first.getByText(/^Code: /)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('searches with Enter, pages the results and clears the search', async ({ page }) => {
    await signIn(page, 'user');
    const box = searchBox(page);
    const searchButton = page.getByRole('button', { name: 'Search', exact: true });
    await expect(searchButton).toBeDisabled();
    await box.fill('   ');
    await expect(searchButton).toBeDisabled();
    await box.fill('battery');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible();
    await expect(page.getByRole('article').first().getByText('Search Result')).toBeVisible();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(categories(page)).toBeVisible();
    await expect(page.getByText('Search Result')).toHaveCount(0);
    await expect(
      page
        .getByRole('article')
        .first()
        .getByText(/^SKU: /),
    ).toBeVisible();
  });

  test('a misspelt search still finds products; a hopeless one offers Clear Search', async ({ page }) => {
    await signIn(page, 'user');
    const box = searchBox(page);
    await box.fill('batery');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText(/^[1-9][\d,]* results found$/)).toBeVisible();
    await expect(page.getByText('Showing matches for')).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText(/battery/i);

    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await box.fill('xqzjvw');
    await box.press('Enter');
    await expect(page.getByText('No products found for "xqzjvw"')).toBeVisible();
    await expect(page.getByText('0 results found')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Clear Search' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  });

  test('adds to the cart from a card and steps the line down to removal', async ({ page, request }) => {
    const member = await createStoreMember(request);
    const token = await apiToken(request, member);
    await signIn(page, member);
    const { card, product } = await plentifulCard(page, request, token);
    const name = product.name;
    await expect(page.getByRole('link', { name: 'Cart 0 items' })).toBeVisible();

    const quantity = card.getByRole('textbox', { name: `Quantity of ${name}` });
    await quantity.fill('150');
    await expect(quantity).toHaveValue('99');
    await quantity.fill('2');
    await card.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    await card.getByRole('button', { name: 'Add 3 to Cart' }).click();
    await expect(page.getByText(`3 x ${name} added to your cart`)).toBeVisible();
    await expect(card.getByText('In Cart:')).toBeVisible();
    await expect(card.getByText('3 in cart', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart 3 items' })).toBeVisible();

    await card.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    await expect(card.getByText('4 in cart', { exact: true })).toBeVisible();
    const cart = await (await request.get('/api/user/cart', auth(token))).json();
    expect(cart.data.items).toHaveLength(1);
    expect(cart.data.items[0].quantity).toBe(4);

    // Down to 1, where minus becomes a remove button.
    const line = cart.data.items[0].id;
    const put = await request.put(`/api/user/cart/${line}`, { ...auth(token), data: { quantity: 1 } });
    expect(put.ok()).toBeTruthy();
    await page.reload();
    // A full reload of the screen: slower than the in-page updates on a busy machine.
    await expect(card.getByText('1 in cart', { exact: true })).toBeVisible({ timeout: 30_000 });
    await card.getByRole('button', { name: `Remove ${name} from cart` }).click();
    await expect(page.getByText('Removed from cart')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Add 1 to Cart' })).toBeVisible();
    await expect(card.getByText('In Cart:')).toHaveCount(0);
  });

  test('opens the filters drawer on a 375 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, 'user');
    await expect(page.getByRole('link', { name: /^Cart \d+ items?$/ })).toBeVisible();
    await expect(categories(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Filters/Search' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters/Search' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: 'Categories' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await drawer.getByRole('combobox', { name: 'Search products' }).fill('screen');
    await drawer.getByRole('combobox', { name: 'Search products' }).press('Enter');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});
