import type { Role, TokenClaims } from '@portal/contract';
import { createSigner, createVerifier } from 'fast-jwt';
import { createTtlCache } from './ttl-cache';

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

/**
 * HS256 only: the algorithm is pinned, so `alg: none` and tokens of other keys are refused.
 * Verified tokens are remembered (up to 1,000, each until it expires or for 10 minutes), keyed
 * by the whole token, so a signed-in user's requests skip the signature check. fast-jwt's own
 * cache keys by a SHA-256 of the token, which cost more than a check of our short tokens.
 */
export function createTokenService(secret: string, expiresInSeconds: number): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: expiresInSeconds * 1000 });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'] });
  const verified = createTtlCache<TokenClaims>({ max: 1_000, ttlMs: 600_000 });
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
      const known = verified.get(token);
      if (known && known.exp * 1000 > Date.now()) return known;
      try {
        const claims = verifier(token) as TokenClaims;
        if (typeof claims.userId !== 'number' || typeof claims.ver !== 'number') return null;
        if (typeof claims.exp === 'number') verified.set(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
