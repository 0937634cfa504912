import { ApiError, apiRequest } from '@/lib/api-client';
import type { ChangePasswordInput } from '../types';

/**
 * PUT /auth/change-password (spec sections 7 and 8): true on success, false (and a log line) when
 * there is no token or the server refuses; throws only when the server cannot be reached.
 */
export async function changePasswordRequest(
  token: string | null,
  input: ChangePasswordInput,
): Promise<boolean> {
  if (!token) {
    console.error('No access token available');
    return false;
  }
  try {
    await apiRequest('/auth/change-password', { method: 'PUT', body: input, token });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) {
      console.error('Password change failed:', error.serverMessage ?? 'Unknown error');
      return false;
    }
    throw error;
  }
}
