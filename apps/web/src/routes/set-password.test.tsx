import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { answerAcceptInvite, LINK_INVALID, LINK_TOKEN, linkInvalid } from '@/test/account-link-fixtures';
import { makeLoginResponse } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { HttpResponse } from '@/test/server';
import SetPasswordRoute from './set-password';

// The page the invitation e-mail links to (issue 21).

const openInvite = () => renderScreen(SetPasswordRoute, { at: `/set-password?token=${LINK_TOKEN}` });

async function choose(user: ReturnType<typeof openInvite>['user'], password: string, confirm = password) {
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
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
