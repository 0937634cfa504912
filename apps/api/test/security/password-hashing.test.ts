import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../src/db/schema';
import { hashPassword, hashPasswordFor, MAX_CONCURRENT_HASHES, verifyPassword } from '../../src/lib/password';
import { call, createTestApp, loginAs, type TestContext } from '../support/app';
import { makeUser } from '../support/factories';

// Stored passwords are argon2id at or above OWASP's minimum (m = 19 MiB, t = 2, p = 1), and a burst
// of sign-ins cannot run more hashes at once than the bound (each one holds 19 MiB).
let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await makeUser(t.db, { role: 'admin', designation: 'admin' });
  adminToken = await loginAs(t.app, admin.email, admin.password);
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

// PHC string: $argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash> (this library writes m, p, t).
const ARGON2_FORMAT =
  /^\$(argon2(?:id|i|d))\$v=(\d+)\$([a-z]=\d+(?:,[a-z]=\d+)*)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function parse(hash: string) {
  const match = ARGON2_FORMAT.exec(hash);
  if (!match) throw new Error(`not an argon2 hash: ${hash.slice(0, 20)}...`);
  const [, variant, version, list, salt] = match;
  const params = Object.fromEntries(list!.split(',').map((pair) => pair.split('=')));
  return {
    variant,
    version: Number(version),
    m: Number(params.m),
    t: Number(params.t),
    p: Number(params.p),
    salt,
  };
}

async function storedHash(email: string) {
  const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
  return row!.hash;
}

async function createMember(email: string, password: string) {
  const res = await call(t.app, adminToken, {
    method: 'POST',
    url: '/api/admin/users',
    payload: { email, password, confirmPassword: password, name: 'Hashed Member', role: 'user' },
  });
  expect(res.statusCode).toBe(201);
}

describe('stored passwords', () => {
  it('are argon2id with m >= 19456 KiB, t >= 2, p >= 1 and a salt of their own', async () => {
    await createMember('hash-one@example.test', 'same-password-1');
    await createMember('hash-two@example.test', 'same-password-1');
    const [one, two] = [await storedHash('hash-one@example.test'), await storedHash('hash-two@example.test')];
    for (const hash of [one, two]) {
      const params = parse(hash);
      expect(params).toMatchObject({ variant: 'argon2id', version: 19 });
      expect(params.m).toBeGreaterThanOrEqual(19456);
      expect(params.t).toBeGreaterThanOrEqual(2);
      expect(params.p).toBeGreaterThanOrEqual(1);
      expect(await argon2.verify(hash, 'same-password-1')).toBe(true);
    }
    // Same password, different salts: equal passwords are not visible in the table.
    expect(parse(one).salt).not.toBe(parse(two).salt);
    expect(one).not.toBe(two);
  });

  it('stay argon2id at the same cost after a member changes their password', async () => {
    await createMember('hash-change@example.test', 'first-pass-1');
    const token = await loginAs(t.app, 'hash-change@example.test', 'first-pass-1');
    const res = await call(t.app, token, {
      method: 'PUT',
      url: '/api/auth/change-password',
      payload: { oldPassword: 'first-pass-1', newPassword: 'second-pass-2' },
    });
    expect(res.statusCode).toBe(200);
    const params = parse(await storedHash('hash-change@example.test'));
    expect(params.variant).toBe('argon2id');
    expect(params.m).toBeGreaterThanOrEqual(19456);
    expect(params.t).toBeGreaterThanOrEqual(2);
  });
});

describe('concurrent hashing', () => {
  /** Replaces argon2 with hashes that finish only when released, counting how many run at once. */
  function controlledArgon2() {
    const state = { inFlight: 0, peak: 0, gates: [] as Array<() => void> };
    const pending = () =>
      new Promise<never>((resolve) => {
        state.inFlight += 1;
        state.peak = Math.max(state.peak, state.inFlight);
        state.gates.push(() => {
          state.inFlight -= 1;
          resolve('$argon2id$stub' as never);
        });
      });
    vi.spyOn(argon2, 'hash').mockImplementation(pending);
    vi.spyOn(argon2, 'verify').mockImplementation(pending);
    return state;
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

  it(`runs at most ${MAX_CONCURRENT_HASHES} hashes at once under a burst, and does use them all`, async () => {
    expect(MAX_CONCURRENT_HASHES).toBeGreaterThanOrEqual(1);
    expect(MAX_CONCURRENT_HASHES).toBeLessThanOrEqual(8);
    const state = controlledArgon2();
    const burst = Array.from({ length: 20 }, (_, i) =>
      i % 2 ? hashPassword('burst') : verifyPassword('$argon2id$x', 'burst'),
    );
    await settle();
    expect(state.inFlight).toBe(MAX_CONCURRENT_HASHES);
    while (state.gates.length) {
      state.gates.shift()!();
      await settle();
      expect(state.inFlight).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
    }
    await Promise.all(burst);
    expect(state.peak).toBe(MAX_CONCURRENT_HASHES);
  });

  it('keeps the bound when a new sign-in arrives just as a hash finishes', async () => {
    const state = controlledArgon2();
    const started = Array.from({ length: MAX_CONCURRENT_HASHES + 1 }, () => hashPassword('queued'));
    await settle();
    // Release one and start another in the very next microtask, before the waiter resumes.
    state.gates.shift()!();
    const newcomer = Promise.resolve().then(() => hashPassword('newcomer'));
    await settle();
    expect(state.peak).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
    while (state.gates.length) {
      state.gates.shift()!();
      await settle();
    }
    await Promise.all([...started, newcomer]);
  });

  it('gives one user or address at most one slot, so others are served at once during its flood', async () => {
    const state = controlledArgon2();
    const flood = Array.from({ length: 20 }, (_, i) =>
      i % 2 ? verifyPassword('$argon2id$x', 'flood', ['user:1']) : hashPasswordFor(['user:1'], 'flood'),
    );
    await settle();
    expect(state.inFlight).toBe(1);
    // Another user and another address start at once, beside the flood, not behind it.
    const others = [
      verifyPassword('$argon2id$x', 'other', ['user:2']),
      hashPasswordFor(['addr:10.0.0.9'], 'x'),
    ];
    await settle();
    expect(state.inFlight).toBe(3);
    // A hash for the flooding user from a new address still waits for that user's previous one.
    const both = verifyPassword('$argon2id$x', 'both', ['user:1', 'addr:10.0.0.10']);
    await settle();
    expect(state.inFlight).toBe(3);
    while (state.gates.length) {
      state.gates.shift()!();
      await settle();
      expect(state.inFlight).toBeLessThanOrEqual(3);
    }
    await Promise.all([...flood, ...others, both]);
  });
});
