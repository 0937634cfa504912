import type { Role, SessionUser } from '@portal/contract';
import type { Db } from '../../db/client';
import { AppError, badRequest, forbidden, unauthorized } from '../../lib/app-error';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password';
import type { FailureLimiter } from '../../lib/rate-limit';
import type { TokenService } from '../../lib/tokens';
import { startMfaChallenge } from './mfa-service';
import { bumpTokenVersion, findPasswordHash, findUserForLogin, updatePassword } from './repository';

export const INVALID_CREDENTIALS = 'Invalid email or password';

type LoginOptions = {
  db: Db;
  tokens: TokenService;
  limiter: FailureLimiter;
  email: string;
  password: string;
  address: string;
};

function rateLimited(seconds: number): AppError {
  return new AppError(
    'RATE_LIMITED',
    `Too many failed sign-in attempts. Please try again in ${seconds} seconds.`,
    { 'retry-after': String(seconds) },
  );
}

/** Checks the credentials; unknown e-mail and wrong password answer alike, in similar time. */
export async function login({ db, tokens, limiter, email, password, address }: LoginOptions) {
  const accountKey = `account:${email.toLowerCase()}`;
  const addressKey = `address:${address}`;
  const wait = Math.max(limiter.retryAfter(accountKey), limiter.retryAfter(addressKey));
  if (wait > 0) throw rateLimited(wait);

  const user = await findUserForLogin(db, email);
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !valid) {
    limiter.fail(accountKey);
    limiter.fail(addressKey);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  if (!user.isActive) throw forbidden('Your account is inactive. Please contact your administrator.');
  limiter.reset(accountKey);

  const challenge = await startMfaChallenge(db, user.id);
  if (challenge) return challenge;
  return issueLogin(tokens, user);
}

type LoginUser = {
  id: number;
  name: string;
  email: string;
  role: string;
  storeName: string | null;
  tokenVersion: number;
};

/** The normal login answer: the session user and a signed access token. */
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

type ChangePasswordOptions = { db: Db; userId: number; oldPassword: string; newPassword: string };

/** Checks the current password, then stores the new one and revokes every older token. */
export async function changePassword({ db, userId, oldPassword, newPassword }: ChangePasswordOptions) {
  if (oldPassword === newPassword) throw badRequest('New password must be different from current password');
  const hash = await findPasswordHash(db, userId);
  if (!hash || !(await verifyPassword(hash, oldPassword))) throw badRequest('Current password is incorrect');
  await updatePassword(db, userId, await hashPassword(newPassword));
}
