import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { readStoredToken, removeStoredToken, TOKEN_STORAGE_KEY, writeStoredToken } from '@/lib/auth-token';
import { clearQueryCache } from '@/lib/query-cache-reset';
import { changePasswordRequest } from '../api/change-password';
import { loginRequest } from '../api/login';
import { logoutRequest } from '../api/logout';
import { sessionUserFromToken, tokenExpiry } from '../api/session-token';
import { AuthContext, type AuthContextValue } from '../auth-context';
import type { ChangePasswordInput, LoginCredentials, LoginResult, SessionUser } from '../types';

export const ROLE_NOT_FOUND_MESSAGE = 'Invalid Credential User not found with these credentials';

type Session = {
  user: SessionUser | null;
  token: string | null;
  /** The last session ended on purpose (Logout, password change), not by expiry. */
  endedByUser?: boolean;
};
const signedOut: Session = { user: null, token: null };

/** Spec section 4: restore from the stored token when it decodes and has not expired; else drop it. */
function restoreSession(): Session {
  const token = readStoredToken();
  if (!token) return signedOut;
  const user = sessionUserFromToken(token);
  if (!user) {
    removeStoredToken();
    return signedOut;
  }
  return { user, token };
}

// setTimeout cannot wait longer than about 24.8 days.
const MAX_TIMER_MS = 2_147_483_647;

export function AuthProvider({ children }: { children: ReactNode }) {
  // Reading local storage is synchronous, so the session is known before the first render.
  const [session, setSession] = useState<Session>(restoreSession);
  // The route guard sees the user vanish and sends the browser to /login.
  const clearSession = useCallback((endedByUser: boolean) => {
    removeStoredToken();
    clearQueryCache();
    setSession({ ...signedOut, endedByUser });
  }, []);

  // The session ends when its token expires, even if the tab stays open.
  useEffect(() => {
    if (!session.token) return;
    const exp = tokenExpiry(session.token);
    if (exp === null) return;
    const timer = setTimeout(
      () => clearSession(false),
      Math.min(Math.max(exp * 1000 - Date.now(), 0), MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [session.token, clearSession]);

  // Signing in or out in another tab applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
      const token = readStoredToken();
      const user = token ? sessionUserFromToken(token) : null;
      if (token && user) {
        clearQueryCache();
        setSession({ user, token });
      } else if (session.user) {
        clearSession(true);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [session.user, clearSession]);

  const startSession = useCallback((user: SessionUser, token: string) => {
    writeStoredToken(token);
    clearQueryCache();
    setSession({ user, token });
  }, []);

  const login = useCallback(
    async (credentials: LoginCredentials): Promise<LoginResult> => {
      const result = await loginRequest(credentials);
      if (!result.success || 'mfaToken' in result) return result;
      if (result.user.role == null) return { success: false, message: ROLE_NOT_FOUND_MESSAGE, status: 200 };
      startSession(result.user, result.accessToken);
      return result;
    },
    [startSession],
  );

  const logout = useCallback(
    async ({ revoke = true }: { revoke?: boolean } = {}) => {
      if (revoke && session.token) await logoutRequest(session.token);
      clearSession(true);
    },
    [session.token, clearSession],
  );

  const changePassword = useCallback(
    async (input: ChangePasswordInput) => {
      const ok = await changePasswordRequest(session.token, input);
      if (ok) removeStoredToken();
      return ok;
    },
    [session.token],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session.user,
      token: session.token,
      isAuthenticated: session.user !== null,
      isLoading: false,
      signedOutByUser: session.endedByUser === true,
      login,
      startSession,
      logout,
      changePassword,
    }),
    [session, login, startSession, logout, changePassword],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
