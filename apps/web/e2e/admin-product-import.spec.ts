import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { axeFor, bearer, heading, settle } from './a11y-helpers';
import { apiToken, expect, signIn, test } from './fixtures';

/** The product CSV import screen and the Products screen's Export CSV (issue 19). */
const HEADER = 'sku,name,price,category,model,manufacturer,description,badges,status,stock_quantity';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
const csvFile = (lines: string[]) => ({
  name: 'products.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`${[HEADER, ...lines].join('\n')}\n`),
});

/** Three new products; `broken` puts a bad price on row 3 and a 4-level category on row 4. */
function productsCsv(id: string, broken: boolean) {
  const sku = (n: number) => `E2E-IMP-${id}-${n}`;
  const top = `E2E Import ${id}`;
  return csvFile([
    `${sku(1)},E2E Import Screen ${id},12.50,${top} > Screens,M1,Acme,"Bright, sharp",New,active,5`,
    `${sku(2)},E2E Import Battery ${id},${broken ? 'twelve' : '9.90'},${top} > Batteries,,,,,active,`,
    `${sku(3)},E2E Import Cable ${id},3.00,${broken ? `${top} > A > B > C` : `${top} > Cables`},,,,,inactive,0`,
  ]);
}

async function openImport(page: Page) {
  await signIn(page, 'admin', '/admin/products/import');
  await expect(heading(page, 'Import Products')).toBeVisible({ timeout: 30_000 });
}

const fileInput = (page: Page) => page.getByLabel('CSV file');
const summaryItem = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Summary' }).getByRole('listitem').filter({ hasText: label });

async function check(page: Page, file: ReturnType<typeof csvFile>) {
  await fileInput(page).setInputFiles(file);
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Check result' })).toBeVisible();
}

test('an admin checks a file with errors, fixes it, applies it and finds the new product', async ({
  page,
}) => {
  test.slow();
  const id = unique();
  await openImport(page);
  await expect(page.getByRole('button', { name: 'Check file' })).toBeDisabled();

  await check(page, productsCsv(id, true));
  const errors = page.getByRole('table', { name: 'Errors' });
  await expect(errors.getByRole('row')).toHaveCount(3);
  const priceRow = errors.getByRole('row').filter({ hasText: 'price "twelve" is not a number' });
  await expect(priceRow.getByRole('cell').first()).toHaveText('3');
  await expect(priceRow.getByRole('cell').nth(1)).toHaveText('price');
  const levelsRow = errors.getByRole('row').filter({ hasText: 'has 4 levels; at most 3 are allowed' });
  await expect(levelsRow.getByRole('cell').first()).toHaveText('4');
  await expect(levelsRow.getByRole('cell').nth(1)).toHaveText('category');
  await expect(page.getByText('2 errors in the file')).toBeVisible();
  await expect(page.getByText(/Fix these rows in your file and check it again/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply import' })).toBeDisabled();

  // Another file: the old report goes at once.
  await fileInput(page).setInputFiles(productsCsv(id, false));
  await expect(errors).toBeHidden();
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(summaryItem(page, 'to create')).toHaveText('3 to create');
  await expect(summaryItem(page, 'rows')).toHaveText('3 rows');
  await expect(summaryItem(page, 'new categories')).toHaveText('4 new categories');
  await expect(page.getByRole('table', { name: 'Errors' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Apply import' }).click();
  await expect(page.getByText('Imported: 3 created, 0 updated, 0 unchanged')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply import' })).toHaveCount(0);

  await page.getByRole('main').getByRole('link', { name: 'Back to Products' }).last().click();
  await expect(heading(page, 'Products')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products' }).fill(`E2E-IMP-${id}-2`);
  const row = page.getByRole('row').filter({ hasText: `E2E Import Battery ${id}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`E2E-IMP-${id}-2`);
  await expect(row).toContainText('Batteries');
});

test('Export CSV downloads the products the search matches', async ({ page, request }) => {
  const id = unique();
  const token = await apiToken(request);
  const made = await request.post('/api/admin/products/import?dry_run=false', {
    headers: { ...bearer(token), 'content-type': 'text/csv' },
    data: `sku,name,price\nE2E-EXP-${id},E2E Export Part ${id},4.25\n`,
  });
  expect(made.status(), await made.text()).toBe(200);

  await signIn(page, 'admin', '/admin/products');
  await expect(page.getByRole('table', { name: 'Products' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: 'Search products' }).fill(`E2E-EXP-${id}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith(`\uFEFF${HEADER}`)).toBe(true);
  const lines = text.trim().split('\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(new RegExp(`^E2E-EXP-${id},E2E Export Part ${id},4.25,`));
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();

  // The toolbar's Import link opens the import screen.
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await expect(heading(page, 'Import Products')).toBeVisible();
});

for (const size of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
] as const) {
  test(`the import screen with a report of errors has no axe violations at ${size.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await openImport(page);
    await check(page, productsCsv(unique(), true));
    await expect(page.getByRole('table', { name: 'Errors' }).getByRole('row')).toHaveCount(3);
    await settle(page);
    const result = await axeFor(page).analyze();
    const found = result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target).join(' | ')}`,
    );
    expect(found).toEqual([]);
  });
}
