import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores, users } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';

export type StoreFilters = {
  page: number;
  limit: number;
  search?: string;
  storeType?: string;
  status?: string;
};

export type StoreValues = {
  name: string;
  storeType: string;
  location: string;
  managerName?: string | null;
  phoneNumber?: string | null;
  emailAddress?: string | null;
  status: string;
  isActive: boolean;
  taxRate?: string | null;
};

const storeColumns = {
  id: stores.id,
  storeId: stores.storeId,
  name: stores.name,
  storeType: stores.storeType,
  location: stores.location,
  managerName: stores.managerName,
  phoneNumber: stores.phoneNumber,
  emailAddress: stores.emailAddress,
  status: stores.status,
  isActive: stores.isActive,
  taxRate: stores.taxRate,
  createdAt: stores.createdAt,
  // Spelled out: Drizzle leaves columns unqualified here, and "id" would mean the member's id.
  memberCount: sql<number>`(select count(*)::int from users as member where member.store_id = stores.id)`,
};

export type StoreRow = {
  id: number;
  storeId: string;
  name: string;
  storeType: string;
  location: string | null;
  managerName: string | null;
  phoneNumber: string | null;
  emailAddress: string | null;
  status: string;
  isActive: boolean;
  taxRate: string | null;
  createdAt: Date;
  memberCount: number;
};

function storeConditions({ search, storeType, status }: StoreFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (search) {
    const pattern = containsPattern(search);
    const matches = or(
      ilike(stores.name, pattern),
      ilike(stores.storeId, pattern),
      ilike(stores.location, pattern),
      ilike(stores.managerName, pattern),
    );
    if (matches) conditions.push(matches);
  }
  if (storeType) conditions.push(eq(stores.storeType, storeType));
  if (status) conditions.push(eq(stores.status, status));
  return and(...conditions);
}

/** One page, newest first (id breaks ties so pages never overlap), and the total count. */
export async function findStores(db: Db, filters: StoreFilters) {
  const where = storeConditions(filters);
  const [rows, [totals]] = await Promise.all([
    db
      .select(storeColumns)
      .from(stores)
      .where(where)
      .orderBy(desc(stores.createdAt), desc(stores.id))
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit),
    db.select({ total: count() }).from(stores).where(where),
  ]);
  return { rows: rows satisfies StoreRow[], total: Number(totals?.total ?? 0) };
}

/** store_id is left to the column default (ST0001, ...), so the client can never choose it. */
export async function insertStore(db: Db, values: StoreValues): Promise<StoreRow> {
  const [row] = await db.insert(stores).values(values).returning(storeColumns);
  return row!;
}

export async function updateStoreById(
  db: Db,
  id: number,
  values: Partial<StoreValues>,
): Promise<StoreRow | undefined> {
  const [row] = await db
    .update(stores)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(stores.id, id))
    .returning(storeColumns);
  return row;
}

/**
 * Unassigns the store's members, then deletes it, in one transaction. Orders naming the store
 * keep their store_name/store_code snapshots; the foreign key sets their store_id to null.
 * Returns null when there is no such store.
 */
export async function deleteStoreAndUnassign(db: Db, id: number) {
  return db.transaction(async (tx) => {
    // Locks the row so a concurrent assignment waits and then sees the store gone.
    const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, id)).for('update');
    if (!store) return null;
    const unassigned = await tx
      .update(users)
      .set({ storeId: null, updatedAt: new Date() })
      .where(eq(users.storeId, id))
      .returning({ id: users.id });
    await tx.delete(stores).where(eq(stores.id, id));
    return { unassignedMembers: unassigned.length };
  });
}
