import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mfaChallenges, mfaRecoveryCodes, stores, users } from '../../db/schema';

/** What proves the second factor: a TOTP time step, or the hash of a recovery code. */
export type MfaProof = { kind: 'totp'; step: number } | { kind: 'recovery'; codeHash: string };

/** Thrown inside a transaction to roll it back; carries why. */
class Refused extends Error {
  constructor(readonly reason: 'expired' | 'replayed' | 'changed') {
    super(reason);
  }
}

async function refusedAs<T>(work: Promise<T>): Promise<T | Refused['reason']> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof Refused) return error.reason;
    throw error;
  }
}

export async function findMfaState(db: Db, userId: number) {
  const [row] = await db
    .select({ pendingSecret: users.mfaPendingSecret, secret: users.mfaSecret, enabledAt: users.mfaEnabledAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return Number(row?.count ?? 0);
}

/** Keeps a new pending secret; undefined when two-factor sign-in is already on. */
export async function savePendingSecret(db: Db, userId: number, sealed: string) {
  const [row] = await db
    .update(users)
    .set({ mfaPendingSecret: sealed, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.mfaEnabledAt)))
    .returning({ id: users.id });
  return row;
}

type Enable = { userId: number; pendingSecret: string; step: number; codeHashes: string[] };

/**
 * Makes the pending secret the active one and stores the recovery codes, in one transaction. The
 * update is conditional on the very pending secret that was checked, so a set-up started again
 * meanwhile (or a parallel enable) leaves nothing half done. The confirming code's step is kept
 * as the last one used, so it cannot sign in a second time.
 */
/** Written in the change's transaction: the audit entry (issue 23). */
type Also = (tx: Db) => Promise<void>;

export async function enableMfa(db: Db, { userId, pendingSecret, step, codeHashes }: Enable, also?: Also) {
  const result = await refusedAs(
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          mfaSecret: pendingSecret,
          mfaPendingSecret: null,
          mfaEnabledAt: sql`now()`,
          mfaLastStep: step,
          updatedAt: new Date(),
        })
        .where(
          and(eq(users.id, userId), eq(users.mfaPendingSecret, pendingSecret), isNull(users.mfaEnabledAt)),
        )
        .returning({ id: users.id });
      if (!row) throw new Refused('changed');
      await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
      await tx.insert(mfaRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      await also?.(tx);
      return true as const;
    }),
  );
  return result === true;
}

/**
 * Uses up the proof, settled by the database: a TOTP step only if it is later than the last one
 * accepted (two requests with one code cannot both pass: the second waits for the first's row
 * lock, then sees the new step), a recovery code only if still unused.
 */
async function consumeProof(tx: Db, userId: number, proof: MfaProof) {
  if (proof.kind === 'totp') {
    const [row] = await tx
      .update(users)
      .set({ mfaLastStep: proof.step })
      .where(
        and(
          eq(users.id, userId),
          isNotNull(users.mfaEnabledAt),
          or(isNull(users.mfaLastStep), lt(users.mfaLastStep, proof.step)),
        ),
      )
      .returning({ id: users.id });
    return Boolean(row);
  }
  const [row] = await tx
    .update(mfaRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, proof.codeHash),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return Boolean(row);
}

/** Turns two-factor sign-in off if the proof holds: secrets, codes and open challenges go together. */
export async function disableMfa(db: Db, userId: number, proof: MfaProof, also?: Also) {
  const result = await refusedAs(
    db.transaction(async (tx) => {
      if (!(await consumeProof(tx, userId, proof))) throw new Refused('replayed');
      await tx
        .update(users)
        .set({
          mfaSecret: null,
          mfaPendingSecret: null,
          mfaEnabledAt: null,
          mfaLastStep: null,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
      await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
      await tx.delete(mfaChallenges).where(eq(mfaChallenges.userId, userId));
      await also?.(tx);
      return true as const;
    }),
  );
  return result === true;
}

/**
 * One statement checks that the user has two-factor sign-in on and opens a challenge for them;
 * nothing is written for anyone else. Answers whether a challenge was opened.
 */
export async function openChallenge(db: Db, userId: number, tokenHash: string, ttlMs: number) {
  const opened = (await db.execute(sql`
    insert into ${mfaChallenges} (token_hash, user_id, expires_at)
    select ${tokenHash}, ${users.id}, now() + ${ttlMs} * interval '1 millisecond'
    from ${users} where ${users.id} = ${userId} and ${users.mfaEnabledAt} is not null
    returning token_hash`)) as unknown as { rows: unknown[] };
  if (!opened.rows.length) return false;
  // The user's finished and expired challenges are of no further use.
  await db
    .delete(mfaChallenges)
    .where(
      and(
        eq(mfaChallenges.userId, userId),
        or(isNotNull(mfaChallenges.usedAt), lt(mfaChallenges.expiresAt, sql`now()`)),
      ),
    );
  return true;
}

/** The user behind an open (unused, unexpired) challenge, with what the login answer needs. */
export async function findChallengeUser(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      isActive: users.isActive,
      tokenVersion: users.tokenVersion,
      storeName: stores.name,
      secret: users.mfaSecret,
    })
    .from(mfaChallenges)
    .innerJoin(users, eq(users.id, mfaChallenges.userId))
    .leftJoin(stores, eq(stores.id, users.storeId))
    .where(
      and(
        eq(mfaChallenges.tokenHash, tokenHash),
        isNull(mfaChallenges.usedAt),
        gt(mfaChallenges.expiresAt, sql`now()`),
        isNotNull(users.mfaEnabledAt),
      ),
    );
  return row;
}

/**
 * Closes the challenge and uses up the proof in one transaction: the token is single-use by a
 * conditional update of used_at. Answers true, or why it was refused (nothing is then changed).
 */
export async function completeChallenge(
  db: Db,
  tokenHash: string,
  userId: number,
  proof: MfaProof,
  also?: Also,
) {
  return refusedAs(
    db.transaction(async (tx) => {
      const [challenge] = await tx
        .update(mfaChallenges)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(mfaChallenges.tokenHash, tokenHash),
            eq(mfaChallenges.userId, userId),
            isNull(mfaChallenges.usedAt),
            gt(mfaChallenges.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: mfaChallenges.userId });
      if (!challenge) throw new Refused('expired');
      if (!(await consumeProof(tx, userId, proof))) throw new Refused('replayed');
      await also?.(tx);
      return true as const;
    }),
  );
}
