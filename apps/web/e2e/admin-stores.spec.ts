import type { APIRequestContext, Page } from '@playwright/test';
import { axeFor } from './a11y-helpers';
import { adminNav, apiToken, expect as baseExpect, signIn, test } from './fixtures';

// Several helpers and test runs share two cores: creating members hashes passwords (argon2) and
// every step waits on the server, so these journeys get more time than the defaults.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

// Tests run in parallel on one server: every store made here has its own unique name.
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

type StoreInput = {
  name: string;
  store_type?: 'owned' | 'franchise';
  status?: 'active' | 'inactive' | 'maintenance';
  location?: string;
};

async function authHeaders(request: APIRequestContext) {
  return { Authorization: `Bearer ${await apiToken(request)}` };
}

async function createStore(request: APIRequestContext, input: StoreInput) {
  const response = await request.post('/api/admin/stores', {
    headers: await authHeaders(request),
    data: { store_type: 'owned', status: 'active', location: '1 Test Street, Austin, TX', ...input },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: number; store_id: string; name: string };
}

/** GET /api/admin/stores?... (the list) as opposed to POST /api/admin/stores. */
const storeList = (url: URL) => url.pathname === '/api/admin/stores' && url.search !== '';
const storeCreate = (url: URL) => url.pathname === '/api/admin/stores' && url.search === '';

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
const storeCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Stores' }).getByRole('listitem').filter({ hasText: name });

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openStores(page: Page) {
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // In-app navigation: no second full page load on a busy machine. Phones open the menu first.
  const menu = page.getByRole('button', { name: 'Open navigation menu' });
  if (await menu.isVisible()) await menu.click();
  await adminNav(page).getByRole('link', { name: 'Stores' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible({ timeout: 30_000 });
}

test.describe('admin stores', () => {
  test('lists stores 12 a page with the totals, and pages with Next and the page numbers', async ({
    page,
    request,
  }) => {
    // A 13th store makes sure there is a second page, whatever else the seed holds.
    await createStore(request, { name: `E2E Paging ${unique()}` });
    await openStores(page);
    await expect(page.getByText(/^\d+ stores total$/)).toBeVisible();
    await expect(page.getByText(/^\d+ active on this page$/)).toBeVisible();
    const summary = page.getByText(/^Showing 1 to 12 of \d+ stores$/);
    await expect(summary).toBeVisible();
    const total = Number((await summary.textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThan(12);
    await expect(page.getByText(`${total} stores total`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Stores' }).getByRole('listitem')).toHaveCount(12);

    const pager = page.getByRole('navigation', { name: 'Stores pages' });
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(new RegExp(`^Showing 13 to \\d+ of ${total} stores$`))).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('button', { name: 'Page 1' }).click();
    await expect(page.getByText(`Showing 1 to 12 of ${total} stores`)).toBeVisible();
  });

  test('creates a store through the dialog after checking the required fields', async ({ page }) => {
    const name = `E2E Created ${unique()}`;
    await openStores(page);
    await page.getByRole('button', { name: 'Add Store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Store' });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Create Store' }).click();
    await expect(dialog.getByText('Store name is required')).toBeVisible();
    await expect(dialog.getByText('Store type is required')).toBeVisible();
    await expect(dialog.getByText('Location is required')).toBeVisible();
    await expect(dialog.getByLabel('Store Name')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Store Name').fill(name);
    await choose(page, 'Store Type', 'Franchise');
    await dialog.getByLabel('Location').fill('77 Congress Ave, Austin, TX 78701');
    await dialog.getByLabel('Manager Name').fill('Riley Park');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Create Store' }).click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await dialog.getByLabel('Email').fill('riley@example.com');
    await dialog.getByRole('button', { name: 'Create Store' }).click();

    await expect(toast(page, 'Store created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = storeCard(page, name);
    await expect(card).toBeVisible();
    await expect(card).toContainText(/ST\d{4,}/);
    await expect(card).toContainText('Franchise');
    await expect(card).toContainText('Active');
    await expect(card).toContainText('Riley Park');
    await expect(card).toContainText('0 members');
    await expect(card).toContainText('77 Congress Ave, Austin, TX 78701');

    // Reopened, the dialog starts empty again.
    await page.getByRole('button', { name: 'Add Store' }).click();
    await expect(dialog.getByLabel('Store Name')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('edits a store; Cancel drops unsaved changes', async ({ page, request }) => {
    const name = `E2E Editable ${unique()}`;
    await createStore(request, { name });
    await openStores(page);
    await page.getByRole('searchbox', { name: 'Search stores' }).fill(name);
    const card = storeCard(page, name);
    await expect(page.getByRole('list', { name: 'Stores' }).getByRole('listitem')).toHaveCount(1);

    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Store' });
    await expect(dialog.getByLabel('Store Name')).toHaveValue(name);
    await dialog.getByLabel('Store Name').fill('Should not be saved');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await card.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(dialog.getByLabel('Store Name')).toHaveValue(name);
    const renamed = `${name} Renamed`;
    await dialog.getByLabel('Store Name').fill(renamed);
    await choose(page, 'Status', 'Maintenance');
    await dialog.getByLabel('Manager Name').fill('Morgan Lee');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Store updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const updated = storeCard(page, renamed);
    await expect(updated).toContainText('Maintenance');
    await expect(updated).toContainText('Morgan Lee');
  });

  test('filters by type and status (left out of the query when All), and finds nothing for nonsense', async ({
    page,
    request,
  }) => {
    const tag = `E2E Filter ${unique()}`;
    await createStore(request, { name: `${tag} Franchise`, store_type: 'franchise', status: 'inactive' });
    await createStore(request, { name: `${tag} Owned`, store_type: 'owned', status: 'maintenance' });
    const queries: URLSearchParams[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/admin/stores') queries.push(url.searchParams);
    });
    await openStores(page);
    await expect.poll(() => queries.length).toBeGreaterThan(0);
    expect(queries[0]?.has('store_type')).toBe(false);
    expect(queries[0]?.has('status')).toBe(false);

    await page.getByRole('searchbox', { name: 'Search stores' }).fill(tag);
    const items = page.getByRole('list', { name: 'Stores' }).getByRole('listitem');
    await expect(items).toHaveCount(2);

    await choose(page, 'Filter by store type', 'Franchise');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(`${tag} Franchise`);
    await expect(items.first()).toContainText('Inactive');
    expect(queries.at(-1)?.get('store_type')).toBe('franchise');

    await choose(page, 'Filter by store type', 'All Types');
    await choose(page, 'Filter by status', 'Maintenance');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(`${tag} Owned`);
    expect(queries.at(-1)?.has('store_type')).toBe(false);
    expect(queries.at(-1)?.get('status')).toBe('maintenance');

    await choose(page, 'Filter by store type', 'Franchise');
    await expect(page.getByRole('heading', { name: 'No stores match your criteria' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search stores' })).toHaveValue('');
    await expect(page.getByText(/^Showing 1 to 12 of \d+ stores$/)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search stores' }).fill(`zz-no-such-store-${unique()}`);
    await expect(page.getByRole('heading', { name: 'No stores match your criteria' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Your First Store' })).toHaveCount(0);
  });

  test('search waits 500 ms after typing and goes back to page 1', async ({ page, request }) => {
    const name = `E2E Search ${unique()}`;
    await createStore(request, { name });
    await openStores(page);
    await page
      .getByRole('navigation', { name: 'Stores pages' })
      .getByRole('button', { name: 'Next' })
      .click();
    await expect(page.getByText(/^Showing 13 to/)).toBeVisible();

    const searches: { text: string; at: number }[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/admin/stores' && url.searchParams.has('search')) {
        searches.push({
          text: `${url.searchParams.get('search')}@${url.searchParams.get('page')}`,
          at: Date.now(),
        });
      }
    });
    const typedAt = Date.now();
    await page.getByRole('searchbox', { name: 'Search stores' }).fill(name);
    await expect(page.getByText('Showing 1 to 1 of 1 stores')).toBeVisible();
    await expect(storeCard(page, name)).toBeVisible();
    // One request, on page 1, and only after the 500 ms pause.
    expect(searches.map((s) => s.text)).toEqual([`${name}@1`]);
    expect(searches[0]!.at - typedAt).toBeGreaterThanOrEqual(450);
  });

  test('deletes a store, warning first that its members lose their store', async ({ page, request }) => {
    const name = `E2E Doomed ${unique()}`;
    const store = await createStore(request, { name });
    const headers = await authHeaders(request);
    const email = `e2e-store-member-${unique()}@example.com`;
    const memberResponse = await request.post('/api/admin/users', {
      headers,
      data: {
        email,
        name: 'E2E Store Member',
        store_id: store.id,
        password: 'member123',
        confirmPassword: 'member123',
      },
    });
    expect(memberResponse.status()).toBe(201);
    const memberId = (await memberResponse.json()).data.id as number;

    await openStores(page);
    await page.getByRole('searchbox', { name: 'Search stores' }).fill(name);
    const card = storeCard(page, name);
    await expect(card).toContainText('1 member');
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Store' });
    await expect(dialog).toContainText(name);
    await expect(dialog).toContainText('This store has 1 member');
    await expect(dialog).toContainText('Deleting it removes all memberships');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await dialog.getByRole('button', { name: 'Delete Store' }).click();
    await expect(toast(page, 'Store deleted successfully. 1 member was unassigned from it.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'No stores match your criteria' })).toBeVisible();

    const members = await request.get('/api/admin/users', { headers, params: { search: email } });
    const [member] = (await members.json()).data.users;
    expect(member).toMatchObject({ id: memberId, store_id: null, store_name: null });
  });

  test('a store without members is deleted without the membership warning', async ({ page, request }) => {
    const name = `E2E Lonely ${unique()}`;
    await createStore(request, { name });
    await openStores(page);
    await page.getByRole('searchbox', { name: 'Search stores' }).fill(name);
    await storeCard(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Store' });
    await expect(dialog).toContainText(name);
    await expect(dialog).not.toContainText('removes all memberships');
    await dialog.getByRole('button', { name: 'Delete Store' }).click();
    const done = toast(page, 'Store deleted successfully');
    await expect(done).toBeVisible();
    await expect(done).not.toContainText('unassigned');
  });

  test('the list view shows a table on wide screens', async ({ page, request }) => {
    const name = `E2E Table ${unique()}`;
    await createStore(request, { name, store_type: 'franchise' });
    await openStores(page);
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('searchbox', { name: 'Search stores' }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Franchise');
    await expect(page.getByRole('columnheader', { name: 'Manager' })).toBeVisible();
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Store' })).toBeVisible();
  });

  test('shows the empty state, a failed list in a red alert, and a failed save as a toast', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const empty = {
      success: true,
      data: { stores: [], pagination: { page: 1, limit: 12, total: 0, pages: 0 } },
    };
    await page.route(storeList, (route) => route.fulfill({ json: empty }));
    await page.goto('/admin/stores');
    await expect(page.getByRole('heading', { name: 'No stores yet' })).toBeVisible();
    await expect(page.getByText('0 stores total')).toBeVisible();
    await page.getByRole('button', { name: 'Add Your First Store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Store' });
    await expect(dialog).toBeVisible();

    await page.route(storeCreate, (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Database is unavailable' } }),
    );
    await dialog.getByLabel('Store Name').fill('Never Saved');
    await choose(page, 'Store Type', 'Owned');
    await dialog.getByLabel('Location').fill('Nowhere');
    await dialog.getByRole('button', { name: 'Create Store' }).click();
    await expect(toast(page, 'Failed to add store: Database is unavailable')).toBeVisible();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');

    await page.unroute(storeList);
    await page.route(storeList, (route) =>
      route.fulfill({ status: 403, json: { success: false, message: 'Admin access required' } }),
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch stores' });
    await expect(alert).toContainText('Admin access required');
    await expect(toast(page, 'Admin access required')).toContainText('Error');
  });

  test('the screen and its dialog have no serious axe violations', async ({ page }) => {
    test.slow();
    await openStores(page);
    await expect(page.getByText(/^Showing 1 to/)).toBeVisible();
    const scan = async () => {
      const result = await axeFor(page).exclude('[data-sonner-toaster]').analyze();
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    };
    expect(await scan()).toEqual([]);
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    expect(await scan()).toEqual([]);
    await page.getByRole('button', { name: 'Add Store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Store' });
    await dialog.getByRole('button', { name: 'Create Store' }).click();
    await expect(dialog.getByText('Store name is required')).toBeVisible();
    // Focus moved to the first invalid field and stays inside the dialog.
    await expect(dialog.getByLabel('Store Name')).toBeFocused();
    expect(await scan()).toEqual([]);
  });

  test('on a 375 px phone the cards stack, the filters wrap and the dialog fits', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openStores(page);
    const items = page.getByRole('list', { name: 'Stores' }).getByRole('listitem');
    await expect(items.first()).toBeVisible();
    const first = await items.nth(0).boundingBox();
    const second = await items.nth(1).boundingBox();
    expect(second?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
    expect((first?.x ?? 0) + (first?.width ?? 0)).toBeLessThanOrEqual(375);
    // Nothing sideways: the page does not scroll horizontally.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Phones always get cards: no grid/list toggle.
    await expect(page.getByRole('button', { name: 'List view' })).toBeHidden();

    await page.getByRole('button', { name: 'Add Store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Store' });
    const box = await dialog.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(375);
    expect((box?.y ?? 0) + (box?.height ?? 999)).toBeLessThanOrEqual(740);
    await dialog.getByRole('button', { name: 'Create Store' }).click();
    await expect(dialog.getByText('Store name is required')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
