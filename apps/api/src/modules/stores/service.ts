import type {
  Pagination,
  Store,
  StoreInput,
  StoreListFilters,
  StoreStatus,
  StoreType,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import {
  deleteStoreAndUnassign,
  findStores,
  insertStore,
  type StoreRow,
  type StoreValues,
  updateStoreById,
} from './repository';

export const STORE_NOT_FOUND = 'Store not found';

export function toStore(row: StoreRow): Store {
  return {
    id: row.id,
    store_id: row.storeId,
    name: row.name,
    store_type: row.storeType as StoreType,
    location: row.location,
    manager_name: row.managerName,
    phone_number: row.phoneNumber,
    email_address: row.emailAddress,
    status: row.status as StoreStatus,
    is_active: row.isActive,
    tax_rate: row.taxRate === null ? null : Number(row.taxRate),
    member_count: row.memberCount,
    created_at: row.createdAt.toISOString(),
  };
}

export function paginate(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}

export async function listStores({ db, query }: { db: Db; query: StoreListFilters }) {
  const { page, limit, search, store_type, status } = query;
  const { rows, total } = await findStores(db, { page, limit, search, storeType: store_type, status });
  return { stores: rows.map(toStore), pagination: paginate(page, limit, total) };
}

/** Optional text fields left out of the body stay as they are (undefined is skipped on update). */
function toValues(input: StoreInput): StoreValues {
  return {
    name: input.name,
    storeType: input.store_type,
    location: input.location,
    managerName: input.manager_name,
    phoneNumber: input.phone_number,
    emailAddress: input.email_address,
    status: input.status,
    // The form may send only a status: an active store is active, the others are not.
    isActive: input.is_active ?? input.status === 'active',
    taxRate:
      input.tax_rate === undefined ? undefined : input.tax_rate === null ? null : input.tax_rate.toFixed(3),
  };
}

export async function createStore({ db, input }: { db: Db; input: StoreInput }): Promise<Store> {
  const values = toValues(input);
  const row = await insertStore(db, {
    ...values,
    managerName: values.managerName ?? null,
    phoneNumber: values.phoneNumber ?? null,
    emailAddress: values.emailAddress ?? null,
  });
  return toStore(row);
}

export async function updateStore({ db, id, input }: { db: Db; id: number; input: StoreInput }) {
  const row = await updateStoreById(db, id, toValues(input));
  if (!row) throw notFound(STORE_NOT_FOUND);
  return toStore(row);
}

/** Deletes the store and unassigns its members; orders naming it stay readable. */
export async function deleteStore({ db, id }: { db: Db; id: number }) {
  const result = await deleteStoreAndUnassign(db, id);
  if (!result) throw notFound(STORE_NOT_FOUND);
  return { id, unassigned_members: result.unassignedMembers };
}

export function deletedStoreMessage(unassigned: number): string {
  if (unassigned === 0) return 'Store deleted successfully';
  const members = unassigned === 1 ? '1 member was' : `${unassigned} members were`;
  return `Store deleted successfully. ${members} unassigned from it.`;
}
