import { performance } from 'node:perf_hooks';
import argon2 from 'argon2';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { countAttempts } from '../../src/modules/auth/attempts';
import {
  ACCOUNT_ADDRESS_MAX,
  ADDRESS_MAX,
  accountAddressKey,
  accountDelayMs,
  accountKey,
} from '../../src/modules/auth/login-keys';
import { createTestApp, type TestContext } from '../support/app';
import { makeUser } from '../support/factories';

// Password guessing: 5 failures a minute per (account, address), then 429 until the window ends;
// 50 per quarter hour per address; failures on an account from anywhere only slow it down. The
// attempt is reserved before argon2 runs, so parallel guesses cannot slip past the limit. An
// unknown e-mail looks exactly like a wrong password, also in time taken.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

let addressCounter = 0;
const freshAddress = () => {
  addressCounter += 1;
  return `10.77.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
};
const signIn = (email: string, password: string, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

const INVALID = { success: false, message: 'Invalid email or password', error: 'UNAUTHORIZED' };
const INACTIVE = {
  success: false,
  message: 'Your account is inactive. Please contact your administrator.',
  error: 'FORBIDDEN',
};

function expectBlocked(res: Awaited<ReturnType<typeof signIn>>, maxSeconds = 60) {
  expect(res.statusCode).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  expect(res.json()).toEqual({
    success: false,
    message: `Too many failed sign-in attempts. Please try again in ${seconds} seconds.`,
    error: 'RATE_LIMITED',
  });
  return seconds;
}

/** Moves the end of a key's window, as if that much time had passed. */
const windowEndsIn = (key: string, seconds: number) =>
  t.database.query(
    `update auth_attempts set window_ends_at = now() + $2 * interval '1 second' where key = $1`,
    [key, seconds],
  );

describe('sign-in limits', () => {
  it('evaluates at most 5 of 30 parallel wrong passwords from one address; the rest get 429', async () => {
    const user = await makeUser(t.db);
    const address = freshAddress();
    const verify = vi.spyOn(argon2, 'verify');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(user.email, `parallel-guess-${i}`, address)),
    );
    const evaluated = answers.filter((res) => res.statusCode === 401);
    console.info(`parallel guessing: ${verify.mock.calls.length} of 30 wrong passwords evaluated`);
    expect(verify).toHaveBeenCalledTimes(ACCOUNT_ADDRESS_MAX);
    expect(evaluated).toHaveLength(ACCOUNT_ADDRESS_MAX);
    for (const res of evaluated) expect(res.json()).toEqual(INVALID);
    const blocked = answers.filter((res) => res.statusCode !== 401);
    expect(blocked).toHaveLength(30 - ACCOUNT_ADDRESS_MAX);
    for (const res of blocked) expectBlocked(res);
    expect(await countAttempts(t.db, accountAddressKey(user.email, address))).toBe(ACCOUNT_ADDRESS_MAX);
    // The right password from that address now waits as well.
    expectBlocked(await signIn(user.email, user.password, address));
  });

  it('blocks the guessing address, while the real owner signs in from another one, slowed', async () => {
    const user = await makeUser(t.db);
    const attacker = freshAddress();
    for (let i = 0; i < 5; i += 1)
      expect((await signIn(user.email, 'wrong-guess', attacker)).json()).toEqual(INVALID);
    expectBlocked(await signIn(user.email, user.password, attacker));
    expectBlocked(await signIn(user.email.toUpperCase(), 'wrong-guess', attacker));

    const started = performance.now();
    const owner = await signIn(user.email, user.password, freshAddress());
    const took = performance.now() - started;
    console.info(`owner sign-in after 5 failures elsewhere: ${took.toFixed(0)} ms`);
    expect(owner.statusCode).toBe(200);
    expect(took).toBeGreaterThanOrEqual(accountDelayMs(6) - 50);
    // The attacker's address stays blocked after the owner's success.
    expectBlocked(await signIn(user.email, 'wrong-guess', attacker));
  });

  it('slows an account progressively past 5 failures from anywhere, never beyond 5 s', () => {
    expect([1, 5, 6, 7, 8, 9, 50, 10_000].map(accountDelayMs)).toEqual([
      0, 0, 1000, 2000, 4000, 5000, 5000, 5000,
    ]);
  });

  it('refuses an address after 50 failures on any accounts, and only that address', async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: ADDRESS_MAX }, (_, i) =>
        signIn(`spray-${i}-${address}@example.test`, 'guess', address),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(ADDRESS_MAX).fill(401));
    const user = await makeUser(t.db);
    expectBlocked(await signIn(user.email, user.password, address), 15 * 60);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('lets the real member in again once the window has passed, and says how long is left', async () => {
    const user = await makeUser(t.db);
    const address = freshAddress();
    const firstFailure = performance.now();
    for (let i = 0; i < 5; i += 1) await signIn(user.email, 'wrong-guess', address);
    const seconds = expectBlocked(await signIn(user.email, user.password, address));
    // The window is a minute from the first failure.
    expect(seconds).toBeGreaterThanOrEqual(60 - Math.ceil((performance.now() - firstFailure) / 1000));

    const key = accountAddressKey(user.email, address);
    await windowEndsIn(key, 30);
    expect(expectBlocked(await signIn(user.email, user.password, address))).toBe(30);
    await windowEndsIn(key, 0);
    expect((await signIn(user.email, user.password, address)).statusCode).toBe(200);
  });

  it('gives back only its own attempt on success: earlier failures still count', async () => {
    const user = await makeUser(t.db);
    const address = freshAddress();
    for (let i = 0; i < 4; i += 1) await signIn(user.email, 'wrong-guess', address);
    expect((await signIn(user.email, user.password, address)).statusCode).toBe(200);
    expect(await countAttempts(t.db, accountAddressKey(user.email, address))).toBe(4);
    expect(await countAttempts(t.db, accountKey(user.email))).toBe(4);
  });

  it('answers an inactive account with 403 only within the limits, and counts it as a failure', async () => {
    const user = await makeUser(t.db, { isActive: false });
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1)
      expect((await signIn(user.email, user.password, address)).json()).toEqual(INACTIVE);
    expectBlocked(await signIn(user.email, user.password, address));
  });

  it('does not reveal an inactive account to parallel guesses beyond the limit', async () => {
    const user = await makeUser(t.db, { isActive: false });
    const address = freshAddress();
    const guesses = Array.from({ length: 30 }, (_, i) => (i % 6 === 5 ? user.password : `guess-${i}`));
    const answers = await Promise.all(guesses.map((guess) => signIn(user.email, guess, address)));
    const answered = answers.filter((res) => res.statusCode !== 429);
    expect(answered.length).toBeLessThanOrEqual(ACCOUNT_ADDRESS_MAX);
    for (const res of answers) if (res.statusCode === 429) expectBlocked(res);
  });

  it('answers an unknown e-mail like a wrong password: same status, message and similar time', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, () => makeUser(t.db)));
    const wrong: number[] = [];
    const unknown: number[] = [];
    const timed = async (email: string, into: number[] | null) => {
      const started = performance.now();
      const res = await signIn(email, 'wrong-guess');
      into?.push(performance.now() - started);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID);
    };
    // Warm up both paths (the unknown-e-mail path hashes its reference once), then interleave.
    await timed(users[10]!.email, null);
    await timed('ghost-warmup@example.test', null);
    for (let i = 0; i < 10; i += 1) {
      await timed(users[i]!.email, wrong);
      await timed(`ghost-${i}@example.test`, unknown);
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const [w, u] = [mean(wrong), mean(unknown)];
    console.info(
      `login failure timing: wrong password ${w.toFixed(1)} ms, unknown e-mail ${u.toFixed(1)} ms`,
    );
    expect(u).toBeGreaterThan(w / 3);
    expect(u).toBeLessThan(w * 3);
  });
});
