import { createHash, randomBytes } from 'node:crypto';
import type { MfaChallenge, MfaSetup, MfaStatus } from '@portal/contract';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit';
import { reserveAttempt } from './attempts';
import { signInRateLimited, signInRules } from './login-keys';
import {
  completeChallenge,
  countUnusedRecoveryCodes,
  disableMfa as disableMfaRows,
  enableMfa as enableMfaRows,
  findChallengeUser,
  findMfaState,
  type MfaProof,
  openChallenge,
  savePendingSecret,
} from './mfa-repository';
import { auditSignIn } from './sign-in-audit';

export const MFA_TOKEN_TTL_MS = 5 * 60_000;
export const MFA_BOX_PURPOSE = 'mfa-totp-secret';
const ISSUER = 'MS Portal';
const PERIOD_MS = 30_000;
const RECOVERY_CODE_COUNT = 10;
// Crockford's base32 alphabet: no i, l, o or u to misread. 32 symbols, so `byte & 31` is unbiased.
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

const INVALID_CODE = 'The code is not valid. Please try again.';
const REPLAYED_CODE = 'This code has already been used. Please wait for the next one.';
const EXPIRED = 'Your sign-in has expired. Please sign in again.';

/**
 * Recovery codes and mfa tokens are stored as plain SHA-256 hashes, not argon2: both are random
 * with 80 (recovery code) or 256 (token) bits of entropy, so no dictionary or brute force can find
 * them from a hash, and a slow hash would only slow down sign-in.
 */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const totpOf = (secret: Secret, label: string) =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_MS / 1000, secret });

/** The time step a 6-digit code belongs to (this one or one either side), or null. */
function totpStep(base32: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(Secret.fromBase32(base32), '').validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / PERIOD_MS) + delta;
}

/** `abcd-efgh-jkmn-pqrs`: 16 symbols of 5 bits. */
function newRecoveryCode(): string {
  const symbols = [...randomBytes(16)].map((byte) => RECOVERY_ALPHABET[byte & 31]).join('');
  return symbols.match(/.{4}/g)!.join('-');
}

/**
 * The user's TOTP secret, or null when it no longer opens: sealed under an earlier JWT_SECRET
 * (docs/security.md). The admin then signs in with a recovery code and sets it up again.
 */
function openSecret(box: SecretBox, userId: number, sealed: string): string | null {
  try {
    return box.open(sealed, `user:${userId}`);
  } catch {
    return null;
  }
}

/** What the code proves, before the database settles whether it is still unused. */
function proofOf(box: SecretBox, userId: number, sealedSecret: string | null, code: string): MfaProof | null {
  const plain = code.replace(/[\s-]/g, '').toLowerCase();
  if (/^\d{6}$/.test(plain)) {
    const secret = sealedSecret ? openSecret(box, userId, sealedSecret) : null;
    if (!secret) return null;
    const step = totpStep(secret, plain);
    return step === null ? null : { kind: 'totp', step };
  }
  if (new RegExp(`^[${RECOVERY_ALPHABET}]{16}$`).test(plain))
    return { kind: 'recovery', codeHash: sha256(plain) };
  return null;
}

function requireAdmin(user: AuthUser) {
  if (user.role !== 'admin') throw forbidden('Only admins can use two-factor sign-in');
}

export async function getMfaStatus(db: Db, userId: number): Promise<MfaStatus> {
  const state = await findMfaState(db, userId);
  if (!state?.enabledAt) return { enabled: false, enabled_at: null, recovery_codes_left: 0 };
  return {
    enabled: true,
    enabled_at: state.enabledAt.toISOString(),
    recovery_codes_left: await countUnusedRecoveryCodes(db, userId),
  };
}

/** A new pending secret; it replaces an unconfirmed one. 409 while two-factor sign-in is on. */
export async function setupMfa(db: Db, box: SecretBox, user: AuthUser): Promise<MfaSetup> {
  requireAdmin(user);
  const secret = new Secret({ size: 20 });
  const saved = await savePendingSecret(db, user.id, box.seal(secret.base32, `user:${user.id}`));
  if (!saved) throw conflict('Two-factor sign-in is already on. Turn it off first to set it up again.');
  return { secret: secret.base32, otpauth_url: totpOf(secret, user.email).toString() };
}

