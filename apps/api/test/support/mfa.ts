import { createHash } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { vi } from 'vitest';
import { call, loginAs, type TestContext } from './app';
import { makeUser } from './factories';

// Shared set-up of the two-factor tests: the clock pinned mid-step, so "this code" and "the next
// code" are exact, and admins that turned two-factor sign-in on through the real routes.

const STEP_MS = 30_000;
let base = 0;

/** Pins Date to the middle of the current 30-second step (Date only: timers and the database run on). */
export function pinClock() {
  const now = Date.now();
  base = now - (now % STEP_MS) + STEP_MS / 2;
  vi.useFakeTimers({ toFake: ['Date'], now: base });
}

/** Moves the pinned clock by whole steps from where pinClock put it. */
export function moveClock(steps: number) {
  vi.setSystemTime(base + steps * STEP_MS);
}

/** The authenticator app's code `steps` steps from the pinned moment. */
export function codeFor(secret: string, steps = 0) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: base + steps * STEP_MS });
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let addressCounter = 0;
/** A fresh client address, so the per-address sign-in limits of one test do not touch another. */
export function freshAddress() {
  addressCounter += 1;
  return `10.88.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

export const login = (t: TestContext, email: string, password: string, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

export const verify = (t: TestContext, mfaToken: string, code: string, remoteAddress = '10.99.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/mfa/verify',
    payload: { mfa_token: mfaToken, code },
    remoteAddress,
  });

/** A signed-in admin who has not set up two-factor sign-in. */
export async function signedInAdmin(t: TestContext) {
  const user = await makeUser(t.db, { role: 'admin', designation: 'admin', name: 'Ada Admin' });
  const token = await loginAs(t.app, user.email, user.password, freshAddress());
  return { user, token };
}

/**
 * An admin who turned two-factor sign-in on with this step's code (so the next usable code is
 * the next step's), with the secret and recovery codes they were shown.
 */
export async function adminWithMfa(t: TestContext) {
  const admin = await signedInAdmin(t);
  const setup = await call(t.app, admin.token, { method: 'POST', url: '/api/auth/mfa/setup' });
  if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.body}`);
  const secret: string = setup.json().data.secret;
  const enable = await call(t.app, admin.token, {
    method: 'POST',
    url: '/api/auth/mfa/enable',
    payload: { code: codeFor(secret) },
  });
  if (enable.statusCode !== 200) throw new Error(`enable failed: ${enable.body}`);
  return { ...admin, secret, recoveryCodes: enable.json().data.recovery_codes as string[] };
}

/** Signs in with the password; answers the mfa_token of the second step. */
export async function firstStep(t: TestContext, email: string, password: string) {
  const res = await login(t, email, password);
  if (res.statusCode !== 200 || !res.json().data.mfa_token) throw new Error(`no mfa step: ${res.body}`);
  return res.json().data.mfa_token as string;
}
