import { ApiError } from '@/lib/api-client';

/**
 * Spec section 8: a failed load reads the server's message, else its error field, else the screen's
 * own text ('Failed to fetch orders'). The wrapper's generic 'Request failed with status ...' is
 * swapped for that text; network failures keep 'Network error or server unavailable'.
 */
export function withClientMessage(error: unknown, clientMessage: string): unknown {
  if (!(error instanceof ApiError) || error.handled || error.status === 0) return error;
  return new ApiError({ status: error.status, body: error.body, clientMessage, cause: error });
}

/** Why a call failed, when the server (or the network) said so; undefined for a bare failure. */
export function failureReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.serverMessage ?? error.serverError ?? (error.status === 0 ? error.message : undefined);
}
