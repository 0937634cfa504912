import { ApiError } from '@/lib/api-client';

/**
 * The text of a failed change: the screen's fixed text ('Failed to add store', ...), followed by
 * the server's reason when it gave one, so the admin sees both what failed and why.
 */
export function actionError(action: string, error: unknown): string {
  if (error instanceof ApiError) {
    const reason =
      error.serverMessage ?? error.serverError ?? (error.status === 0 ? error.message : undefined);
    return reason ? `${action}: ${reason}` : action;
  }
  return action;
}
