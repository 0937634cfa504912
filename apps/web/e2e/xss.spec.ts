import type { Page } from '@playwright/test';
import { addToCart, bearer, buyableProducts, checkout, storeMember } from './a11y-helpers';
import { apiToken, expect, signIn, test } from './fixtures';

/**
 * Hostile text stored by users (a store's name and location, an order note, an admin decision
 * note) and served by the catalogue (a product's name and description) must show as text: no
 * element is created from it, no script runs, no dialog opens. The fixture's CSP watch would
 * also flag a blocked inline handler, but the DOM check below fails even without the CSP.
 */
const IMG = '<img src=x onerror=window.__xss=1>';
const SCRIPT = '<script>window.__xss=2;alert(2)</script>';
const SVG = '<svg onload=window.__xss=3>';

/** Fails if a payload ran, opened a dialog, or became an element anywhere on the page. */
async function expectInert(page: Page, dialogs: string[]) {
  const state = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    injected: [...document.querySelectorAll('img[src="x"], svg[onload], [onerror], script')]
      .filter((element) => element.tagName !== 'SCRIPT' || /__xss/.test(element.textContent ?? ''))
      .map((element) => element.outerHTML),
  }));
  expect(state.xss).toBeUndefined();
  expect(state.injected).toEqual([]);
  expect(dialogs).toEqual([]);
}

function watchDialogs(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

test('a hostile store name, location and order notes show as text to admins and members', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const dialogs = watchDialogs(page);
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const storeName = `XSS ${unique} ${SCRIPT}`;
  const admin = await apiToken(request);
  const created = await request.post('/api/admin/stores', {
    headers: bearer(admin),
    data: {
      name: storeName,
      store_type: 'owned',
      location: IMG,
      manager_name: SVG,
      status: 'active',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const store = (await created.json()).data as { id: number; name: string; store_id: string };
  expect(store.name).toBe(storeName);

  // A member of that store checks out with a hostile note. The cart screen has no note box
  // (spec section 2), so the note goes in the checkout call's body, as the API allows.
  const { member, token } = await storeMember(request, store);
  const [product] = await buyableProducts(request, token);
  await addToCart(request, token, product?.id ?? 0);
  const order = await checkout(request, token, `Please deliver ${IMG} ${SCRIPT}`);

  await signIn(page, 'admin', '/admin/stores');
  await page.getByRole('searchbox', { name: 'Search stores' }).fill(unique);
  const card = page.getByRole('list', { name: 'Stores' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: storeName })).toBeVisible();
  await expect(card.getByText(IMG)).toBeVisible();
  await expect(card.getByText(SVG)).toBeVisible();
  await expectInert(page, dialogs);

  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.order_number}` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(`Please deliver ${IMG} ${SCRIPT}`)).toBeVisible();
  await expect(page.getByText(storeName).first()).toBeVisible();
  await expect(page.getByText(IMG, { exact: true })).toBeVisible();
  await expectInert(page, dialogs);

  // The admin's decision note, typed into the Approve dialog, comes back the same way.
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve Order' });
  await dialog.getByLabel('Notes (Optional)').fill(`OK ${SVG}`);
  await dialog.getByRole('button', { name: 'Approve Order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`OK ${SVG}`).first()).toBeVisible();
  await expectInert(page, dialogs);

  await page.goto('/admin/orders');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(order.order_number);
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(page.getByTestId('order-row').getByText(storeName)).toBeVisible();
  await expectInert(page, dialogs);

  // The member sees the store name in the sidebar and both notes on the order card.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
  // The token is dropped once the server has revoked it; loading /login before that signs back in.
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, member);
  await expect(page.getByRole('complementary').getByText(storeName)).toBeVisible();
  await page.goto('/store/orders');
  const mine = page.getByRole('article', { name: `Order #${order.order_number}` });
  await expect(mine.getByText(`Please deliver ${IMG} ${SCRIPT}`)).toBeVisible();
  await expect(mine.getByText(`OK ${SVG}`)).toBeVisible();
  await expect(mine.getByText(storeName)).toBeVisible();
  await expectInert(page, dialogs);
});

test('a hostile product name and description from the API show as text', async ({ page, request }) => {
  const dialogs = watchDialogs(page);
  const { member } = await storeMember(request);
  const name = `Hostile ${IMG} ${SCRIPT}`;
  // Descriptions are HTML by contract (spec section 3): their tags are dropped and their
  // entities decoded, so the encoded payload must come out as literal text, never markup.
  const description = `<p>Intro ${IMG}</p><ul><li>&lt;img src=x onerror=window.__xss=1&gt;</li><li>${SCRIPT}Safe feature ${SVG}</li></ul>`;
  let productId = 0;

  // No API writes products, so the catalogue's answers are rewritten on their way to the page:
  // the first product of the list and its detail carry the hostile name and description.
  await page.route(
    (url) => url.pathname === '/api/products' || /^\/api\/products\/\d+$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      if (Array.isArray(body.data?.products) && body.data.products[0]) {
        productId = productId || body.data.products[0].id;
        body.data.products[0] = { ...body.data.products[0], name, description };
      } else if (body.data?.id === productId) {
        body.data = { ...body.data, name, description };
      }
      await route.fulfill({ response, json: body });
    },
  );

  await signIn(page, member);
  const card = page.getByRole('region', { name: 'Products' }).getByRole('article').first();
  await expect(card.getByRole('heading', { name })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('link', { name: `View details of ${name}` })).toBeVisible();
  await expectInert(page, dialogs);

  await card.getByRole('link', { name: `View details of ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/store/product/${productId}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  const features = page.getByRole('heading', { name: 'Key Features' }).locator('xpath=following-sibling::ul');
  await expect(features.getByRole('listitem').first()).toHaveText(IMG);
  await expect(features.getByRole('listitem').nth(1)).toHaveText('Safe feature');
  await expectInert(page, dialogs);
});
