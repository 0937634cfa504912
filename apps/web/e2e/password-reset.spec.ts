import type { Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { A11yAudit, heading } from './a11y-helpers';
import {
  adminNav,
  type apiToken,
  createStoreMember,
  expect,
  login,
  signIn,
  storedToken,
  storeNav,
  test,
} from './fixtures';

// Issue 21: forgotten passwords and invitations, by the links the server e-mails. The server of
// playwright.config.ts sends its e-mail to E2E_SMTP_PORT, where this file listens; other specs
// send e-mail too, so each test picks its own by recipient and subject.

type Mail = { to: string[]; subject: string; body: string };
const received: Mail[] = [];

/** Quoted-printable as written by the server's mailer: soft line breaks and =XX escapes. */
const decode = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, done) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      raw += chunk;
    });
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      received.push({ to, subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '', body: decode(raw) });
      done();
    });
  },
});

// One worker holds the port: the two tests run in order in it.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.beforeAll(async () => {
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(Number(process.env.E2E_SMTP_PORT), '127.0.0.1', resolve);
  });
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Waits for the e-mail to this address with this subject and answers its link's path and query. */
async function linkFrom(email: string, subject: string, path: string) {
  let link = '';
  await expect
    .poll(
      () => {
        const mail = received.find((m) => m.to.includes(email.toLowerCase()) && m.subject === subject);
        link = new RegExp(`/${path}\\?token=[A-Za-z0-9_-]+`).exec(mail?.body ?? '')?.[0] ?? '';
        return link;
      },
      { message: `'${subject}' e-mail to ${email}`, timeout: 30_000 },
    )
    .not.toBe('');
  return link;
}

/** axe at desktop and phone widths, then back to the desktop width. */
async function scanBothWidths(page: Page, audit: A11yAudit, screen: string) {
  await audit.scan(`${screen}, 1280 px`);
  await page.setViewportSize({ width: 375, height: 740 });
  await audit.scan(`${screen}, 375 px`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 720 });
}

const loginStatus = async (request: Parameters<typeof apiToken>[0], email: string, password: string) =>
  (await request.post('/api/auth/login', { data: { email, password } })).status();

test('a member resets a forgotten password from the login page by the e-mailed link', async ({
  page,
  request,
}) => {
  const member = await createStoreMember(request);
  const audit = new A11yAudit(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(heading(page, 'Forgot your password?')).toBeVisible();
  await scanBothWidths(page, audit, '/forgot-password');

  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'If an account exists for that e-mail address, a link to reset its password is on its way.',
  );
  await audit.scan('/forgot-password sent');

  const link = await linkFrom(member.email, 'Reset your password', 'reset-password');
  await page.goto(link);
  await expect(heading(page, 'Choose a new password')).toBeVisible();
  await scanBothWidths(page, audit, '/reset-password');
  const newPassword = 'reset-by-link-1';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password was reset. Sign in with the new one.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  expect(await loginStatus(request, member.email, member.password)).toBe(401);
  await login(page, { email: member.email, password: newPassword });
  await expect(storeNav(page)).toBeVisible();

  // The link works once: opened again, it says so at once, instead of the form.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('This link is invalid, used or expired.');
  await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
  await audit.scan('/reset-password used link');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  audit.expectClean();
});

test('an invited member chooses a password and lands in the portal signed in', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const member = await createStoreMember(request);
  await signIn(page, 'admin');
  await adminNav(page).getByRole('link', { name: 'Members' }).click();
  await expect(heading(page, 'Team Members')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: 'Search members' }).fill(member.email);
  const card = page
    .getByRole('list', { name: 'Team members' })
    .getByRole('listitem')
    .filter({ hasText: member.email });
  await card.getByRole('button', { name: `Send invitation to ${member.name}` }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: `Invitation sent to ${member.email}` }),
  ).toBeVisible();

  const link = await linkFrom(member.email, 'You are invited to the Wholesale Portal', 'set-password');
  // The invited member's own browser: nobody is signed in there.
  const context = await browser.newContext({ baseURL });
  const invitee = await context.newPage();
  const errors: string[] = [];
  invitee.on('pageerror', (error) => errors.push(error.message));
  const audit = new A11yAudit(invitee);
  await invitee.goto(link);
  await expect(heading(invitee, 'Welcome to MS Portal')).toBeVisible();
  await scanBothWidths(invitee, audit, '/set-password');
  await invitee.getByLabel('Password', { exact: true }).fill('invited-secret');
  await invitee.getByLabel('Confirm Password', { exact: true }).fill('invited-secret');
  await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(invitee).toHaveURL(/\/store$/);
  await expect(storeNav(invitee)).toBeVisible();
  expect(await storedToken(invitee)).not.toBeNull();
  expect(await loginStatus(request, member.email, 'invited-secret')).toBe(200);
  audit.expectClean();
  expect(errors).toEqual([]);
  await context.close();
});
