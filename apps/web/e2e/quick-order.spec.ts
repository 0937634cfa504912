import type { Page } from '@playwright/test';
import { A11yAudit } from './a11y-helpers';
import { cheapProducts, createProduct, memberOfNewStore, updateProduct } from './buying-helpers';
import { expect, signIn, storeNav, test } from './fixtures';

/** The SKU's last letter replaced by another: a SKU no product has, close to the real one. */
function typo(sku: string): string {
  const at = [...sku].findLastIndex((char) => /[A-Z]/i.test(char));
  const char = sku[at] ?? 'A';
  const other = char.toUpperCase() === 'X' ? 'Q' : 'X';
  return `${sku.slice(0, at)}${other}${sku.slice(at + 1)}`;
}

const previewRow = (page: Page, text: string) =>
  page.getByRole('table', { name: 'Preview lines' }).getByRole('row').filter({ hasText: text });

test.describe('quick order (issue 22)', () => {
  test('pastes 20 SKUs with two typos, fixes one from "Did you mean", and the order under the limit is approved at once', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // A store of its own whose orders under $1,000 approve themselves.
    const { store, member, headers } = await memberOfNewStore(request, { auto_approve_below: 1000 });
    expect(store.auto_approve_below).toBe(1000);
    const products = (await cheapProducts(request, headers, 30)).slice(0, 20);
    expect(products).toHaveLength(20);
    const fixed = products[3]!;
    const broken = products[11]!;
    const lines = products.map((product, index) => {
      const sku = product === fixed || product === broken ? typo(product.sku) : product.sku;
      // The three separators a spreadsheet or an e-mail gives.
      return index % 3 === 0 ? `${sku} 1` : index % 3 === 1 ? `${sku},1` : `${sku}\t1`;
    });

    await signIn(page, member);
    await storeNav(page).getByRole('link', { name: 'Quick order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();
    await page.getByText('Paste lines', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Paste lines' }).fill(lines.join('\n'));
    await page.getByRole('button', { name: 'Preview' }).click();

    const table = page.getByRole('table', { name: 'Preview lines' });
    await expect(table.getByRole('row')).toHaveCount(21);
    await expect(page.getByText(/^18 items ready \(\$[\d,.]+\), 2 lines need fixing\.$/)).toBeVisible();
    const first = previewRow(page, products[0]!.sku);
    await expect(first).toContainText(products[0]!.name);
    await expect(first).toContainText('In stock');
    await expect(previewRow(page, typo(fixed.sku))).toContainText(
      `No product has the SKU ${typo(fixed.sku)}`,
    );
    await expect(previewRow(page, typo(broken.sku))).toContainText('Did you mean');

    await previewRow(page, typo(fixed.sku))
      .getByRole('button', { name: new RegExp(`^Use ${fixed.sku}\\b`) })
      .click();
    await expect(page.getByText(/^19 items ready \(\$[\d,.]+\), 1 line needs fixing\.$/)).toBeVisible();
    // The fixed line keeps its number (line 4) and now names the product.
    await expect(previewRow(page, fixed.name)).toContainText(`4${fixed.sku}`);

    await page.getByRole('button', { name: 'Add 19 items to cart' }).click();
    const report = page.getByRole('region', { name: 'Added to cart' });
    await expect(report.getByText('Added 19 items to your cart')).toBeVisible();
    await expect(report).toContainText(`1 x ${products[0]!.name}`);
    // The line still wrong stays on screen to fix.
    await expect(page.getByRole('heading', { name: 'Lines to fix' })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(previewRow(page, typo(broken.sku))).toContainText(
      `No product has the SKU ${typo(broken.sku)}`,
    );

    await report.getByRole('link', { name: 'View cart' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(19);
    await expect(page.getByText('Orders under $1,000.00 are approved at once')).toBeVisible();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

    await expect(page).toHaveURL(/\/store\/orders$/);
    const card = page.getByRole('article').first();
    await expect(card.getByText('APPROVED', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Order details' }).click();
    await expect(card.getByRole('region', { name: 'Approval' })).toContainText(
      /Auto-approved: total \$[\d,.]+ is under the store limit of \$1,000\.00/,
    );
  });

  test('uploads a CSV, shows every problem (axe clean at 1280 and 375 px), fixes one in place and adds the rest', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { member, headers } = await memberOfNewStore(request);
    const demo = (await cheapProducts(request, headers)).filter((product) => !product.sku.startsWith('E2E-'));
    const [first, second, misspelt, fourth] = demo;
    const [retired, scarce, empty] = await Promise.all([
      createProduct(request, { price: 3 }),
      createProduct(request, { price: 4, stock_quantity: 2 }),
      createProduct(request, { price: 5, stock_quantity: 0 }),
    ]);
    await updateProduct(request, retired.id, { is_active: false });
    const csv = [
      'sku,quantity',
      `${first!.sku},2`,
      `${second!.sku},1`,
      `${typo(misspelt!.sku)},1`,
      `${retired.sku},1`,
      `${fourth!.sku},0`,
      `${scarce.sku},5`,
      `${empty.sku},1`,
      `${first!.sku},1`,
    ].join('\n');

    await signIn(page, member, '/store/quick-order');
    await page.getByText('Upload a CSV', { exact: true }).click();
    await page.getByLabel('CSV file').setInputFiles({
      name: 'restock.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${csv}\n`),
    });
    await page.getByRole('button', { name: 'Preview' }).click();

    const table = page.getByRole('table', { name: 'Preview lines' });
    // The header is line 1; line 9 repeats line 2's SKU and is merged into it.
    await expect(table.getByRole('row')).toHaveCount(8);
    await expect(page.getByText(/^2 items ready \(\$[\d,.]+\), 5 lines need fixing\.$/)).toBeVisible();
    await expect(previewRow(page, first!.name)).toContainText('Duplicate line 9 merged into this line');
    await expect(previewRow(page, typo(misspelt!.sku))).toContainText('Did you mean');
    await expect(previewRow(page, retired.sku)).toContainText('This product is no longer sold');
    await expect(previewRow(page, retired.sku)).toContainText('No longer sold');
    await expect(previewRow(page, fourth!.sku)).toContainText('quantity must be between 1 and');
    await expect(previewRow(page, scarce.sku)).toContainText('only 2 left');
    await expect(previewRow(page, scarce.sku)).toContainText('$4.00');
    await expect(previewRow(page, empty.sku)).toContainText('Out of stock');

    const audit = new A11yAudit(page);
    await audit.scan('quick order preview with problems, 1280 px');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(table).toBeVisible();
    await audit.scan('quick order preview with problems, 375 px');
    await page.setViewportSize({ width: 1280, height: 720 });
    audit.expectClean();

    await previewRow(page, scarce.sku).getByRole('button', { name: 'Use 2 on line 7' }).click();
    await expect(page.getByText(/^3 items ready \(\$[\d,.]+\), 4 lines need fixing\.$/)).toBeVisible();
    await expect(previewRow(page, scarce.sku).getByRole('textbox', { name: 'Quantity, line 7' })).toHaveValue(
      '2',
    );

    await page.getByRole('button', { name: 'Add 3 items to cart' }).click();
    const report = page.getByRole('region', { name: 'Added to cart' });
    await expect(report.getByText('Added 3 items to your cart')).toBeVisible();
    await expect(report).toContainText(`3 x ${first!.name}`);
    await expect(report).toContainText(`2 x ${scarce.name}`);
    // The four lines still wrong stay to fix; the file is let go, so a new preview cannot add twice.
    await expect(page.getByRole('heading', { name: 'Lines to fix' })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(page.getByRole('button', { name: /to cart$/ })).toHaveCount(0);
    await expect(page.getByLabel('CSV file')).toHaveValue('');

    await report.getByRole('link', { name: 'View cart' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(3);
  });

  test('types SKUs with the autocomplete, Enter adding rows', async ({ page, request }) => {
    const { member, headers } = await memberOfNewStore(request);
    // Demo products: SKUs other tests' products (E2E-<time>…) share long prefixes with.
    const demo = (await cheapProducts(request, headers)).filter((product) => !product.sku.startsWith('E2E-'));
    const [first, second] = demo;
    await signIn(page, member, '/store/quick-order');
    const sku = page.getByRole('combobox', { name: 'SKU, row 1' });
    // Typed in lower case: the box searches the catalogue, the exact SKU first.
    await sku.fill(first!.sku.toLowerCase());
    const option = page.getByRole('option').filter({ hasText: first!.sku });
    await expect(option).toBeVisible();
    await option.click();
    await expect(sku).toHaveValue(first!.sku);
    await page.getByRole('textbox', { name: 'Quantity, row 1' }).fill('3');
    await page.getByRole('textbox', { name: 'Quantity, row 1' }).press('Enter');
    const next = page.getByRole('combobox', { name: 'SKU, row 2' });
    await expect(next).toBeFocused();
    await next.fill(second!.sku);
    await next.press('Escape');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('table', { name: 'Preview lines' }).getByRole('row')).toHaveCount(3);
    await expect(previewRow(page, first!.sku)).toContainText(first!.name);
    await expect(page.getByRole('button', { name: 'Add 2 items to cart' })).toBeEnabled();
  });
});
