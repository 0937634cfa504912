import type { Page } from '@playwright/test';
import { storeMember, tabTo } from './a11y-helpers';
import { accounts, adminNav, apiToken, expect, plentifulCard, storeNav, test } from './fixtures';

/**
 * The main journey of both portals with the keyboard alone: Tab / Shift+Tab to reach a control
 * (each stop must show a visible focus indicator), Enter or Space to press it, arrow keys in the
 * quantity box and the status filter, typing with keyboard.type. No mouse, no locator.click,
 * fill or focus anywhere in this file.
 */
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(password);
  await tabTo(page, page.getByRole('button', { name: 'Sign In' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Login successful! Welcome back.')).toBeVisible();
}

async function signOut(page: Page) {
  // The header's Logout sits above the content: walk back to it.
  await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Logout' }), { back: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Confirm Logout' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Logout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
}

test('a member orders and an admin approves it with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { member } = await storeMember(request);

  // Store user: sign in, add 2 of the first product in stock, check out.
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/store$/);
  // Pinned by its id: the button's name changes with the quantity.
  const { card: first } = await plentifulCard(page, request, await apiToken(request, member));
  const quantity = first.getByRole('textbox', { name: /^Quantity of / });
  await tabTo(page, quantity);
  await page.keyboard.press('ArrowUp');
  await expect(quantity).toHaveValue('2');
  await tabTo(page, first.getByRole('button', { name: 'Add 2 to Cart' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Added to cart')).toBeVisible();
  await expect(first.getByText('2 in cart')).toBeVisible();

  // The sidebar comes before the grid: Shift+Tab back up to the Cart link.
  await tabTo(page, storeNav(page).getByRole('link', { name: 'Cart', exact: true }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/store\/cart$/);
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
  const placed = page.waitForResponse((response) => response.url().endsWith('/api/orders/from-cart'));
  await tabTo(page, page.getByRole('button', { name: 'Proceed to Checkout' }));
  await page.keyboard.press('Space');
  const order = (await (await placed).json()).data as { id: number; order_number: string };
  await expect(toast(page, 'Order placed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/store\/orders$/);
  const orderCard = page.getByRole('article', { name: `Order #${order.order_number}` });
  await expect(orderCard.getByText('PENDING', { exact: true })).toBeVisible();
  await signOut(page);

  // Admin: sign in (Enter in the password box submits), find the order, approve it.
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(accounts.admin.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(accounts.admin.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible({
    timeout: 30_000,
  });
  await tabTo(page, adminNav(page).getByRole('link', { name: 'Orders', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible({
    timeout: 30_000,
  });
  await tabTo(page, page.getByRole('searchbox', { name: 'Search orders' }));
  await page.keyboard.type(order.order_number);
  await expect(page.getByTestId('order-row')).toHaveCount(1);

  // The status filter opens with Enter and moves with the arrows.
  const filter = page.getByRole('combobox', { name: 'Filter by status' });
  await tabTo(page, filter);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'All Orders' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Pending' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(filter).toHaveText('Pending');
  await expect(page.getByTestId('order-row')).toHaveCount(1);

  await tabTo(page, page.getByRole('link', { name: `View order ${order.order_number}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.order_number}` })).toBeVisible({
    timeout: 30_000,
  });
  await tabTo(page, page.getByRole('button', { name: 'Approve', exact: true }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Approve Order' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel('Notes (Optional)'));
  await page.keyboard.type('Approved from the keyboard');
  await tabTo(page, dialog.getByRole('button', { name: 'Approve Order' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Order approved successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const status = page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: 'Order Status' }) });
  await expect(status).toContainText('Approved');
  await expect(page.getByText('Approved from the keyboard').first()).toBeVisible();
});
