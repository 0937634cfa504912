import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { answerAcceptInvite, LINK_INVALID, LINK_TOKEN, linkInvalid } from '@/test/account-link-fixtures';
import { makeLoginResponse } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { HttpResponse, http, ok, server } from '@/test/server';
import SetPasswordRoute from './set-password';

// The page the invitation e-mail links to (issue 21).

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

const openInvite = () => renderScreen(SetPasswordRoute, { at: `/set-password?token=${LINK_TOKEN}` });

async function choose(user: ReturnType<typeof openInvite>['user'], password: string, confirm = password) {
  await user.type(await screen.findByLabelText('Password', { selector: 'input' }), password);
  await user.type(screen.getByLabelText('Confirm Password', { selector: 'input' }), confirm);
  await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
}

describe('accept an invitation (/set-password?token=…)', () => {
  it('sets the password, keeps the session as a sign-in does and opens the portal', async () => {
    const session = makeLoginResponse('user');
    const bodies = answerAcceptInvite(() => HttpResponse.json(session));
    const { user } = openInvite();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to MS Portal' })).toBeVisible();
    await choose(user, 'first-secret');

    expect(await screen.findByText('Now at /store')).toBeVisible();
    expect(bodies).toEqual([{ token: LINK_TOKEN, password: 'first-secret' }]);
    expect(checks).toEqual([{ token: LINK_TOKEN, kind: 'invite' }]);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(session.data.tokens.accessToken);
  });

  it('an invitation already used or expired says so as the page opens, instead of the form', async () => {
    const bodies = answerAcceptInvite(() => HttpResponse.json(makeLoginResponse('user')));
    const checked = answerCheck(false);
    openInvite();
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INVALID);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('Password', { selector: 'input' })).not.toBeInTheDocument();
    expect(checked).toEqual([{ token: LINK_TOKEN, kind: 'invite' }]);
    expect(bodies).toEqual([]);
  });

  it('with two-factor sign-in on, asks for the code after setting the password, then signs in', async () => {
    answerAcceptInvite(() =>
      ok({ mfa_required: true, mfa_token: 'second-step-token' }, 'Enter your two-factor code'),
    );
    const codes: unknown[] = [];
    const session = makeLoginResponse('admin');
    server.use(
      http.post('/api/auth/mfa/verify', async ({ request }) => {
        codes.push(await request.json());
        return HttpResponse.json(session);
      }),
    );
    const { user } = openInvite();
    await choose(user, 'first-secret');
    expect(
      await screen.findByText('Your password is set. Two-factor sign-in is on for your account.'),
    ).toBeVisible();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Now at /admin')).toBeVisible();
    expect(codes).toEqual([{ mfa_token: 'second-step-token', code: '123456' }]);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(session.data.tokens.accessToken);
  });

  it('says when the invitation is used or expired, and signs nobody in', async () => {
    answerAcceptInvite(linkInvalid);
    const { user } = openInvite();
    await choose(user, 'first-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INVALID);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
