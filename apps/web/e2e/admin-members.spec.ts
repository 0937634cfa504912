import type { APIRequestContext, Page } from '@playwright/test';
import { axeFor } from './a11y-helpers';
import { adminNav, apiToken, expect as baseExpect, createMember, signIn, test } from './fixtures';

// Several helpers and test runs share two cores: creating members hashes passwords (argon2) and
// every step waits on the server, so these journeys get more time than the defaults.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

// Tests run in parallel on one server: every member made here has its own unique name and e-mail.
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
const memberCard = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Team members' }).getByRole('listitem').filter({ hasText: text });

async function choose(page: Page, combobox: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** Picks a filter and waits until the list for it has arrived and is on screen. */
async function chooseAndLoad(page: Page, combobox: string, option: string, query: string) {
  const loaded = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/admin/users' && r.url().includes(query),
  );
  await choose(page, combobox, option);
  await loaded;
  await expect(page.getByText('Updating results...')).toBeHidden();
}

async function openMembers(page: Page) {
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // In-app navigation: no second full page load on a busy machine. Phones open the menu first.
  const menu = page.getByRole('button', { name: 'Open navigation menu' });
  if (await menu.isVisible()) await menu.click();
  await adminNav(page).getByRole('link', { name: 'Members' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team Members' })).toBeVisible({
    timeout: 30_000,
  });
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search members' }).fill(text);
}

async function loginStatus(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  return response.status();
}

