import {
  LINK_INVALID,
  type LoginSession,
  type MfaChallenge,
  type NewPasswordBody,
  RESET_REQUESTED,
} from '@portal/contract';
import { ApiError, api } from '@/lib/api-client';

// Issue 21: the public calls of the e-mailed links. None sends the stored token: whoever opens a
// link acts on its token alone.

/** POST /auth/forgot-password: answers the same message whether or not the account exists. */
export async function requestResetLink(email: string): Promise<string> {
  const response = await api.post<null>('/auth/forgot-password', { email }, { token: null });
  return response.message ?? RESET_REQUESTED;
}

/** POST /auth/reset-password: sets the new password; every session of the account ends. */
export async function resetPassword(body: NewPasswordBody): Promise<string> {
  const response = await api.post<null>('/auth/reset-password', body, { token: null });
  return response.message ?? 'Your password was reset. Sign in with the new one.';
}

/**
 * POST /auth/accept-invite: sets the first password and answers as a sign-in does: a session, or
 * (two-factor sign-in on) the second step's token.
 */
export async function acceptInvite(body: NewPasswordBody) {
  const { data } = await api.post<LoginSession | MfaChallenge>('/auth/accept-invite', body, { token: null });
  if ('mfa_token' in data) return { mfaToken: data.mfa_token };
  return { user: data.user, accessToken: data.tokens.accessToken };
}

/** True when the server refused the link itself (unknown, used or expired), not the password. */
export function isLinkInvalid(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && error.message.includes(LINK_INVALID);
}
