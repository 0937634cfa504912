import { createContext, useContext } from 'react';
import type { ChangePasswordInput, LoginCredentials, LoginResult, SessionUser } from './types';

export type AuthContextValue = {
  user: SessionUser | null;
  token: string | null;
  isAuthenticated: boolean;
  /** True only while the stored session is being read at start-up. */
  isLoading: boolean;
  /**
   * The last session was ended on purpose (Logout, password change, another tab): the guard then
   * sends the browser to /login without remembering the page, unlike after an expiry.
   */
  signedOutByUser: boolean;
  /** Signs in; on success the token is stored and the user set. Never throws for a refusal. */
  login: (credentials: LoginCredentials) => Promise<LoginResult>;
  /** Stores the token and sets the user that the two-factor step of sign-in answered. */
  startSession: (user: SessionUser, token: string) => void;
  /**
   * Clears user, token, stored token and cached data, then goes to /login. With `revoke` (the
   * default) it first asks the server to revoke the token; a failure there is only logged.
   */
  logout: (options?: { revoke?: boolean }) => Promise<void>;
  /** True when the server accepted the new password; the stored token is then removed. */
  changePassword: (input: ChangePasswordInput) => Promise<boolean>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
