import type { MemberListResponse } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { type MemberListParams, memberKeys } from './member-keys';

export type MemberList = MemberListResponse['data'];

/** GET /admin/users: search trimmed; designation and status left out when 'all' (spec section 7). */
export async function getMembers(params: MemberListParams, signal?: AbortSignal): Promise<MemberList> {
  const { page, limit, search, designation, status } = params;
  const body = await api.get<MemberList>('/admin/users', {
    signal,
    query: {
      page,
      limit,
      search: search?.trim(),
      designation: designation === 'all' ? undefined : designation,
      status: status === 'all' ? undefined : status,
    },
  });
  return body.data;
}

export const membersQueryOptions = (params: MemberListParams) =>
  queryOptions({
    queryKey: memberKeys.list(params),
    queryFn: ({ signal }) => getMembers(params, signal),
    staleTime: STALE_TIME.members,
    // Keep the current page on screen while the next one loads ('Updating results...').
    placeholderData: keepPreviousData,
  });

export function useMembers(params: MemberListParams) {
  return useQuery(membersQueryOptions(params));
}
