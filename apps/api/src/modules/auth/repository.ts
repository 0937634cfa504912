import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores, users } from '../../db/schema';

export async function findUserForLogin(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      isActive: users.isActive,
      passwordHash: users.passwordHash,
      tokenVersion: users.tokenVersion,
      storeName: stores.name,
    })
    .from(users)
    .leftJoin(stores, eq(stores.id, users.storeId))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findPasswordHash(db: Db, userId: number) {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash;
}

/** Refuses every token issued so far for this user. */
export async function bumpTokenVersion(db: Db, userId: number) {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function updatePassword(db: Db, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The signed-in user behind a token, read on every request the session cache does not answer. */
export async function loadSessionUser(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      isActive: users.isActive,
      tokenVersion: users.tokenVersion,
      storeId: users.storeId,
      storeName: stores.name,
      phoneNumber: users.phoneNumber,
    })
    .from(users)
    .leftJoin(stores, eq(stores.id, users.storeId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
