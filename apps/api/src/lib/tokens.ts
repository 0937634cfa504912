import type { Role, TokenClaims } from '@portal/contract';
import { createSigner, createVerifier } from 'fast-jwt';

export type TokenUser = {
  id: number;
  email: string;
  name: string;
  role: Role;
  storeName?: string | null;
  tokenVersion: number;
};

export type TokenService = {
  sign(user: TokenUser): string;
  verify(token: string): TokenClaims | null;
};

/** HS256 only: the algorithm is pinned, so `alg: none` and tokens of other keys are refused. */
export function createTokenService(secret: string, expiresInSeconds: number): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: expiresInSeconds * 1000 });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  return {
    sign(user) {
      const claims: Omit<TokenClaims, 'exp'> = {
        userId: user.id,
        email: user.email,
        name: user.name,
        role: user.role,
        ver: user.tokenVersion,
        ...(user.storeName ? { storeName: user.storeName } : {}),
      };
      return signer(claims);
    },
    verify(token) {
      try {
        const claims = verifier(token) as TokenClaims;
        return typeof claims.userId === 'number' && typeof claims.ver === 'number' ? claims : null;
      } catch {
        return null;
      }
    },
  };
}
