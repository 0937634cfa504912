import type { LoginResult } from '../types';
import { signInRequest } from './login';

/** POST /auth/mfa/verify: the second sign-in step, answered like a login. */
export function verifyMfaRequest(mfaToken: string, code: string): Promise<LoginResult> {
  return signInRequest('/auth/mfa/verify', { mfa_token: mfaToken, code });
}
