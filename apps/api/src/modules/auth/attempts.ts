import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authAttempts } from '../../db/schema';
import { createKeyQueue } from '../../lib/key-queue';

/**
 * Attempt counters kept in the database (table auth_attempts), so they survive a restart and are
 * shared by every process on the same database. Each key counts attempts in a fixed window that
 * starts with its first attempt. An attempt is reserved with one atomic upsert before the work it
 * limits (an argon2 verify, a code check), so parallel requests cannot all slip past the check;
 * PostgreSQL serializes the upserts of one key on its row. A key at its limit stays at it: refused
 * attempts add nothing.
 */
export type AttemptRule = { key: string; max: number; windowMs: number };

export type Reservation =
  | {
      ok: true;
      /** Attempts now counted under each rule's key, this one included. */
      counts: Record<string, number>;
      /** Gives the attempts back (a successful sign-in). */
      refund(): Promise<void>;
    }
  | {
      ok: false;
      /** Whole seconds until the refusing key's window ends (at least 1). */
      retryAfter: number;
    };

const secondsLeft = sql<number>`ceil(extract(epoch from (${authAttempts.windowEndsAt} - now())))::int`;

/** One upsert: a new window, or one more attempt in the current one unless it already holds max. */
function upsertAttempt(db: Db, key: string, windowMs: number, max = Number.POSITIVE_INFINITY) {
  const ends = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const expired = sql`${authAttempts.windowEndsAt} <= now()`;
  return db
    .insert(authAttempts)
    .values({ key, count: 1, windowEndsAt: ends })
    .onConflictDoUpdate({
      target: authAttempts.key,
      set: {
        count: sql`case when ${expired} then 1 else ${authAttempts.count} + 1 end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${authAttempts.windowEndsAt} end`,
      },
      ...(Number.isFinite(max) ? { setWhere: sql`${expired} or ${authAttempts.count} < ${max}` } : {}),
    })
    .returning({ count: authAttempts.count, secondsLeft });
}

/** Adds one attempt to the key; answers the count in the current window and seconds left. */
export async function addAttempt(db: Db, key: string, windowMs: number) {
  const [row] = await upsertAttempt(db, key, windowMs);
  return { count: row?.count ?? 1, secondsLeft: Math.max(1, Number(row?.secondsLeft ?? 1)) };
}

/**
 * Adds one attempt to the key unless its window already holds rule.max: a refused attempt writes
 * nothing. Answers the count, or the seconds until the window ends.
 */
export async function takeAttempt(db: Db, rule: AttemptRule) {
  const [row] = await upsertAttempt(db, rule.key, rule.windowMs, rule.max);
  if (row) return { taken: true as const, count: row.count };
  const [left] = await db
    .select({ seconds: secondsLeft })
    .from(authAttempts)
    .where(sql`${authAttempts.key} = ${rule.key}`);
  return { taken: false as const, secondsLeft: Math.max(1, Number(left?.seconds ?? 1)) };
}

/** Takes one attempt back (never below zero). */
export async function removeAttempt(db: Db, key: string) {
  await removeAttempts(db, [key]);
}

/** Takes one attempt back from each key, in one statement. */
export async function removeAttempts(db: Db, keys: string[]) {
  if (!keys.length) return;
  await db
    .update(authAttempts)
    .set({ count: sql`greatest(${authAttempts.count} - 1, 0)` })
    .where(and(inArray(authAttempts.key, keys), sql`${authAttempts.windowEndsAt} > now()`));
}

/** Attempts counted for the key in its current window, without adding one. */
export async function countAttempts(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({ count: authAttempts.count })
    .from(authAttempts)
    .where(sql`${authAttempts.key} = ${key} and ${authAttempts.windowEndsAt} > now()`);
  return row?.count ?? 0;
}

/** Forgets the key's attempts. */
export async function clearAttempts(db: Db, key: string) {
  await db.delete(authAttempts).where(sql`${authAttempts.key} = ${key}`);
}

// One statement per key at a time in this process: a flood on one key waits here, holding no
// database connection while it would only queue for the key's row lock anyway.
const inTurn = createKeyQueue();

/**
 * Reserves one attempt under every rule, in order. When a rule is at its limit the attempts
 * already taken for this call are given back and the answer says how long to wait. A rule with
 * max Infinity never refuses: it only counts (the answer's counts say how many).
 */
export async function reserveAttempt(db: Db, rules: AttemptRule[]): Promise<Reservation> {
  await pruneNowAndThen(db);
  const taken: string[] = [];
  const counts: Record<string, number> = {};
  for (const rule of rules) {
    const attempt = await inTurn([rule.key], () => takeAttempt(db, rule));
    if (!attempt.taken) {
      await removeAttempts(db, taken);
      return { ok: false, retryAfter: attempt.secondsLeft };
    }
    taken.push(rule.key);
    counts[rule.key] = attempt.count;
  }
  return { ok: true, counts, refund: () => removeAttempts(db, taken) };
}

/** Deletes windows that ended over a minute ago: the table stays small under a spray of keys. */
export async function pruneAttempts(db: Db) {
  await db.delete(authAttempts).where(lt(authAttempts.windowEndsAt, sql`now() - interval '1 minute'`));
}

/** Every this many reservations (in this process) the expired rows are deleted. */
export const PRUNE_EVERY = 200;
let sincePrune = 0;

/** Prunes on every PRUNE_EVERY-th call: no timer to stop, and an idle server has nothing to prune. */
export async function pruneNowAndThen(db: Db) {
  sincePrune += 1;
  if (sincePrune < PRUNE_EVERY) return;
  sincePrune = 0;
  await pruneAttempts(db);
}