async function createStoreViaApi(request: APIRequestContext, name: string) {
  const response = await request.post('/api/admin/stores', {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
    data: { name, store_type: 'owned', status: 'active', location: '9 Member Way, Austin, TX' },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data as { id: number; name: string; store_id: string };
}

test.describe('admin members', () => {
  test('shows the team with its totals, filters and page sizes', async ({ page }) => {
    await openMembers(page);
    await expect(page.getByText('Manage your team members and their access levels')).toBeVisible();
    await expect(page.getByText(/^\d+ members total$/)).toBeVisible();
    await expect(page.getByText(/^\d+ active on this page$/)).toBeVisible();
    const cards = page.getByRole('list', { name: 'Team members' }).getByRole('listitem');
    await expect(cards).toHaveCount(10);

    await choose(page, 'Members per page', '5 per page');
    await expect(cards).toHaveCount(5);
    const summary = page.getByText(/^Showing 1 to 5 of \d+ members$/);
    await expect(summary).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'Members pages' });
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Showing 6 to 10 of \d+ members$/)).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    // A filter goes back to page 1; every card then carries the chosen designation.
    await chooseAndLoad(page, 'Filter by designation', 'Technician', 'page=1&limit=5&designation=technician');
    for (const card of await cards.all()) await expect(card).toContainText('Technician');

    await choose(page, 'Filter by designation', 'All Roles');
    await chooseAndLoad(page, 'Filter by status', 'Inactive', 'status=inactive');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText('Inactive');

    await search(page, `no-such-member-${unique()}`);
    await expect(page.getByRole('heading', { name: 'No members match your criteria' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
    // One page or none: no pager.
    await expect(pager).toHaveCount(0);
  });

  test('adds a member with a password, who can then sign in with it', async ({ page, request }) => {
    const id = unique();
    const email = `e2e-pw-${id}@example.com`;
    const name = `E2E Password ${id}`;
    await openMembers(page);
    await page.getByRole('button', { name: 'Add Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    await expect(dialog.getByText('Full name is required')).toBeVisible();
    await expect(dialog.getByText('Email is required')).toBeVisible();

    let posts = 0;
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/admin/users') posts++;
    });
    await dialog.getByLabel('Full Name').fill(name);
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Password', { exact: true }).fill('secret-1');
    await dialog.getByLabel('Confirm Password').fill('secret-2');
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Passwords do not match!' })).toBeVisible();
    expect(posts).toBe(0);

    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Confirm Password').fill('secret-1');
    await choose(page, 'Designation', 'Technician');
    await dialog.getByLabel('Phone').fill('(512) 555-0199');
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    await expect(toast(page, 'Member created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Temporary password' })).toHaveCount(0);

    await search(page, email);
    const card = memberCard(page, email);
    await expect(card).toContainText(name);
    await expect(card).toContainText('Technician');
    await expect(card).toContainText('Active');
    await expect(card).toContainText('(512) 555-0199');
    await expect(card).toContainText('No store');
    expect(await loginStatus(request, email, 'secret-1')).toBe(200);
  });

  test('adds a member without a password and shows the generated one, which works', async ({
    page,
    request,
  }) => {
    const id = unique();
    const email = `e2e-temp-${id}@example.com`;
    await openMembers(page);
    await page.getByRole('button', { name: 'Add Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
    await expect(dialog).toContainText('Leave both blank to generate a temporary password');
    await dialog.getByLabel('Full Name').fill(`E2E Temporary ${id}`);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Add Member' }).click();

    await expect(toast(page, 'Member created successfully')).toContainText('temporary password');
    const shown = page.getByRole('dialog', { name: 'Temporary password' });
    await expect(shown).toContainText(email);
    const password = await shown.getByLabel('Temporary password').inputValue();
    expect(password).toMatch(/^temp[A-Za-z0-9]{6}$/);
    // Shown once, in the dialog only: not in the toast.
    await expect(toast(page, password)).toHaveCount(0);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    expect(await loginStatus(request, email, password)).toBe(200);
  });

  test('edits a member; the e-mail stays read-only', async ({ page, request }) => {
    const member = await createMember(request);
    await openMembers(page);
    await search(page, member.email);
    await memberCard(page, member.email)
      .getByRole('button', { name: `Edit ${member.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Team Member' });
    await expect(dialog.getByLabel('Full Name')).toHaveValue(member.name);
    await expect(dialog.getByLabel('Email')).toHaveValue(member.email);
    await expect(dialog.getByLabel('Email')).not.toBeEditable();
    // Passwords are set on create only.
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0);

    const renamed = `${member.name} Edited`;
    await dialog.getByLabel('Full Name').fill(renamed);
    await choose(page, 'Designation', 'Front Desk');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Member updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = memberCard(page, member.email);
    await expect(card).toContainText(renamed);
    await expect(card).toContainText('Front Desk');
    // The old password still works: an edit without a password leaves it alone.
    expect(await loginStatus(request, member.email, member.password)).toBe(200);
  });

  test('assigns a member to a store', async ({ page, request }) => {
    const store = await createStoreViaApi(request, `E2E Assign Store ${unique()}`);
    const member = await createMember(request);
    await openMembers(page);
    await search(page, member.email);
    const card = memberCard(page, member.email);
    await expect(card).toContainText('No store');
    await card.getByRole('button', { name: `Assign store for ${member.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Store' });
    const submit = dialog.getByRole('button', { name: 'Assign Store' });
    await expect(submit).toBeDisabled();
    await choose(page, 'Store', `${store.name} (${store.store_id})`);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(toast(page, 'Member assigned to store successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText(store.name);
  });

  test('deactivating a member shows Inactive and ends their session at once', async ({ page, request }) => {
    const member = await createMember(request);
    const token = await apiToken(request, member);
    const asMember = { Authorization: `Bearer ${token}` };
    expect((await request.get('/api/user/wishlist', { headers: asMember })).status()).toBe(200);

    await openMembers(page);
    await search(page, member.email);
    const card = memberCard(page, member.email);
    await card.getByRole('button', { name: `Edit ${member.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Team Member' });
    const active = dialog.getByRole('switch', { name: 'Active' });
    await expect(active).toBeChecked();
    await active.click();
    await expect(active).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Inactive');

    expect((await request.get('/api/user/wishlist', { headers: asMember })).status()).toBe(401);
    expect(await loginStatus(request, member.email, member.password)).not.toBe(200);
  });

  test('deletes a member, warning first about their store assignment', async ({ page, request }) => {
    const store = await createStoreViaApi(request, `E2E Delete Member Store ${unique()}`);
    const member = await createMember(request);
    const assign = await request.post('/api/admin/users/assign-store', {
      headers: { Authorization: `Bearer ${await apiToken(request)}` },
      data: { userId: member.record.id, storeId: store.id },
    });
    expect(assign.ok()).toBeTruthy();

    await openMembers(page);
    await search(page, member.email);
    const card = memberCard(page, member.email);
    await expect(card).toContainText(store.name);
    await card.getByRole('button', { name: `Delete ${member.name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Team Member' });
    await expect(dialog).toContainText(member.name);
    await expect(dialog).toContainText(`Assigned to ${store.name}`);
    await expect(dialog).toContainText('removes their assignment to this store');
    await dialog.getByRole('button', { name: 'Delete Member' }).click();
    await expect(toast(page, 'Member deleted successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No members match your criteria' })).toBeVisible();
    expect(await loginStatus(request, member.email, member.password)).not.toBe(200);
  });

  test('a server refusal shows its message; an empty team offers the first member', async ({
    page,
    request,
  }) => {
    const existing = await createMember(request);
    await openMembers(page);
    await page.getByRole('button', { name: 'Add Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
    await dialog.getByLabel('Full Name').fill('Duplicate Person');
    await dialog.getByLabel('Email').fill(existing.email);
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    await expect(toast(page, 'A member with this email already exists')).toContainText('Error');
    await expect(dialog.getByRole('alert')).toContainText('A member with this email already exists');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const empty = {
      success: true,
      data: { users: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } },
    };
    await page.route(
      (url) => url.pathname === '/api/admin/users',
      (route) => route.fulfill({ json: empty }),
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('heading', { name: 'No team members yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Your First Member' }).click();
    await expect(dialog).toBeVisible();
  });

  test('the screen and its dialogs have no serious axe violations', async ({ page }) => {
    test.slow();
    await openMembers(page);
    await expect(page.getByText(/^Showing 1 to/)).toBeVisible();
    const scan = async () => {
      const result = await axeFor(page).exclude('[data-sonner-toaster]').analyze();
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    };
    expect(await scan()).toEqual([]);
    await page.getByRole('button', { name: 'Add Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    await expect(dialog.getByText('Full name is required')).toBeVisible();
    await expect(dialog.getByLabel('Full Name')).toBeFocused();
    expect(await scan()).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page
      .getByRole('button', { name: /^Assign store for / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Assign Store' })).toBeVisible();
    expect(await scan()).toEqual([]);
  });

  test('on a 375 px phone the cards stack, the filters wrap and the dialog fits', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openMembers(page);
    const cards = page.getByRole('list', { name: 'Team members' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const first = await cards.nth(0).boundingBox();
    const second = await cards.nth(1).boundingBox();
    expect(second?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: 'Add Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
    const box = await dialog.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(375);
    expect((box?.y ?? 0) + (box?.height ?? 999)).toBeLessThanOrEqual(740);
    // The form scrolls inside the dialog down to its buttons.
    await dialog.getByRole('button', { name: 'Add Member' }).scrollIntoViewIfNeeded();
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    await expect(dialog.getByText('Full name is required')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
