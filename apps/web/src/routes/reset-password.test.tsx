import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answerResetPassword,
  LINK_INVALID,
  LINK_TOKEN,
  linkInvalid,
  RESET_DONE,
} from '@/test/account-link-fixtures';
import { renderScreen } from '@/test/render';
import { fail, http, ok, server } from '@/test/server';
import ResetPasswordRoute from './reset-password';

// The page the 'Reset your password' e-mail links to (issue 21).

const openReset = (token: string | null = LINK_TOKEN) =>
  renderScreen(ResetPasswordRoute, {
    at: token === null ? '/reset-password' : `/reset-password?token=${token}`,
  });

/** POST /auth/check-link, asked as the page opens; records the bodies it got. */
function answerCheck(usable: boolean) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/auth/check-link', async ({ request }) => {
      bodies.push(await request.json());
      return ok({ usable });
    }),
  );
  return bodies;
}
let checks: unknown[] = [];
beforeEach(() => {
  checks = answerCheck(true);
});

const newPassword = () => screen.getByLabelText('New Password', { selector: 'input' });
const confirmation = () => screen.getByLabelText('Confirm New Password', { selector: 'input' });

describe('reset password (/reset-password?token=…)', () => {
  it('sets the new password with the link, then offers to sign in with it', async () => {
    const bodies = answerResetPassword(() => ok(null, RESET_DONE));
    const { user } = openReset();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    expect(await screen.findByText('At least 6 characters.')).toBeVisible();
    expect(checks).toEqual([{ token: LINK_TOKEN, kind: 'reset' }]);
    await user.type(newPassword(), 'fresh-secret');
    await user.type(confirmation(), 'fresh-secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText(RESET_DONE)).toBeVisible();
    expect(bodies).toEqual([{ token: LINK_TOKEN, password: 'fresh-secret' }]);
    expect(screen.queryByLabelText('New Password', { selector: 'input' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('Now at /login')).toBeVisible();
  });

  it('says when the link is used or expired, with a link to ask for a new one', async () => {
    answerResetPassword(linkInvalid);
    const { user } = openReset();
    await user.type(await screen.findByLabelText('New Password', { selector: 'input' }), 'fresh-secret');
    await user.type(confirmation(), 'fresh-secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INVALID);
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
    const again = screen.getByRole('link', { name: 'Ask for a new link' });
    expect(again).toHaveAttribute('href', '/forgot-password');
    await user.click(again);
    expect(await screen.findByText('Now at /forgot-password')).toBeVisible();
  });

  it('without a token says the same at once, and sends nothing', async () => {
    const bodies = answerResetPassword(() => ok(null, RESET_DONE));
    openReset(null);
    expect(screen.getByRole('alert')).toHaveTextContent(LINK_INVALID);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New Password', { selector: 'input' })).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
    expect(checks).toEqual([]);
  });

  it('a link already used or expired says so as the page opens, instead of the form', async () => {
    const bodies = answerResetPassword(() => ok(null, RESET_DONE));
    const checked = answerCheck(false);
    openReset();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link...');
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INVALID);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New Password', { selector: 'input' })).not.toBeInTheDocument();
    expect(checked).toEqual([{ token: LINK_TOKEN, kind: 'reset' }]);
    expect(bodies).toEqual([]);
  });

  it('shows the form when the check itself fails: the answer to the form will tell', async () => {
    server.use(http.post('/api/auth/check-link', () => fail(500, 'Something went wrong', 'INTERNAL')));
    openReset();
    expect(await screen.findByLabelText('New Password', { selector: 'input' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the confirmation and the length as Change Password does, before sending', async () => {
    const bodies = answerResetPassword(() => ok(null, RESET_DONE));
    const { user } = openReset();
    await user.type(await screen.findByLabelText('New Password', { selector: 'input' }), 'fresh-secret');
    await user.type(confirmation(), 'fresh-secre');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('New passwords do not match')).toBeVisible();
    expect(confirmation()).toHaveFocus();
    expect(confirmation()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(newPassword());
    await user.type(newPassword(), 'short');
    await user.clear(confirmation());
    await user.type(confirmation(), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('New password must be at least 6 characters long')).toBeVisible();
    expect(screen.queryByText('New passwords do not match')).not.toBeInTheDocument();
    expect(newPassword()).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('shows any other refusal of the server and keeps the form', async () => {
    answerResetPassword(() =>
      fail(400, 'password: New password must be at least 6 characters long', 'VALIDATION'),
    );
    const { user } = openReset();
    await user.type(await screen.findByLabelText('New Password', { selector: 'input' }), 'fresh-secret');
    await user.type(confirmation(), 'fresh-secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/New password must be at least 6/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled();
  });
});
