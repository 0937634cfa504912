import { accounts, createMember, expect, login, signIn, storedToken, test } from './fixtures';

test.describe('profile', () => {
  test('shows the signed-in member read-only', async ({ page }) => {
    await signIn(page, 'user', '/store/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    const details = page.locator('dl');
    await expect(details).toContainText(accounts.user.email);
    await expect(details.getByText('Role').locator('xpath=following-sibling::dd')).toHaveText('User');
    await expect(
      details.getByText('Store', { exact: true }).locator('xpath=following-sibling::dd'),
    ).not.toHaveText('N/A');
    // Read-only: the details are text, not inputs.
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
  });

  test('a member without a store sees N/A', async ({ page, request }) => {
    const member = await createMember(request);
    await signIn(page, member, '/store/profile');
    const details = page.locator('dl');
    await expect(
      details.getByText('Store', { exact: true }).locator('xpath=following-sibling::dd'),
    ).toHaveText('N/A');
    await expect(details).toContainText(member.name);
  });

  test('the password form checks its rules in order, without calling the server', async ({ page }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/change-password')) calls++;
    });
    await signIn(page, 'user', '/store/profile');
    const current = page.getByLabel('Current Password', { exact: true });
    const next = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm New Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Update Password' });

    await expect(submit).toBeDisabled();
    await current.fill('store123');
    await next.fill('abcdef');
    await expect(submit).toBeDisabled();

    const attempt = async (values: [string, string, string], message: string) => {
      await current.fill(values[0]);
      await next.fill(values[1]);
      await confirm.fill(values[2]);
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(page.getByText(message)).toBeVisible();
    };
    await attempt(['   ', 'abcdef', 'abcdef'], 'Please enter your current password');
    await attempt(['store123', 'abcdef', 'abcdeg'], 'New passwords do not match');
    await attempt(['store123', 'abc', 'abc'], 'New password must be at least 6 characters long');
    await attempt(
      ['store123', 'store123', 'store123'],
      'New password must be different from current password',
    );
    // Mismatch is reported before the length, as the spec orders them.
    await attempt(['store123', 'abc', 'abd'], 'New passwords do not match');
    expect(calls).toBe(0);
  });

  test('a wrong current password is refused with a toast and keeps the session', async ({
    page,
    request,
  }) => {
    const member = await createMember(request);
    await signIn(page, member, '/store/profile');
    await page.getByLabel('Current Password', { exact: true }).fill('not-my-password');
    await page.getByLabel('New Password', { exact: true }).fill('brand-new-1');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('brand-new-1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(
      page.getByText('Failed to update password. Please check your current password.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/store\/profile$/);
    expect(await storedToken(page)).toBeTruthy();
  });

  test('a successful change signs the member out and only the new password works', async ({
    page,
    request,
  }) => {
    const member = await createMember(request);
    const newPassword = 'fresh-pass-42';
    await signIn(page, member, '/store/profile');
    await page.getByLabel('Current Password', { exact: true }).fill(member.password);
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();

    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Password updated' })).toContainText(
      'Please log in again',
    );
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();

    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();

    await login(page, { email: member.email, password: newPassword });
    await page.goto('/store/profile');
    await expect(page.locator('dl')).toContainText(member.email);
  });
});
