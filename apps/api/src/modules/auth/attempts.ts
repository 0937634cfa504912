import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authAttempts } from '../../db/schema';

/**
 * Attempt counters kept in the database (table auth_attempts), so they survive a restart and are
 * shared by every process on the same database. Each key counts attempts in a fixed window that
 * starts with its first attempt. An attempt is reserved with one atomic upsert before the work it
 * limits (an argon2 verify, a code check), so parallel requests cannot all slip past the check;
 * PostgreSQL serializes the upserts of one key on its row.
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
  | { ok: false /** Whole seconds until the refusing key's window ends (at least 1). */; retryAfter: number };

/** Adds one attempt to the key; answers the count in the current window and seconds left. */
export async function addAttempt(db: Db, key: string, windowMs: number) {
  const ends = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const expired = sql`${authAttempts.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(authAttempts)
    .values({ key, count: 1, windowEndsAt: ends })
    .onConflictDoUpdate({
      target: authAttempts.key,
      set: {
        count: sql`case when ${expired} then 1 else ${authAttempts.count} + 1 end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${authAttempts.windowEndsAt} end`,
      },
    })
    .returning({
      count: authAttempts.count,
      secondsLeft: sql<number>`ceil(extract(epoch from (${authAttempts.windowEndsAt} - now())))::int`,
    });
  return { count: row?.count ?? 1, secondsLeft: Math.max(1, Number(row?.secondsLeft ?? 1)) };
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

/**
 * Reserves one attempt under every rule, in order. When a rule is over its limit the attempts
 * already added for this call are given back and the answer says how long to wait. A rule with
 * max Infinity never refuses: it only counts (the answer's counts say how many).
 */
export async function reserveAttempt(db: Db, rules: AttemptRule[]): Promise<Reservation> {
  await pruneNowAndThen(db);
  const taken: string[] = [];
  const counts: Record<string, number> = {};
  for (const rule of rules) {
    const { count, secondsLeft } = await addAttempt(db, rule.key, rule.windowMs);
    if (count > rule.max) {
      await removeAttempts(db, [...taken, rule.key]);
      return { ok: false, retryAfter: secondsLeft };
    }
    taken.push(rule.key);
    counts[rule.key] = count;
  }
  return {
    ok: true,
    counts,
    refund: () => removeAttempts(db, taken),
  };
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
