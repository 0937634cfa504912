import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import {
  adminWithMfa,
  codeFor,
  firstStep,
  freshAddress,
  login,
  pinClock,
  verify,
} from '../../../test/support/mfa';
import { mfaRecoveryCodes, users } from '../../db/schema';

// Two-factor sign-in turned off, and one code sent many times at once: the database settles who wins.
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
const INVALID = 'The code is not valid. Please try again.';
const REPLAYED = 'This code has already been used. Please wait for the next one.';

describe('turning two-factor sign-in off', () => {
  it('needs a valid current code; then sign-in is one step again', async () => {
    const admin = await adminWithMfa(t);
    const off = (code: string) =>
      call(t.app, admin.token, { method: 'DELETE', url: '/api/auth/mfa', payload: { code } });
    const wrong = await off('000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(INVALID);
    // The code that turned it on is used up.
    expect((await off(codeFor(admin.secret, 0))).json().message).toBe(REPLAYED);
    const missing = await call(t.app, admin.token, { method: 'DELETE', url: '/api/auth/mfa', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect((await userRow(admin.user.id)).mfaEnabledAt).not.toBeNull();

    const done = await off(codeFor(admin.secret, 1));
    expect(done.statusCode).toBe(200);
    const row = await userRow(admin.user.id);
    expect([row.mfaSecret, row.mfaPendingSecret, row.mfaEnabledAt, row.mfaLastStep]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    const codes = await t.db
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.userId, admin.user.id));
    expect(codes).toEqual([]);
    const signIn = await login(t, admin.user.email, admin.user.password);
    expect(signIn.json().data.tokens.accessToken).toEqual(expect.any(String));
    expect((await off(codeFor(admin.secret, 1))).statusCode).toBe(409);
  });

  it('accepts a recovery code instead', async () => {
    const admin = await adminWithMfa(t);
    const res = await call(t.app, admin.token, {
      method: 'DELETE',
      url: '/api/auth/mfa',
      payload: { code: admin.recoveryCodes[9] },
    });
    expect(res.statusCode).toBe(200);
    expect((await userRow(admin.user.id)).mfaEnabledAt).toBeNull();
  });
});

describe('one code, parallel requests', () => {
  it('signs in exactly once with one mfa_token sent five times at once', async () => {
    const admin = await adminWithMfa(t);
    const token = await firstStep(t, admin.user.email, admin.user.password);
    const code = codeFor(admin.secret, 1);
    const answers = await Promise.all(Array.from({ length: 5 }, () => verify(t, token, code)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 401, 401, 401, 401]);
  });

  it('signs in exactly once with one mfa_token and five different recovery codes at once', async () => {
    const admin = await adminWithMfa(t);
    const token = await firstStep(t, admin.user.email, admin.user.password);
    const answers = await Promise.all(
      admin.recoveryCodes.slice(0, 5).map((code) => verify(t, token, code, freshAddress())),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401, 401, 401, 401]);
    const used = await t.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, admin.user.id));
    // The refused ones were rolled back: only the winner's code is used up.
    expect(used.filter((row) => row.usedAt !== null)).toHaveLength(1);
  });

  it('signs in exactly once with one TOTP code on five sign-ins at once', async () => {
    const admin = await adminWithMfa(t);
    const tokens: string[] = [];
    for (let i = 0; i < 5; i += 1) tokens.push(await firstStep(t, admin.user.email, admin.user.password));
    const code = codeFor(admin.secret, 1);
    const answers = await Promise.all(tokens.map((token) => verify(t, token, code, freshAddress())));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 401, 401, 401, 401]);
    expect((await userRow(admin.user.id)).mfaLastStep).toBe(Math.floor(Date.now() / 30_000) + 1);
  });
});

describe('API document', () => {
  it('documents the routes with their answers, and both shapes of the login answer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    const verifyDoc = doc.paths['/api/auth/mfa/verify'].post;
    expect(Object.keys(verifyDoc.responses)).toEqual(expect.arrayContaining(['200', '401', '429']));
    expect(doc.paths['/api/auth/mfa/setup'].post.description).toContain('Admins only (403 for store users)');
    expect(doc.paths['/api/auth/mfa'].delete).toBeDefined();
    expect(doc.paths['/api/auth/mfa/enable'].post.responses['200']).toBeDefined();
    const login = JSON.stringify(doc.paths['/api/auth/login'].post.responses['200']);
    expect(login).toContain('mfa_token');
    expect(login).toContain('accessToken');
  });
});
