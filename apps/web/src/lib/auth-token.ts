/** Spec section 3: the access token lives in local storage under this key. */
export const TOKEN_STORAGE_KEY = 'accessToken';

// Storage can throw (private mode, disabled storage); the app then simply keeps no session.
export function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeStoredToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Without storage the session lasts until the tab closes; nothing else to do.
  }
}

export function removeStoredToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    // Older builds of the portal kept the role beside the token (spec section 6).
    window.localStorage.removeItem('role');
  } catch {
    // Nothing stored, nothing to remove.
  }
}
