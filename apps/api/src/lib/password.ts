import argon2 from 'argon2';
import { createKeyQueue } from './key-queue';

// OWASP minimum for argon2id: m = 19 MiB, t = 2, p = 1.
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

// Each hash holds 19 MiB: a burst of logins waits here instead of exhausting memory.
export const MAX_CONCURRENT_HASHES = 4;
let running = 0;
const waiting: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // A freed slot passes straight to the next waiter: decrementing first would let a newcomer
    // take it in the microtask before the waiter resumes, running one hash over the bound.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * Who a hash is done for (e.g. `user:12`, `addr:10.0.0.7`). A key's hash waits for that key's
 * previous hash before it queues for the pool, so one user or address never holds more than one
 * slot, and a flood from it leaves the other slots (and the queue) to everyone else.
 */
export type HashKeys = readonly string[];
const inTurn = createKeyQueue();
const withFairSlot = <T>(keys: HashKeys, work: () => Promise<T>) => inTurn(keys, () => withHashSlot(work));

export function hashPassword(password: string): Promise<string> {
  return hashPasswordFor([], password);
}

/** hashPassword done for the given keys (one slot at a time per key). */
export function hashPasswordFor(keys: HashKeys, password: string): Promise<string> {
  return withFairSlot(keys, () => argon2.hash(password, ARGON2_OPTIONS));
}

export function verifyPassword(hash: string, password: string, keys: HashKeys = []): Promise<boolean> {
  return withFairSlot(keys, () => argon2.verify(hash, password).catch(() => false));
}

// Verified against when the e-mail is unknown, so both failures take about as long.
let dummyHash: Promise<string> | undefined;
export function verifyAgainstDummy(password: string, keys: HashKeys = []): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password-used-for-timing');
  return dummyHash.then((hash) => verifyPassword(hash, `${password}x`, keys)).then(() => false);
}
