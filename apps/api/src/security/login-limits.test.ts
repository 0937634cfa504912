import { performance } from 'node:perf_hooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFailureLimiter } from '../lib/rate-limit';
import { createTestApp, type TestContext } from '../test/app';
import { makeUser } from '../test/factories';

// Password guessing: at most 5 failures a minute per account and per address, then 429 until the
// window has passed; an unknown e-mail looks exactly like a wrong password, also in time taken.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

let addressCounter = 0;
const freshAddress = () => {
  addressCounter += 1;
  return `10.77.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
};
const signIn = (email: string, password: string, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

const INVALID = { success: false, message: 'Invalid email or password', error: 'UNAUTHORIZED' };

function expectBlocked(res: Awaited<ReturnType<typeof signIn>>) {
  expect(res.statusCode).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(res.json()).toEqual({
    success: false,
    message: `Too many failed sign-in attempts. Please try again in ${seconds} seconds.`,
    error: 'RATE_LIMITED',
  });
  return seconds;
}

describe('sign-in limits', () => {
  it('blocks an account after 5 failures, even from new addresses and with the right password', async () => {
    const user = await makeUser(t.db);
    for (let i = 0; i < 5; i += 1) expect((await signIn(user.email, 'wrong-guess')).json()).toEqual(INVALID);
    expectBlocked(await signIn(user.email, user.password));
    expectBlocked(await signIn(user.email.toUpperCase(), 'wrong-guess'));
  });

  it('blocks an address after 5 failures on any accounts, and only that address', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(`nobody-${i}-${address}@example.test`, 'guess', address)).statusCode).toBe(401);
    }
    const user = await makeUser(t.db);
    expectBlocked(await signIn(user.email, user.password, address));
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('lets the real member in again once the minute has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const user = await makeUser(t.db);
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) await signIn(user.email, 'wrong-guess', address);
    expect(expectBlocked(await signIn(user.email, user.password, address))).toBe(60);

    vi.setSystemTime(Date.now() + 30_000);
    expect(expectBlocked(await signIn(user.email, user.password, address))).toBe(30);
    vi.setSystemTime(Date.now() + 30_001);
    expect((await signIn(user.email, user.password, address)).statusCode).toBe(200);
  });

  it('frees a key when its oldest failure leaves the window, not a minute after the last', () => {
    let now = 0;
    const limiter = createFailureLimiter(5, 60_000, () => now);
    for (let i = 0; i < 5; i += 1) {
      limiter.fail('account:a');
      now += 10_000;
    }
    // Failures at 0, 10, 20, 30, 40 s; now 50 s: the first leaves the window at 60 s.
    expect(limiter.retryAfter('account:a')).toBe(10);
    now = 60_001;
    expect(limiter.retryAfter('account:a')).toBe(0);
    limiter.fail('account:a');
    // Five failures within the window again (10..40 s and 60 s): blocked until 10 s leaves it.
    expect(limiter.retryAfter('account:a')).toBe(10);
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
