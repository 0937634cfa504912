import type { Designation, MemberStatus } from '@portal/contract';

/** What the members screen asks the list for; 'all' means no filter (left out of the query). */
export type MemberListParams = {
  page: number;
  limit: number;
  search?: string;
  designation?: Designation | 'all';
  status?: MemberStatus | 'all';
};

/** One key factory for the members resource (GET /admin/users). */
export const memberKeys = {
  all: ['members'] as const,
  lists: () => [...memberKeys.all, 'list'] as const,
  list: (params: MemberListParams) => [...memberKeys.lists(), params] as const,
};

/**
 * The stores resource's root key. Features do not import each other, so it is repeated here:
 * member changes move store member counts, and the store picker lives under it so that store
 * changes made on the stores screen refresh it too.
 */
export const STORES_ROOT_KEY = ['stores'] as const;
export const storeOptionsKey = [...STORES_ROOT_KEY, 'options'] as const;
