import type { LoginChallengeOrSession } from '@portal/contract';
import { ApiError, apiRequest, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import type { LoginCredentials, LoginResult } from '../types';

/** The contract's answer, read defensively: spec section 8 wants a missing user or token caught. */
type LoginAnswer = { success: boolean; message?: string; data?: Partial<LoginChallengeOrSession> };

/**
 * A sign-in call: the password step or the two-factor step. Never throws for a refused sign-in or
 * a dead network: it answers `{ success: false, message, error, status }` as spec section 8 describes.
 */
export async function signInRequest(path: string, body: unknown): Promise<LoginResult> {
  try {
    const answer = await apiRequest<LoginAnswer>(path, { method: 'POST', body, token: null });
    if (answer.data?.mfa_token)
      return { success: true, message: answer.message, mfaToken: answer.data.mfa_token };
    const user = answer.data?.user;
    const accessToken = answer.data?.tokens?.accessToken;
    if (!user || !accessToken)
      return { success: false, message: answer.message || 'Login failed', status: 200 };
    return { success: true, message: answer.message, user: { ...user, name: user.name ?? '' }, accessToken };
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) {
      return {
        success: false,
        message: error.serverMessage ?? 'Login failed',
        error: error.serverError,
        status: error.status,
      };
    }
    const cause = error instanceof ApiError ? error.cause : error;
    return {
      success: false,
      message: NETWORK_ERROR_MESSAGE,
      error: cause instanceof Error && cause.message ? cause.message : 'Unknown error',
      status: 0,
    };
  }
}

/** POST /auth/login. For an account with two-factor sign-in it answers the step's mfaToken. */
export function loginRequest({ email, password }: LoginCredentials): Promise<LoginResult> {
  return signInRequest('/auth/login', { email, password });
}
