import { ApiError, apiRequest, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import type { LoginCredentials, LoginResult, SessionUser } from '../types';

type LoginResponse = {
  success: boolean;
  message?: string;
  data?: { user?: SessionUser; tokens?: { accessToken?: string } };
};

/**
 * POST /auth/login. Never throws for a refused sign-in or a dead network: it answers
 * `{ success: false, message, error, status }` as spec section 8 describes.
 */
export async function loginRequest({ email, password }: LoginCredentials): Promise<LoginResult> {
  try {
    const body = await apiRequest<LoginResponse>('/auth/login', {
      method: 'POST',
      body: { email, password },
      token: null,
    });
    const user = body.data?.user;
    const accessToken = body.data?.tokens?.accessToken;
    if (!user || !accessToken)
      return { success: false, message: body.message || 'Login failed', status: 200 };
    return { success: true, message: body.message, user: { ...user, name: user.name ?? '' }, accessToken };
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
