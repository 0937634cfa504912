import { setTimeout as sleep } from 'node:timers/promises';
import type { Role, SessionUser } from '@portal/contract';
import type { Db } from '../../db/client';
import { AppError, badRequest, forbidden, unauthorized } from '../../lib/app-error';
import { hashPasswordFor, verifyAgainstDummy, verifyPassword } from '../../lib/password';
import type { TokenService } from '../../lib/tokens';
import { reserveAttempt } from './attempts';
import { accountDelayMs, accountKey, passwordChangeRule, signInRateLimited, signInRules } from './login-keys';
import { startMfaChallenge } from './mfa-service';
import { auditPasswordChange } from './password-audit';
import { bumpTokenVersion, findPasswordHash, findUserForLogin, updatePassword } from './repository';
import { auditSignIn } from './sign-in-audit';

export const INVALID_CREDENTIALS = 'Invalid email or password';

type LoginOptions = { db: Db; tokens: TokenService; email: string; password: string; address: string };

/**
 * Checks the credentials; unknown e-mail and wrong password answer alike, in similar time. The
 * attempt is reserved in the database before argon2 runs, so parallel guesses cannot all be
 * evaluated; only a sign-in that succeeds gives its attempt back.
 */
export async function login({ db, tokens, email, password, address }: LoginOptions) {
  const reservation = await reserveAttempt(db, signInRules(email, address));
  if (!reservation.ok) throw signInRateLimited(reservation.retryAfter);
  const delay = accountDelayMs(reservation.counts[accountKey(email)] ?? 0);
  if (delay > 0) await sleep(delay);

  const user = await findUserForLogin(db, email);
  const hashKeys = [`addr:${address}`];
  const valid = user
    ? await verifyPassword(user.passwordHash, password, hashKeys)
    : await verifyAgainstDummy(password, hashKeys);
  if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS);
  // Says the password was right, so it comes only within the limits above, and counts as a failure.
  if (!user.isActive) throw forbidden('Your account is inactive. Please contact your administrator.');
  await reservation.refund();
  // An admin with two-factor sign-in gets a second step instead of tokens (mfa-service.ts).
  const challenge = await startMfaChallenge(db, user.id);
  if (challenge) return challenge;
  await auditSignIn(db, user, address, false);
  return issueLogin(tokens, user);
}

export type LoginUser = {
  id: number;
  name: string;
  email: string;
  role: string;
  storeName: string | null;
  tokenVersion: number;
};

/** The answer of a completed sign-in: the session user and its access token. */
export function issueLogin(tokens: TokenService, user: LoginUser) {
  const sessionUser: SessionUser = {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role as Role,
    ...(user.storeName ? { storeName: user.storeName } : {}),
  };
  const accessToken = tokens.sign({ ...sessionUser, tokenVersion: user.tokenVersion });
  return { user: sessionUser, tokens: { accessToken } };
}

export function logout({ db, userId }: { db: Db; userId: number }) {
  return bumpTokenVersion(db, userId);
}

type ChangePasswordOptions = {
  db: Db;
  userId: number;
  oldPassword: string;
  newPassword: string;
  address: string;
};

/**
 * Checks the current password, then stores the new one and revokes every older token, an admin's
 * change audited in the same transaction. Wrong current passwords are limited per user; the
 * hashes run one at a time per user and address.
 */
export async function changePassword({
  db,
  userId,
  oldPassword,
  newPassword,
  address,
}: ChangePasswordOptions) {
  if (oldPassword === newPassword) throw badRequest('New password must be different from current password');
  const reservation = await reserveAttempt(db, [passwordChangeRule(userId)]);
  if (!reservation.ok) {
    const seconds = reservation.retryAfter;
    throw new AppError(
      'RATE_LIMITED',
      `Too many wrong current passwords. Please try again in ${seconds} seconds.`,
      { 'retry-after': String(seconds) },
    );
  }
  const hashKeys = [`user:${userId}`, `addr:${address}`];
  const hash = await findPasswordHash(db, userId);
  if (!hash || !(await verifyPassword(hash, oldPassword, hashKeys))) {
    throw badRequest('Current password is incorrect');
  }
  await reservation.refund();
  const passwordHash = await hashPasswordFor(hashKeys, newPassword);
  await db.transaction(async (tx) => {
    await updatePassword(tx, userId, passwordHash);
    await auditPasswordChange(tx, userId, 'changed', address);
  });
}
