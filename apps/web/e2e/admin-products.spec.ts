import type { Page } from '@playwright/test';
import { A11yAudit, dialogs, heading, navigate, scanDialog } from './a11y-helpers';
import { adminNav, createStoreMember, expect, signIn, test } from './fixtures';

/** The admin's Products screen (issue 19); each test makes products of its own. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

async function openProducts(page: Page) {
  await signIn(page, 'admin');
  await navigate(page, adminNav, 'Products', 'Products');
  await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
}

/** A store member opens the catalogue afresh and searches it for the text. */
async function storeSearch(page: Page, text: string) {
  await page.goto('/store');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
}

/** A 24 px blue square: a real PNG, as an admin's photo would be. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAKElEQVQ4jWOQy79JFcQwapDcaBjJjaaj/NEskj9ajNwcLSFvDmQtAgBVhSWuZf4xWgAAAABJRU5ErkJggg==',
  'base64',
);

/** A new top-level category, added on the Categories screen. */
async function addCategory(page: Page, name: string) {
  await navigate(page, adminNav, 'Categories', 'Categories');
  await page.getByRole('button', { name: 'Add Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Add Category' }).click();
  await expect(dialog).toBeHidden();
}

test('an admin adds a category and a product with an image the store finds at once, changes its price in place, and deactivates it', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const sku = `E2E-${unique()}`;
  const category = `E2E Hinges ${unique()}`;
  await signIn(page, 'admin');
  await addCategory(page, category);
  await navigate(page, adminNav, 'Products', 'Products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByLabel('Name').fill('E2E Hinge Kit');
  await dialog.getByLabel('SKU').fill(sku);
  await dialog.getByLabel('Price').fill('12.50');
  await dialog.getByLabel('Stock', { exact: true }).fill('3');
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: category }).click();
  await dialog.getByLabel('Image').setInputFiles({ name: 'hinge.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
  // The toast comes when the product is saved; the dialog closes after the image is uploaded and
  // the lists reloaded, which on a busy machine takes longer than the toast stays.
  const created = expect(toast(page, 'Product created: E2E Hinge Kit')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await created;
  await expect(dialog).toBeHidden();
  const listed = page.getByRole('row').filter({ hasText: sku });
  await expect(listed).toContainText(category);
  await expect(listed.locator('img')).toHaveAttribute('src', /^\/api\/images\/[0-9a-f]{64}\.webp$/);

  // A store member, in a browser of their own, finds it by its SKU.
  const member = await createStoreMember(request);
  const buyer = await (await browser.newContext()).newPage();
  await signIn(buyer, member);
  await storeSearch(buyer, sku);
  const card = buyer.getByRole('article').filter({ hasText: 'E2E Hinge Kit' });
  await expect(card).toContainText('$12.50');
  await expect(card).toContainText('Only 3 left');
  // The uploaded image, served by the API and decoded by the browser.
  const picture = card.locator('img');
  await expect(picture).toHaveAttribute('src', /^\/api\/images\/[0-9a-f]{64}\.webp$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);

  // The price, edited in the table.
  await page.getByRole('searchbox', { name: 'Search products' }).fill(sku);
  const row = page.getByRole('row').filter({ hasText: sku });
  await expect(row).toHaveCount(1);
  const price = row.getByRole('textbox', { name: 'Price of E2E Hinge Kit' });
  await price.fill('14.25');
  await price.press('Enter');
  await expect(toast(page, 'Product updated: E2E Hinge Kit')).toBeVisible();
  await storeSearch(buyer, sku);
  await expect(card).toContainText('$14.25');

  await row.getByRole('button', { name: 'Deactivate E2E Hinge Kit' }).click();
  await page
    .getByRole('alertdialog', { name: 'Deactivate Product' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(row.getByText('Inactive')).toBeVisible();
  await storeSearch(buyer, sku);
  await expect(buyer.getByRole('heading', { name: `No products found for "${sku}"` })).toBeVisible();
});

for (const size of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
] as const) {
  test(`the screen and its dialogs have no serious axe violations at ${size.width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(size);
    const audit = new A11yAudit(page);
    await openProducts(page);
    await expect(heading(page, 'Products')).toBeVisible();
    await audit.scan('/admin/products');
    await scanDialog(page, audit, '/admin/products Add Product with errors', async () => {
      await page.getByRole('button', { name: 'Add Product' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Add Product' }).click();
      await expect(page.getByRole('dialog').getByText('Name is required')).toBeVisible();
    });
    await scanDialog(page, audit, '/admin/products Edit Product', () =>
      page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click(),
    );
    await scanDialog(page, audit, '/admin/products Deactivate Product', () =>
      page
        .getByRole('button', { name: /^Deactivate / })
        .first()
        .click(),
    );
    await expect(page.locator(dialogs)).toHaveCount(0);
    audit.expectClean();
  });
}
