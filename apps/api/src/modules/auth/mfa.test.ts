import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { makeUser } from '../../../test/support/factories';
import {
  adminWithMfa,
  codeFor,
  firstStep,
  freshAddress,
  login,
  moveClock,
  pinClock,
  sha256,
  signedInAdmin,
  verify,
} from '../../../test/support/mfa';
import { authAttempts, mfaChallenges, mfaRecoveryCodes, users } from '../../db/schema';
import { createSecretBox } from '../../lib/secret-box';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => pinClock());
afterEach(() => {
  vi.useRealTimers();
});

const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const EXPIRED = 'Your sign-in has expired. Please sign in again.';
const INVALID = 'The code is not valid. Please try again.';
const REPLAYED = 'This code has already been used. Please wait for the next one.';

describe('turning two-factor sign-in on', () => {
  it('sets up a secret, confirms it with a code and answers ten recovery codes once', async () => {
    const admin = await signedInAdmin(t);
    const setup = await call(t.app, admin.token, { method: 'POST', url: '/api/auth/mfa/setup' });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url } = setup.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('MS Portal');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(url.pathname)).toContain(admin.user.email);
    // Encrypted at rest, and not yet active.
    const pending = await userRow(admin.user.id);
    expect(pending.mfaPendingSecret).toMatch(/^v1\./);
    expect(pending.mfaPendingSecret).not.toContain(secret);
    expect(pending.mfaEnabledAt).toBeNull();

    const wrong = await call(t.app, admin.token, {
      method: 'POST',
      url: '/api/auth/mfa/enable',
      payload: { code: codeFor(secret, 3) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(INVALID);

    const enable = await call(t.app, admin.token, {
      method: 'POST',
      url: '/api/auth/mfa/enable',
      payload: { code: codeFor(secret, -1) },
    });
    expect(enable.statusCode).toBe(200);
    const codes: string[] = enable.json().data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);

    const row = await userRow(admin.user.id);
    expect(row.mfaSecret).toBe(pending.mfaPendingSecret);
    expect(row.mfaPendingSecret).toBeNull();
    expect(row.mfaEnabledAt).toBeInstanceOf(Date);
    const stored = await t.db
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.userId, admin.user.id));
    expect(stored.map((r) => r.codeHash).sort()).toEqual(
      codes.map((c) => sha256(c.replace(/-/g, ''))).sort(),
    );

    const status = await call(t.app, admin.token, { method: 'GET', url: '/api/auth/mfa' });
    expect(status.json().data).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    // Shown once: nothing answers the codes or the secret again.
    expect(status.body).not.toContain(codes[0]);
    expect(status.body).not.toContain(secret);
  });

  it('refuses a second set-up while it is on (409) and a confirmation without a set-up (409)', async () => {
    const admin = await adminWithMfa(t);
    const again = await call(t.app, admin.token, { method: 'POST', url: '/api/auth/mfa/setup' });
    expect(again.statusCode).toBe(409);
    expect((await userRow(admin.user.id)).mfaPendingSecret).toBeNull();
    const fresh = await signedInAdmin(t);
    const enable = await call(t.app, fresh.token, {
      method: 'POST',
      url: '/api/auth/mfa/enable',
      payload: { code: '123456' },
    });
    expect(enable.statusCode).toBe(409);
    expect(enable.json().message).toBe('Start the two-factor set-up first.');
  });

  it('is for admins only: a store user gets 403 and nothing is stored', async () => {
    const member = await makeUser(t.db);
    const token = (await login(t, member.email, member.password)).json().data.tokens.accessToken;
    const setup = await call(t.app, token, { method: 'POST', url: '/api/auth/mfa/setup' });
    expect(setup.statusCode).toBe(403);
    expect(setup.json()).toEqual({
      success: false,
      message: 'Only admins can use two-factor sign-in',
      error: 'FORBIDDEN',
    });
    const enable = await call(t.app, token, {
      method: 'POST',
      url: '/api/auth/mfa/enable',
      payload: { code: '123456' },
    });
    expect(enable.statusCode).toBe(403);
    const row = await userRow(member.id);
    expect([row.mfaPendingSecret, row.mfaSecret, row.mfaEnabledAt]).toEqual([null, null, null]);
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('answers mfa_required and no tokens, then the normal login answer for a code', async () => {
    const admin = await adminWithMfa(t);
    const first = await login(t, admin.user.email, admin.user.password);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({
      success: true,
      message: 'Enter your two-factor code',
      data: { mfa_required: true, mfa_token: expect.any(String) },
    });
    expect(first.body).not.toContain('accessToken');
    const token = body.data.mfa_token;
    // Only the token's hash is stored.
    const [challenge] = await t.db
      .select()
      .from(mfaChallenges)
      .where(eq(mfaChallenges.userId, admin.user.id));
    expect(challenge?.tokenHash).toBe(sha256(token));

    const second = await verify(t, token, codeFor(admin.secret, 1));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      success: true,
      message: 'Login successful',
      data: {
        user: { id: admin.user.id, email: admin.user.email, name: 'Ada Admin', role: 'admin' },
        tokens: { accessToken: expect.any(String) },
      },
    });
    const session = second.json().data.tokens.accessToken;
    expect((await call(t.app, session, { method: 'GET', url: '/api/auth/mfa' })).statusCode).toBe(200);
  });

  it('accepts a TOTP code once: the same code again is 401, the next one passes', async () => {
    const admin = await adminWithMfa(t);
    const code = codeFor(admin.secret, 1);
    const first = await verify(t, await firstStep(t, admin.user.email, admin.user.password), code);
    expect(first.statusCode).toBe(200);
    const replay = await verify(t, await firstStep(t, admin.user.email, admin.user.password), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(REPLAYED);
    // The confirming code of the set-up cannot sign in either.
    const setupCode = codeFor(admin.secret, 0);
    const token = await firstStep(t, admin.user.email, admin.user.password);
    expect((await verify(t, token, setupCode)).statusCode).toBe(401);
    moveClock(1);
    expect((await verify(t, token, codeFor(admin.secret, 2))).statusCode).toBe(200);
  });

  it('refuses codes outside one step either side', async () => {
    const admin = await adminWithMfa(t);
    const token = await firstStep(t, admin.user.email, admin.user.password);
    const late = await verify(t, token, codeFor(admin.secret, 2));
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(INVALID);
  });

  it('counts wrong codes as failed sign-ins: after five, the sixth attempt is 429', async () => {
    const admin = await adminWithMfa(t);
    const address = freshAddress();
    const token = await firstStep(t, admin.user.email, admin.user.password);
    const valid = [-1, 0, 1].map((step) => codeFor(admin.secret, step));
    const wrongCodes = ['000000', '111111', '222222', '333333', '444444', '555555'].filter(
      (code) => !valid.includes(code),
    );
    for (const wrong of [...wrongCodes.slice(0, 4), 'abcd-efgh-jkmn-pqrs']) {
      const res = await verify(t, token, wrong, address);
      expect(res.statusCode).toBe(401);
    }
    const key = `login:acct-addr:${admin.user.email.toLowerCase()}|${address}`;
    const [counter] = await t.db.select().from(authAttempts).where(eq(authAttempts.key, key));
    expect(counter?.count).toBe(5);
    const blocked = await verify(t, token, codeFor(admin.secret, 1), address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/^Too many failed sign-in attempts/);
    // Another address is not blocked, and a success gives its attempt back.
    const other = freshAddress();
    expect((await verify(t, token, codeFor(admin.secret, 1), other)).statusCode).toBe(200);
    const otherKey = `login:acct-addr:${admin.user.email.toLowerCase()}|${other}`;
    const [refunded] = await t.db.select().from(authAttempts).where(eq(authAttempts.key, otherKey));
    expect(refunded?.count ?? 0).toBe(0);
  });

  it('refuses an expired mfa_token and a used one with 401', async () => {
    const admin = await adminWithMfa(t);
    const token = await firstStep(t, admin.user.email, admin.user.password);
    await t.db
      .update(mfaChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(mfaChallenges.tokenHash, sha256(token)));
    const expired = await verify(t, token, codeFor(admin.secret, 1));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ success: false, message: EXPIRED, error: 'UNAUTHORIZED' });

    const fresh = await firstStep(t, admin.user.email, admin.user.password);
    const [challenge] = await t.db
      .select()
      .from(mfaChallenges)
      .where(eq(mfaChallenges.tokenHash, sha256(fresh)));
    const lifetime = challenge!.expiresAt.getTime() - challenge!.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(299_000);
    expect(lifetime).toBeLessThanOrEqual(300_000);
    expect((await verify(t, fresh, codeFor(admin.secret, 1))).statusCode).toBe(200);
    moveClock(1);
    const reused = await verify(t, fresh, codeFor(admin.secret, 2));
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(EXPIRED);
    expect((await verify(t, 'made-up-token', codeFor(admin.secret, 2))).statusCode).toBe(401);
  });

  it('accepts each recovery code once, typed in any case and with or without dashes', async () => {
    const admin = await adminWithMfa(t);
    const [code] = admin.recoveryCodes;
    const typed = code!.toUpperCase().replace(/-/g, ' ');
    const first = await verify(t, await firstStep(t, admin.user.email, admin.user.password), typed);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.tokens.accessToken).toEqual(expect.any(String));
    const again = await verify(t, await firstStep(t, admin.user.email, admin.user.password), code!);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(INVALID);
    const status = await call(t.app, first.json().data.tokens.accessToken, {
      method: 'GET',
      url: '/api/auth/mfa',
    });
    expect(status.json().data.recovery_codes_left).toBe(9);
  });
});

describe('after JWT_SECRET changed', () => {
  it('a TOTP secret sealed under the old secret refuses codes with 401, and a recovery code still signs in', async () => {
    const admin = await adminWithMfa(t);
    // Sealed under another master secret: what a database holds once JWT_SECRET is replaced.
    const oldBox = createSecretBox('an-earlier-jwt-secret-of-at-least-32-chars', 'totp');
    await t.db
      .update(users)
      .set({ mfaSecret: oldBox.seal(admin.secret, `user:${admin.user.id}`) })
      .where(eq(users.id, admin.user.id));
    moveClock(1);
    const code = await verify(
      t,
      await firstStep(t, admin.user.email, admin.user.password),
      codeFor(admin.secret),
    );
    expect(code.statusCode).toBe(401);
    expect(code.json().message).toBe(INVALID);
    const recovery = await verify(
      t,
      await firstStep(t, admin.user.email, admin.user.password),
      admin.recoveryCodes[0]!,
    );
    expect(recovery.statusCode).toBe(200);
  });
});
