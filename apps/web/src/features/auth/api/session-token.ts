import type { SessionUser } from '../types';

type Claims = {
  exp?: unknown;
  userId?: unknown;
  id?: unknown;
  email?: unknown;
  name?: unknown;
  role?: unknown;
  storeName?: unknown;
};

/** The payload of a JWT, unverified: the server checks signatures, the client only reads claims. */
export function decodeTokenPayload(token: string): Claims | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === 'object' && payload !== null ? (payload as Claims) : null;
  } catch {
    return null;
  }
}

/** Seconds since the epoch at which the token expires, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  const exp = decodeTokenPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
}

/**
 * Spec section 4: a stored token that decodes and has `exp` in the future restores the user from
 * its claims (id from userId, else id); anything else yields null and should be dropped.
 */
export function sessionUserFromToken(token: string, nowMs = Date.now()): SessionUser | null {
  const claims = decodeTokenPayload(token);
  if (!claims) return null;
  const exp = claims.exp;
  if (typeof exp !== 'number' || exp * 1000 <= nowMs) return null;
  const id = claims.userId ?? claims.id;
  if (typeof id !== 'number' && typeof id !== 'string') return null;
  return {
    id,
    email: typeof claims.email === 'string' ? claims.email : '',
    name: typeof claims.name === 'string' ? claims.name : '',
    role: typeof claims.role === 'string' ? claims.role : null,
    ...(typeof claims.storeName === 'string' && claims.storeName !== ''
      ? { storeName: claims.storeName }
      : {}),
  };
}
