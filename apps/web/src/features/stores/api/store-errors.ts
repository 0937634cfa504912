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

/**
 * The fields a refused save names. The API's messages start with the field ('monthly_budget:
 * monthly_budget must be 0 or more; time_zone: ...'); each part goes under its field, with the
 * field's name on screen in place of the API's.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  labels: Record<F, string>,
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError) || error.status !== 400 || !error.serverMessage) return found;
  for (const part of error.serverMessage.split('; ')) {
    const match = /^([a-z_]+): (.+)$/.exec(part.trim());
    const field = match?.[1] as F | undefined;
    if (!match?.[2] || !field || !(field in labels) || found[field]) continue;
    found[field] = match[2].replaceAll(field, labels[field]);
  }
  return found;
}
