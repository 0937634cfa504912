import { portalFor } from '../types';

/**
 * Where a signed-in user goes from the login page: the page they were sent away from when it
 * lies in their own portal, otherwise their portal's home (spec section 6).
 */
export function redirectTarget(role: string | null, from: unknown): string {
  const portal = portalFor(role);
  if (typeof from === 'string' && (from === portal || from.startsWith(`${portal}/`))) return from;
  return portal;
}
