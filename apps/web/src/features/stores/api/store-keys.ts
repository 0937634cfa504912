import type { StoreStatus, StoreType } from '@portal/contract';

/** What the stores screen asks the list for; 'all' means no filter (left out of the query). */
export type StoreListParams = {
  page: number;
  limit: number;
  search?: string;
  store_type?: StoreType | 'all';
  status?: StoreStatus | 'all';
};

/**
 * One key factory for the stores resource. Everything about stores lives under ['stores'], so
 * invalidating `storeKeys.all` refreshes every list, including the members screen's store picker.
 */
export const storeKeys = {
  all: ['stores'] as const,
  lists: () => [...storeKeys.all, 'list'] as const,
  list: (params: StoreListParams) => [...storeKeys.lists(), params] as const,
};

/**
 * The members resource's root key. Features do not import each other, so it is repeated here:
 * renaming or deleting a store changes the store names and assignments shown on member cards.
 */
export const MEMBERS_ROOT_KEY = ['members'] as const;
