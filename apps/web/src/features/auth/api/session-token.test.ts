import { describe, expect, it } from 'vitest';
import { decodeTokenPayload, sessionUserFromToken } from './session-token';

const token = (claims: Record<string, unknown>) =>
  `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
const now = Date.UTC(2025, 0, 1);
const future = now / 1000 + 3600;

describe('sessionUserFromToken (spec sections 3 and 4)', () => {
  it('restores the user from the claims of an unexpired token', () => {
    const user = sessionUserFromToken(
      token({
        userId: 7,
        email: 'a@b.co',
        name: 'Zoë Ünal',
        role: 'user',
        storeName: 'Main St',
        exp: future,
      }),
      now,
    );
    expect(user).toEqual({ id: 7, email: 'a@b.co', name: 'Zoë Ünal', role: 'user', storeName: 'Main St' });
  });

  it('falls back to the id claim and an empty name', () => {
    expect(sessionUserFromToken(token({ id: '9', email: 'x@y.z', role: 'admin', exp: future }), now)).toEqual(
      {
        id: '9',
        email: 'x@y.z',
        name: '',
        role: 'admin',
      },
    );
  });

  it('keeps a missing role as null', () => {
    expect(sessionUserFromToken(token({ userId: 1, email: 'e', exp: future }), now)?.role).toBeNull();
  });

  it('rejects expired, exp-less and undecodable tokens', () => {
    expect(sessionUserFromToken(token({ userId: 1, exp: now / 1000 - 1 }), now)).toBeNull();
    expect(sessionUserFromToken(token({ userId: 1 }), now)).toBeNull();
    expect(sessionUserFromToken('garbage', now)).toBeNull();
    expect(sessionUserFromToken('a.%%%.c', now)).toBeNull();
    expect(decodeTokenPayload(`h.${Buffer.from('"text"').toString('base64url')}.s`)).toBeNull();
  });
});