/** Confirms the pending secret with a current code; answers the recovery codes, shown only now. */
const mfaAudit = (user: AuthUser, address: string | null, on: boolean) => (tx: Db) =>
  recordAudit(tx, {
    actor: { id: user.id, name: user.name, ip: address },
    action: on ? 'mfa_enable' : 'mfa_disable',
    entity: 'mfa',
    entityId: user.id,
    label: user.email,
    changes: { two_factor: { before: !on, after: on } },
  });

export async function enableMfa(
  db: Db,
  box: SecretBox,
  user: AuthUser,
  code: string,
  address: string | null = null,
) {
  requireAdmin(user);
  const state = await findMfaState(db, user.id);
  if (state?.enabledAt) throw conflict('Two-factor sign-in is already on.');
  const pending = state?.pendingSecret ? openSecret(box, user.id, state.pendingSecret) : null;
  if (!state?.pendingSecret || !pending) throw conflict('Start the two-factor set-up first.');
  // Not rate limited: guessing codes of a secret the caller was just shown gains nothing.
  const plain = code.replace(/\s/g, '');
  const step = /^\d{6}$/.test(plain) ? totpStep(pending, plain) : null;
  if (step === null) throw badRequest(INVALID_CODE);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const codeHashes = codes.map((c) => sha256(c.replace(/-/g, '')));
  const done = await enableMfaRows(
    db,
    { userId: user.id, pendingSecret: state.pendingSecret, step, codeHashes },
    mfaAudit(user, address, true),
  );
  if (!done) throw conflict('The two-factor set-up changed meanwhile. Please start again.');
  return { recovery_codes: codes };
}

/** Turns it off with a current code or a recovery code; wrong codes count as failed sign-ins. */
export async function disableMfa(db: Db, box: SecretBox, user: AuthUser, code: string, address: string) {
  const state = await findMfaState(db, user.id);
  if (!state?.enabledAt) throw conflict('Two-factor sign-in is not on.');
  const reservation = await reserveAttempt(db, signInRules(user.email, address));
  if (!reservation.ok) throw signInRateLimited(reservation.retryAfter);
  const proof = proofOf(box, user.id, state.secret, code);
  if (!proof) throw badRequest(INVALID_CODE);
  if (!(await disableMfaRows(db, user.id, proof, mfaAudit(user, address, false)))) {
    throw badRequest(proof.kind === 'totp' ? REPLAYED_CODE : INVALID_CODE);
  }
  await reservation.refund();
}

/** For login(): opens the second step when the user has two-factor sign-in on, else undefined. */
export async function startMfaChallenge(db: Db, userId: number): Promise<MfaChallenge | undefined> {
  const token = randomBytes(32).toString('base64url');
  const opened = await openChallenge(db, userId, sha256(token), MFA_TOKEN_TTL_MS);
  return opened ? { mfa_required: true, mfa_token: token } : undefined;
}

type Verify = { db: Db; box: SecretBox; token: string; code: string; address: string };

/** The second sign-in step; answers the user to issue the normal login answer for. */
export async function verifyMfa({ db, box, token, code, address }: Verify) {
  const tokenHash = sha256(token);
  const user = await findChallengeUser(db, tokenHash);
  if (!user?.isActive) throw unauthorized(EXPIRED);
  const reservation = await reserveAttempt(db, signInRules(user.email, address));
  if (!reservation.ok) throw signInRateLimited(reservation.retryAfter);
  const proof = proofOf(box, user.id, user.secret, code);
  if (!proof) throw unauthorized(INVALID_CODE);
  const { secret: _secret, isActive: _active, ...loginUser } = user;
  // The sign-in's audit row commits with the challenge it closes, or not at all.
  const result = await completeChallenge(db, tokenHash, user.id, proof, (tx) =>
    auditSignIn(tx, loginUser, address, true),
  );
  if (result === 'expired') throw unauthorized(EXPIRED);
  if (result !== true) throw unauthorized(proof.kind === 'totp' ? REPLAYED_CODE : INVALID_CODE);
  await reservation.refund();
  return loginUser;
}
