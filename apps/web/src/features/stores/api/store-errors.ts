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

/**
 * The text of a failed store change: the spec's fixed text ('Failed to add store', ...), followed by
 * the server's reason when it gave one, so the admin sees both what failed and why.
 */
export function storeActionError(action: string, error: unknown): string {
  if (error instanceof ApiError) {
    const reason =
      error.serverMessage ?? error.serverError ?? (error.status === 0 ? error.message : undefined);
    return reason ? `${action}: ${reason}` : action;
  }
  return action;
}
