import { actionError } from '@/lib/action-error';
import { ApiError } from '@/lib/api-client';

/**
 * Spec section 8: a failed store list reads the server's message, else its error field, else
 * 'Failed to fetch stores'. The wrapper's own fallback ('Request failed with status ...') is swapped
 * for the screen's text; network failures keep 'Network error or server unavailable'.
 */
export function withClientMessage(error: unknown, clientMessage: string): unknown {
  if (!(error instanceof ApiError) || error.handled || error.status === 0) return error;
  return new ApiError({ status: error.status, body: error.body, clientMessage, cause: error });
}

/** The text of a failed store change: the spec's fixed text, then the server's reason. */
export const storeActionError = actionError;
