import { AppError } from '../../lib/app-error';
import type { AttemptRule } from './attempts';

/**
 * The attempt keys and limits of sign-in and password change (counted in auth_attempts). The MFA
 * step counts wrong codes under the same (account, address) key, so these builders are shared.
 */
export const accountAddressKey = (email: string, address: string) =>
  `login:acct-addr:${email.toLowerCase()}|${address}`;
export const addressKey = (address: string) => `login:addr:${address}`;
export const accountKey = (email: string) => `login:acct:${email.toLowerCase()}`;
export const passwordChangeKey = (userId: number) => `pwchange:user:${userId}`;

// One guesser at one account: 5 a minute, as before. Keyed with the address, so a guesser
// elsewhere cannot lock the real owner out.
export const ACCOUNT_ADDRESS_MAX = 5;
export const ACCOUNT_ADDRESS_WINDOW_MS = 60_000;
// One address across many accounts (credential spraying). Roomy enough for an office of staff
// behind one address mistyping now and then; a sprayer gets 50 guesses per quarter hour.
export const ADDRESS_MAX = 50;
export const ADDRESS_WINDOW_MS = 15 * 60_000;
// One account from every address: never blocks (that would hand anyone a lock-out button), only
// slows. Past 5 failures in a quarter hour each further sign-in to the account waits 1 s, 2 s,
// 4 s, then 5 s: a guesser spread over many addresses waits for every answer, and the real owner
// still gets in after at most 5 s.
export const ACCOUNT_SLOW_AFTER = 5;
export const ACCOUNT_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_FIRST_DELAY_MS = 1000;
export const ACCOUNT_MAX_DELAY_MS = 5000;
// Wrong current passwords on the change-password form, per signed-in user.
export const PASSWORD_CHANGE_MAX = 5;
export const PASSWORD_CHANGE_WINDOW_MS = 15 * 60_000;

/** The rules one sign-in reserves, most specific first (a refusal there touches no other key). */
export function signInRules(email: string, address: string): AttemptRule[] {
  return [
    { key: accountAddressKey(email, address), max: ACCOUNT_ADDRESS_MAX, windowMs: ACCOUNT_ADDRESS_WINDOW_MS },
    { key: addressKey(address), max: ADDRESS_MAX, windowMs: ADDRESS_WINDOW_MS },
    { key: accountKey(email), max: Number.POSITIVE_INFINITY, windowMs: ACCOUNT_WINDOW_MS },
  ];
}

/** How long a sign-in waits, given the account's attempts in its window (this one included). */
export function accountDelayMs(attempts: number): number {
  const over = attempts - ACCOUNT_SLOW_AFTER;
  if (over <= 0) return 0;
  return Math.min(ACCOUNT_FIRST_DELAY_MS * 2 ** (over - 1), ACCOUNT_MAX_DELAY_MS);
}

export function passwordChangeRule(userId: number): AttemptRule {
  return { key: passwordChangeKey(userId), max: PASSWORD_CHANGE_MAX, windowMs: PASSWORD_CHANGE_WINDOW_MS };
}

/** The 429 of sign-in; also used by the second sign-in step, which counts under the same keys. */
export function signInRateLimited(seconds: number): AppError {
  return new AppError(
    'RATE_LIMITED',
    `Too many failed sign-in attempts. Please try again in ${seconds} seconds.`,
    { 'retry-after': String(seconds) },
  );
}
