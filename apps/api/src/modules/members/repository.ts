import { and, count, desc, eq, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores, users } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';

/** A Db or the transaction handle Drizzle passes to db.transaction's callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

export type MemberFilters = {
  page: number;
  limit: number;
  search?: string;
  role?: string;
  designation?: string;
  isActive?: boolean;
};

export type MemberRow = {
  id: number;
  name: string;
  email: string;
  phoneNumber: string | null;
  role: string;
  designation: string;
  storeId: number | null;
  storeName: string | null;
  isActive: boolean;
  createdAt: Date;
};

// Only the columns a response may show: never password_hash or token_version.
const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phoneNumber: users.phoneNumber,
  role: users.role,
  designation: users.designation,
  storeId: users.storeId,
  storeName: stores.name,
  isActive: users.isActive,
  createdAt: users.createdAt,
};

function memberConditions({ search, role, designation, isActive }: MemberFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (search) {
    const pattern = containsPattern(search);
    const matches = or(
      ilike(users.name, pattern),
      ilike(users.email, pattern),
      ilike(users.phoneNumber, pattern),
    );
    if (matches) conditions.push(matches);
  }
  if (role) conditions.push(eq(users.role, role));
  if (designation) conditions.push(eq(users.designation, designation));
  if (isActive !== undefined) conditions.push(eq(users.isActive, isActive));
  return and(...conditions);
}

/** One page, newest first (id breaks ties so pages never overlap), and the total count. */
export async function findMembers(db: Db, filters: MemberFilters) {
  const where = memberConditions(filters);
  const [rows, [totals]] = await Promise.all([
    db
      .select(memberColumns)
      .from(users)
      .leftJoin(stores, eq(stores.id, users.storeId))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows: rows satisfies MemberRow[], total: Number(totals?.total ?? 0) };
}

/** Issue 23 export: the filtered members by id, newest first, a page after the given id. */
export function findMembersPage(
  db: Db,
  filters: Omit<MemberFilters, 'page' | 'limit'>,
  before: number | null,
  size: number,
) {
  return db
    .select(memberColumns)
    .from(users)
    .leftJoin(stores, eq(stores.id, users.storeId))
    .where(
      and(
        memberConditions({ ...filters, page: 1, limit: size }),
        before === null ? undefined : lt(users.id, before),
      ),
    )
    .orderBy(desc(users.id))
    .limit(size);
}

export async function findMemberById(db: Runner, id: number): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(stores, eq(stores.id, users.storeId))
    .where(eq(users.id, id));
  return row;
}

export async function emailTaken(db: Runner, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return Boolean(row);
}

/** The member row, locked until the transaction ends, with what decides a token revocation. */
export async function lockMember(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: users.id, email: users.email, role: users.role, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row;
}

/** True when the store exists; it then cannot be deleted before the transaction ends. */
export async function lockStoreExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, id)).for('key share');
  return Boolean(row);
}

export type NewMember = {
  email: string;
  passwordHash: string;
  name: string;
  phoneNumber: string | null;
  role: string;
  designation: string;
  isActive: boolean;
  storeId: number | null;
};

export async function insertMember(tx: Tx, values: NewMember): Promise<number> {
  const [row] = await tx.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

export type MemberChanges = Partial<Omit<NewMember, 'email'>>;

/** Applies the changes; revoke bumps token_version so every token issued so far is refused. */
export async function updateMemberById(tx: Tx, id: number, changes: MemberChanges, revoke: boolean) {
  await tx
    .update(users)
    .set({
      ...changes,
      ...(revoke ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
}

/** Cart and wishlist rows cascade; orders keep their user_name/user_email snapshots. */
export async function deleteMemberById(db: Db | Tx, id: number): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return deleted.length > 0;
}
