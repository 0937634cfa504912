import { axeFor } from './a11y-helpers';
import { adminNav, createMember, expect, signIn, storedToken, storeNav, test } from './fixtures';

test.describe('admin layout', () => {
  test('greets the admin and links every admin screen, marking the current one', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page.getByText(/^Welcome back, \S+/).filter({ visible: true })).toBeVisible();
    const nav = adminNav(page);
    const screens = [
      ['Stores', /\/admin\/stores$/],
      ['Members', /\/admin\/members$/],
      ['Orders', /\/admin\/orders$/],
      ['Products', /\/admin\/products$/],
      ['Categories', /\/admin\/categories$/],
      ['Settings', /\/admin\/settings$/],
      ['Outbox', /\/admin\/outbox$/],
      ['Dashboard', /\/admin$/],
    ] as const;
    for (const [name, url] of screens) {
      await nav.getByRole('link', { name }).click();
      await expect(page).toHaveURL(url);
      await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });

  test('the sidebar collapses to icons and remembers it after a reload', async ({ page }) => {
    await signIn(page, 'admin');
    const toggle = page.getByRole('button', { name: 'Collapse sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const sidebar = page.locator('#portal-sidebar');
    const wide = (await sidebar.boundingBox())?.width ?? 0;
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeLessThan(wide / 2);
    // Still reachable by name, now through the tooltip-labelled icon.
    await adminNav(page).getByRole('link', { name: 'Members' }).click();
    await expect(page).toHaveURL(/\/admin\/members$/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  });

  test('Logout asks first: Cancel stays, Logout signs out to /login', async ({ page, request }) => {
    // An admin of this test's own: a logout ends every session of its account, and parallel tests
    // are signed in as the demo admin.
    const admin = await createMember(request, { role: 'admin' });
    await signIn(page, admin, '/admin');
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Logout' });
    await expect(dialog).toContainText(
      'Are you sure you want to logout? You will need to sign in again to access your account.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await storedToken(page)).toBeTruthy();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Logout' }).click();
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('store layout', () => {
  test('shows the store name, a welcome and the store links', async ({ page }) => {
    await signIn(page, 'user');
    const nav = storeNav(page);
    await expect(nav.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Your store')).toBeVisible();
    await expect(page.getByText(/^Welcome back, \S+!$/).filter({ visible: true })).toBeVisible();
    await expect(page.getByText(/^Ordering for \S+/)).toBeVisible();
    for (const [name, path] of [
      ['Cart', '/store/cart'],
      ['Orders', '/store/orders'],
      ['Wishlist', '/store/wishlist'],
      ['Profile', '/store/profile'],
      ['Products', '/store'],
    ] as const) {
      await nav.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('logging out of the store portal ends on /login', async ({ page }) => {
    await signIn(page, 'user');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/store/cart');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the sidebar becomes a sheet opened by the menu button', async ({ page }) => {
    await signIn(page, 'user');
    await expect(page.locator('#portal-sidebar')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeHidden();
    const menu = page.getByRole('button', { name: 'Open navigation menu' });
    await menu.click();
    const sheet = page.getByRole('dialog', { name: 'MS Store Portal' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/store\/orders$/);
    await expect(sheet).toBeHidden();

    await menu.click();
    await expect(sheet.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('the admin portal uses the same sheet', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'MS Admin Portal' });
    await sheet.getByRole('link', { name: 'Stores' }).click();
    await expect(page).toHaveURL(/\/admin\/stores$/);
    await expect(sheet).toBeHidden();
  });
});

test.describe('accessibility', () => {
  const serious = (violations: { impact?: string | null }[]) =>
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

  test('the login page and the portal frame have no serious axe violations', async ({ page }) => {
    test.slow();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    const loginScan = await axeFor(page).analyze();
    expect(serious(loginScan.violations), JSON.stringify(serious(loginScan.violations), null, 2)).toEqual([]);

    await signIn(page, 'user', '/store/profile');
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    const portalScan = await axeFor(page).exclude('[data-sonner-toaster]').analyze();
    expect(serious(portalScan.violations), JSON.stringify(serious(portalScan.violations), null, 2)).toEqual(
      [],
    );
  });

  test('a skip link leads past the navigation to the screen', async ({ page }) => {
    await signIn(page, 'admin', '/admin/stores');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});
