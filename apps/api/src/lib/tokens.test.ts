import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens';

const SECRET = 'a'.repeat(48);
const user = { id: 7, email: 'ann@example.com', name: 'Ann', role: 'user' as const, tokenVersion: 3 };

describe('createTokenService', () => {
  it('verifies its own tokens, again and again, with the same claims', () => {
    const tokens = createTokenService(SECRET, 3600);
    const token = tokens.sign(user);
    const first = tokens.verify(token);
    expect(first).toMatchObject({ userId: 7, email: 'ann@example.com', role: 'user', ver: 3 });
    expect(tokens.verify(token)).toEqual(first);
  });

  it('refuses a tampered token, a token of another key and an unsigned one', () => {
    const tokens = createTokenService(SECRET, 3600);
    const token = tokens.sign(user);
    tokens.verify(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const admin = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'admin' }),
    ).toString('base64url');
    expect(tokens.verify(`${header}.${admin}.${signature}`)).toBeNull();
    expect(tokens.verify(createTokenService('b'.repeat(48), 3600).sign(user))).toBeNull();
    const unsigned = createSigner({ algorithm: 'none', expiresIn: 60_000 })({ userId: 7, ver: 3 });
    expect(tokens.verify(unsigned)).toBeNull();
  });

  it('refuses a token once it has expired, though it was verified before', async () => {
    const tokens = createTokenService(SECRET, 1);
    const token = tokens.sign(user);
    expect(tokens.verify(token)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(tokens.verify(token)).toBeNull();
  });
});
