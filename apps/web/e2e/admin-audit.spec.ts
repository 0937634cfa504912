import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { A11yAudit, bearer, dialogs, navigate } from './a11y-helpers';
import { cheapProducts, memberOfNewStore, placeOrder, unique } from './buying-helpers';
import { adminNav, apiToken, expect as baseExpect, signIn, test } from './fixtures';

// Issue 23 on the admin side: an admin's change found in the audit log and in the entity's own
// history, and the order list's Export CSV. Every test works on a store of its own, so parallel
// tests (which write to the same log) never take each other's entries.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const widths = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
] as const;

/** The rows of an expanded entry's diff, as 'Field|Before|After'. */
async function diffRows(entry: Locator) {
  const table = entry.getByRole('table', { name: 'Changed fields' });
  await expect(table).toBeVisible();
  return table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim()).join('|')),
    );
}

async function signInAsAdmin(page: Page) {
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible({
    timeout: 30_000,
  });
}

for (const size of widths) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('an admin’s store edit shows in the store’s History and in the audit log, with its before and after', async ({
      page,
      request,
    }) => {
      const name = `E2E Audit ${unique()}`;
      const created = await request.post('/api/admin/stores', {
        headers: bearer(await apiToken(request)),
        data: { name, store_type: 'owned', status: 'active', location: '1 Test Street, Austin, TX' },
      });
      expect(created.status(), await created.text()).toBe(201);
      const store = (await created.json()).data as { id: number; store_id: string };

      const audit = new A11yAudit(page);
      await signInAsAdmin(page);
      await navigate(page, adminNav, 'Stores', 'Stores');
      await page.getByRole('searchbox', { name: 'Search stores' }).fill(name);
      const card = page.getByRole('list', { name: 'Stores' }).getByRole('listitem').filter({ hasText: name });
      await expect(card).toHaveCount(1);

      // The edit, through the store form: a monthly budget where there was none.
      await card.getByRole('button', { name: `Edit ${name}` }).click();
      const form = page.getByRole('dialog', { name: 'Edit Store' });
      await form.getByRole('group', { name: 'Approval rules' }).getByLabel('Monthly budget').fill('2500');
      await form.getByRole('button', { name: 'Save Changes' }).click();
      await expect(form).toBeHidden();
      await expect(card).toContainText('$2,500');

      // The store's own history: newest first, the edit above its creation.
      await card.getByRole('button', { name: `History of ${name}` }).click();
      const history = page.getByRole('dialog', { name: `History of ${name}` });
      const own = history.getByTestId('audit-entry');
      await expect(own).toHaveCount(2);
      await expect(own.first().locator('summary')).toContainText(/ · Changed/);
      await expect(own.nth(1).locator('summary')).toContainText(/ · Created/);
      await own.first().locator('summary').click();
      expect(await diffRows(own.first())).toEqual(['Field|Before|After', 'Monthly budget|—|2500']);
      await audit.scan(`History dialog with an entry open (${size.width} px)`, { within: dialogs });
      await page.keyboard.press('Escape');
      await expect(history).toBeHidden();

      // The whole log, narrowed to stores: the newest entry of this store is the edit.
      await navigate(page, adminNav, 'Audit log', 'Audit log');
      await page.getByRole('combobox', { name: 'Filter by entity' }).click();
      await page.getByRole('option', { name: 'Store', exact: true }).click();
      await expect(page).toHaveURL(/[?&]entity=store(&|$)/);
      const entries = page.getByTestId('audit-entry');
      await expect(entries.first()).toContainText('· Store ');
      const mine = entries.filter({ hasText: `${store.store_id} ${name}` });
      await expect(mine).toHaveCount(2);
      const newest = mine.first();
      await expect(newest.locator('summary')).toContainText(`Changed · Store ${store.store_id} ${name}`);
      await newest.locator('summary').click();
      expect(await diffRows(newest)).toEqual(['Field|Before|After', 'Monthly budget|—|2500']);
      await audit.scan(`/admin/audit filtered, an entry open (${size.width} px)`);
      audit.expectClean();
    });
  });
}

test('Export CSV on the order list downloads the filtered orders, per order or per line', async ({
  page,
  request,
}) => {
  // A store of its own with three orders: two pending (one of two lines), one approved.
  const { store, headers } = await memberOfNewStore(request);
  const [first, second] = await cheapProducts(request, headers);
  const twoLines = await placeOrder(request, headers, [
    { product: first!, quantity: 1 },
    { product: second!, quantity: 2 },
  ]);
  const oneLine = await placeOrder(request, headers, [{ product: first!, quantity: 3 }]);
  const approved = await placeOrder(request, headers, [{ product: second!, quantity: 1 }]);
  const decided = await request.put(`/api/admin/orders/${approved.id}/status`, {
    headers: bearer(await apiToken(request)),
    data: { status: 'approved' },
  });
  expect(decided.ok(), await decided.text()).toBeTruthy();

  await signInAsAdmin(page);
  // The approval shows in that order's own history.
  await page.goto(`/admin/orders/${approved.id}`);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByTestId('audit-entry').first()).toContainText(' · Approved');

  await navigate(page, adminNav, 'Orders', 'Order Management');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(store.name);
  await page.getByRole('combobox', { name: 'Filter by status' }).click();
  await page.getByRole('option', { name: 'Pending', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Orders (2)' })).toBeVisible();

  const today = new Date().toISOString().slice(0, 10);
  const exportCsv = async (rows: 'One row per order' | 'One row per order line') => {
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export orders' });
    await expect(dialog).toContainText(`status Pending and search “${store.name}”`);
    await dialog.getByLabel('From').fill(today);
    await dialog.getByLabel('To').fill(today);
    await dialog.getByRole('radio', { name: rows, exact: true }).check();
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    const download = await downloading;
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    const text = await readFile((await download.path())!, 'utf8');
    return {
      name: download.suggestedFilename(),
      lines: text
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    };
  };

  const perOrder = await exportCsv('One row per order');
  expect(perOrder.name).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(perOrder.lines[0]).toMatch(/^order_number,created_at,status,store_code,store_name,/);
  const numbers = perOrder.lines.slice(1).map((line) => line.split(',')[0]);
  expect(numbers.sort()).toEqual([twoLines.order_number, oneLine.order_number].sort());
  for (const line of perOrder.lines.slice(1)) expect(line).toContain(`,pending,`);

  const perLine = await exportCsv('One row per order line');
  expect(perLine.name).toMatch(/^order-lines-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(perLine.lines[0]).toMatch(/^order_number,.*,sku,product_name,quantity,unit_price,line_total$/);
  const lines = perLine.lines.slice(1).map((line) => line.split(',')[0]);
  expect(lines.sort()).toEqual([twoLines.order_number, twoLines.order_number, oneLine.order_number].sort());
});
