import type {
  Pagination,
  Store,
  StoreInput,
  StoreListFilters,
  StoreStatus,
  StoreType,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/app-error';
import { csvStream, keysetPages } from '../../lib/csv-stream';
import { type AuditActor, recordAudit } from '../audit';
import {
  deleteStoreAndUnassign,
  findStores,
  findStoresPage,
  insertStore,
  isKnownTimeZone,
  lockStoreRow,
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
    auto_approve_below: row.autoApproveBelow === null ? null : Number(row.autoApproveBelow),
    monthly_budget: row.monthlyBudget === null ? null : Number(row.monthlyBudget),
    time_zone: row.timeZone,
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

const STORE_CSV_COLUMNS = [
  'store_id',
  'name',
  'store_type',
  'location',
  'manager_name',
  'phone_number',
  'email_address',
  'status',
  'members',
  'tax_rate',
  'auto_approve_below',
  'monthly_budget',
  'time_zone',
  'created_at',
];

/** GET /admin/stores/export (issue 23): the list's filters, every page, streamed. */
export function exportStores(db: Db, query: Omit<StoreListFilters, 'page' | 'limit'>) {
  const filters = { search: query.search, storeType: query.store_type, status: query.status };
  const pages = keysetPages(
    (before: number | null) => findStoresPage(db, filters, before, 2000),
    (row) => row.id,
    2000,
    (row) => {
      const s = toStore(row);
      return [
        s.store_id,
        s.name,
        s.store_type,
        s.location,
        s.manager_name,
        s.phone_number,
        s.email_address,
        s.status,
        s.member_count,
        s.tax_rate,
        s.auto_approve_below,
        s.monthly_budget,
        s.time_zone,
        s.created_at,
      ];
    },
  );
  return csvStream(STORE_CSV_COLUMNS, pages);
}

/** A rule's amount as the numeric(12,2) column takes it; undefined (left out) and null pass through. */
const moneyValue = (value: number | null | undefined) =>
  value === undefined || value === null ? value : value.toFixed(2);

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
    // Issue 22 approval rules: left out stays, null clears (no rule, or UTC for the time zone).
    autoApproveBelow: moneyValue(input.auto_approve_below),
    monthlyBudget: moneyValue(input.monthly_budget),
    timeZone: input.time_zone,
  };
}

export const TIME_ZONE_UNKNOWN = 'time_zone: time_zone must be an IANA time zone such as America/Chicago';

/**
 * The budget's time zone as PostgreSQL will read it at every checkout: the canonical IANA name
 * ('pacific/auckland' becomes 'Pacific/Auckland'), and one the database knows, so a checkout never
 * fails on it. Offsets such as '+05:30' are refused: PostgreSQL reads them with the sign reversed.
 */
async function canonicalTimeZone(db: Db, zone: string | null | undefined) {
  if (!zone) return zone;
  let name: string;
  try {
    name = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    throw badRequest(TIME_ZONE_UNKNOWN);
  }
  if (!/^[A-Za-z]/.test(name) || !(await isKnownTimeZone(db, name))) throw badRequest(TIME_ZONE_UNKNOWN);
  return name;
}

async function valuesOf(db: Db, input: StoreInput): Promise<StoreValues> {
  const values = toValues(input);
  return { ...values, timeZone: await canonicalTimeZone(db, values.timeZone) };
}

/** A store's fields as the audit log compares them (the member count is not the store's own). */
const auditFields = ({ member_count: _m, created_at: _c, ...fields }: Store) => fields;

type Write = { db: Db; actor: AuditActor };

export async function createStore({ db, actor, input }: Write & { input: StoreInput }): Promise<Store> {
  const values = await valuesOf(db, input);
  return db.transaction(async (tx) => {
    const store = toStore(
      await insertStore(tx, {
        ...values,
        managerName: values.managerName ?? null,
        phoneNumber: values.phoneNumber ?? null,
        emailAddress: values.emailAddress ?? null,
      }),
    );
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'store',
      entityId: store.id,
      label: `${store.store_id} ${store.name}`,
      after: auditFields(store),
    });
    return store;
  });
}

export async function updateStore({ db, actor, id, input }: Write & { id: number; input: StoreInput }) {
  const values = await valuesOf(db, input);
  return db.transaction(async (tx) => {
    const before = await lockStoreRow(tx, id);
    if (!before) throw notFound(STORE_NOT_FOUND);
    const row = await updateStoreById(tx, id, values);
    if (!row) throw notFound(STORE_NOT_FOUND);
    const store = toStore(row);
    await recordAudit(tx, {
      actor,
      action: 'update',
      entity: 'store',
      entityId: id,
      label: `${store.store_id} ${store.name}`,
      before: auditFields(toStore(before)),
      after: auditFields(store),
    });
    return store;
  });
}

/** Deletes the store and unassigns its members; orders naming it stay readable. */
export async function deleteStore({ db, actor, id }: Write & { id: number }) {
  const result = await deleteStoreAndUnassign(db, id, (tx, row) => {
    const store = toStore(row);
    return recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'store',
      entityId: id,
      label: `${store.store_id} ${store.name}`,
      before: auditFields(store),
    });
  });
  if (!result) throw notFound(STORE_NOT_FOUND);
  return { id, unassigned_members: result.unassignedMembers };
}

export function deletedStoreMessage(unassigned: number): string {
  if (unassigned === 0) return 'Store deleted successfully';
  const members = unassigned === 1 ? '1 member was' : `${unassigned} members were`;
  return `Store deleted successfully. ${members} unassigned from it.`;
}
