import { and, count, desc, eq, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
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
  autoApproveBelow?: string | null;
  monthlyBudget?: string | null;
  timeZone?: string | null;
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
  autoApproveBelow: stores.autoApproveBelow,
  monthlyBudget: stores.monthlyBudget,
  timeZone: stores.timeZone,
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
  autoApproveBelow: string | null;
  monthlyBudget: string | null;
  timeZone: string | null;
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

/** Whether PostgreSQL knows the time zone name (its tz database, case-insensitively). */
export async function isKnownTimeZone(db: Db, name: string): Promise<boolean> {
  const [row] = await queryRows<{ known: boolean }>(
    db,
    sql`select exists (select 1 from pg_timezone_names where lower(name) = lower(${name})) as known`,
  );
  return row?.known === true;
}

/** Issue 23 export: the filtered stores by id, newest first, a page after the given id. */
export async function findStoresPage(
  db: Db,
  filters: Omit<StoreFilters, 'page' | 'limit'>,
  before: number | null,
  size: number,
) {
  const rows = await db
    .select(storeColumns)
    .from(stores)
    .where(
      and(
        storeConditions({ ...filters, page: 1, limit: size }),
        before === null ? undefined : lt(stores.id, before),
      ),
    )
    .orderBy(desc(stores.id))
    .limit(size);
  return rows satisfies StoreRow[];
}

/** The store, locked until the transaction ends (its audit "before", issue 23); undefined when none. */
export async function lockStoreRow(db: Db, id: number): Promise<StoreRow | undefined> {
  const [locked] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, id)).for('update');
  if (!locked) return undefined;
  const [row] = await db.select(storeColumns).from(stores).where(eq(stores.id, id));
  return row;
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
export async function deleteStoreAndUnassign(
  db: Db,
  id: number,
  audit?: (tx: Db, store: StoreRow) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    // Locks the row so a concurrent assignment waits and then sees the store gone.
    const store = await lockStoreRow(tx, id);
    if (!store) return null;
    await audit?.(tx, store);
    const unassigned = await tx
      .update(users)
      .set({ storeId: null, updatedAt: new Date() })
      .where(eq(users.storeId, id))
      .returning({ id: users.id });
    await tx.delete(stores).where(eq(stores.id, id));
    return { unassignedMembers: unassigned.length };
  });
}
