import { apiRequest } from '@/lib/api-client';

const LOGOUT_TIMEOUT_MS = 5000;

/**
 * POST /auth/logout revokes the token on the server. The answer is not read and failures are only
 * logged (spec section 8): signing out locally must never wait on, or fail with, the server.
 */
export async function logoutRequest(token: string): Promise<void> {
  try {
    await apiRequest('/auth/logout', {
      method: 'POST',
      token,
      signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
    });
  } catch (error) {
    console.error('Logout request failed:', error);
  }
}
