import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  answerForgotPassword,
  RESET_REQUESTED,
  resetRequested,
  tooManyRequests,
} from '@/test/account-link-fixtures';
import { renderScreen } from '@/test/render';
import ForgotPasswordRoute from './forgot-password';

// Asking for a reset link (issue 21): the answer never tells whether the account exists.

const openForgot = () => renderScreen(ForgotPasswordRoute, { at: '/forgot-password' });

describe('forgot password (/forgot-password)', () => {
  it("sends the address and shows the server's message in the status region", async () => {
    const bodies = answerForgotPassword(resetRequested);
    const { user } = openForgot();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.type(screen.getByLabelText('Email'), '  sam@harbor.example ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(RESET_REQUESTED)).toBeVisible();
    expect(status).toHaveTextContent(RESET_REQUESTED);
    expect(bodies).toEqual([{ email: 'sam@harbor.example' }]);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('names a missing or malformed address and sends nothing', async () => {
    const bodies = answerForgotPassword(resetRequested);
    const { user } = openForgot();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Email is required')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.type(screen.getByLabelText('Email'), 'sam@harbor');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('shows the limit when there were too many requests', async () => {
    answerForgotPassword(tooManyRequests);
    const { user } = openForgot();
    await user.type(screen.getByLabelText('Email'), 'sam@harbor.example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 840 seconds.',
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('goes back to sign in', async () => {
    const { user } = openForgot();
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByText('Now at /login')).toBeVisible();
  });
});
