/**
 * The signed-in user (spec section 3, Session user). `role` is kept as the server sent it: the
 * guard needs an exact match and a null role means "not found".
 */
export type SessionUser = {
  id: number | string;
  email: string;
  name: string;
  role: string | null;
  storeName?: string;
};

export type LoginCredentials = { email: string; password: string };

export type LoginResult =
  | { success: true; message?: string; user: SessionUser; accessToken: string }
  /** Two-factor sign-in is on: the code goes to POST /auth/mfa/verify with this token. */
  | { success: true; message?: string; mfaToken: string }
  | { success: false; message: string; error?: string; status: number };

export type ChangePasswordInput = { oldPassword: string; newPassword: string };

/** Where each role lands after sign-in (spec section 6): admins in /admin, anyone else in /store. */
export function portalFor(role: string | null | undefined): '/admin' | '/store' {
  return role === 'admin' ? '/admin' : '/store';
}

/** Roles that have a portal; any other role would bounce between the guard and the login page. */
export function hasPortal(role: string | null | undefined): boolean {
  return role === 'admin' || role === 'user';
}
