import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { A11yAudit, bearer, dialogs, heading, tabTo } from './a11y-helpers';
import { apiToken, expect, signIn, storedToken, test } from './fixtures';

/**
 * Two-factor sign-in (issue 17, ASVS 6.3.2): an admin turns it on from the profile, signs out
 * and signs in again with a code. The seeded admin is shared by parallel tests, so each test
 * makes its own admin. Codes are computed from the key the dialog shows, as an app would.
 */
const widths = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
] as const;

let counter = 0;
async function freshAdmin(request: APIRequestContext) {
  const unique = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  const admin = {
    email: `e2e-mfa-${unique}@example.com`,
    password: 'admin-mfa-1',
    confirmPassword: 'admin-mfa-1',
    name: `MFA Admin ${unique}`,
    role: 'admin',
    designation: 'admin',
    is_active: true,
  };
  const created = await request.post('/api/admin/users', {
    data: admin,
    headers: bearer(await apiToken(request)),
  });
  expect(created.status(), await created.text()).toBe(201);
  return { email: admin.email, password: admin.password };
}

/** The app's code for now plus `aheadMs`: ahead by a step, so it is never the code used to turn it on. */
function codeFor(secret: string, aheadMs = 0) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + aheadMs });
}

async function signInWithPassword(page: Page, credentials: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

for (const size of widths) {
  test.describe(`two-factor sign-in at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('an admin turns it on from the profile, then signs in with a code', async ({ page, request }) => {
      // Four axe scans and two sign-ins on a machine shared with other runs.
      test.setTimeout(300_000);
      const credentials = await freshAdmin(request);
      const audit = new A11yAudit(page);
      await signIn(page, credentials, '/admin');
      await page.getByRole('link', { name: 'Profile' }).click();
      await expect(heading(page, 'My Profile')).toBeVisible({ timeout: 30_000 });
      const card = page.locator('[data-slot="card"]', {
        has: page.getByRole('heading', { level: 2, name: 'Two-factor sign-in' }),
      });
      await card.getByRole('button', { name: 'Turn on' }).click();

      const dialog = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
      const key = dialog.getByLabel('Setup key');
      await expect(key).not.toHaveValue('');
      await expect(dialog.getByRole('img', { name: 'QR code of your two-factor key' })).toBeVisible();
      await expect(dialog.getByLabel('6-digit code')).toBeFocused();
      await expect(dialog.getByLabel('6-digit code')).toHaveAttribute('autocomplete', 'one-time-code');
      await audit.scan('set-up dialog', { within: dialogs });
      const secret = (await key.inputValue()).replace(/\s/g, '');

      await dialog.getByLabel('6-digit code').fill('000000' === codeFor(secret) ? '111111' : '000000');
      await dialog.getByRole('button', { name: 'Turn on' }).click();
      await expect(dialog.getByRole('alert')).toContainText('The code is not valid');
      await expect(dialog.getByLabel('6-digit code')).toBeFocused();
      await dialog.getByLabel('6-digit code').fill(codeFor(secret));
      await page.keyboard.press('Enter');

      const saved = page.getByRole('dialog', { name: 'Save your recovery codes' });
      const codes = saved.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await expect(codes).toHaveCount(10);
      await expect(codes.first()).toHaveText(/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/);
      await audit.scan('recovery codes', { within: dialogs });
      // Shown once: Escape does not close it by accident.
      await page.keyboard.press('Escape');
      await expect(saved).toBeVisible();
      await saved.getByRole('button', { name: 'I have saved these codes' }).click();
      await expect(saved).toBeHidden();
      await expect(card.getByText('On', { exact: true })).toBeVisible();
      await expect(card.getByText('Recovery codes left: 10 of 10.')).toBeVisible();

      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/login$/);

      await signInWithPassword(page, credentials);
      const code = page.getByLabel('Authentication code');
      await expect(code).toBeFocused();
      await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
      await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(code).toHaveAttribute('inputmode', 'numeric');
      await audit.scan('/login second step');

      // A recovery code instead, and back again, by keyboard.
      const toggle = page.getByRole('button', { name: 'Use a recovery code' });
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      await expect(page.getByLabel('Recovery code')).toBeFocused();
      await page.getByRole('button', { name: 'Use your authenticator app' }).click();
      await expect(code).toBeFocused();

      await code.fill('12345');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert')).toHaveText(
        'The code is the 6 digits your authenticator app shows.',
      );
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      await audit.scan('/login second step with an error');

      await code.fill(codeFor(secret, 30_000));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/admin$/);
      expect(await storedToken(page)).toEqual(expect.any(String));
      audit.expectClean();
    });
  });
}

test('a recovery code signs in, Back to sign in returns to the password, and a code turns it off', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const credentials = await freshAdmin(request);
  const token = await apiToken(request, credentials);
  const setup = await request.post('/api/auth/mfa/setup', { headers: bearer(token) });
  const { secret } = (await setup.json()).data;
  const enabled = await request.post('/api/auth/mfa/enable', {
    headers: bearer(token),
    data: { code: codeFor(secret) },
  });
  const [recovery] = (await enabled.json()).data.recovery_codes as string[];

  await signInWithPassword(page, credentials);
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recovery ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin/profile');
  await expect(page.getByText('Recovery codes left: 9 of 10.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Turn off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off two-factor sign-in' });
  await expect(dialog.getByLabel('Code')).toBeFocused();
  await dialog.getByLabel('Code').fill(recovery ?? '');
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The code is not valid. Please try again.');
  // The set-up used this step's code, so the app's next one.
  await dialog.getByLabel('Code').fill(codeFor(secret, 30_000));
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Only your password protects this account.')).toBeVisible();
});
