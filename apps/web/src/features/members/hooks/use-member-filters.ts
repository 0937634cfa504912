import { type Designation, MEMBERS_PAGE_SIZE, type MemberStatus } from '@portal/contract';
import { useState } from 'react';
import { useListSearch } from '@/components/list-page/use-list-page';
import type { MemberListParams } from '../api/member-keys';

export type DesignationFilter = Designation | 'all';
export type MemberStatusFilter = MemberStatus | 'all';

export type MemberFilters = ReturnType<typeof useMemberFilters>;

/** The members screen's list state: search, designation, status and page size, each change back on page 1. */
export function useMemberFilters() {
  const list = useListSearch();
  const [designation, setDesignation] = useState<DesignationFilter>('all');
  const [status, setStatus] = useState<MemberStatusFilter>('all');
  const [pageSize, setPageSize] = useState<number>(MEMBERS_PAGE_SIZE);

  const params: MemberListParams = {
    page: list.page,
    limit: pageSize,
    search: list.searchTerm || undefined,
    designation,
    status,
  };

  return {
    params,
    search: list.search,
    setSearch: list.setSearch,
    designation,
    setDesignation: list.firstPageWith(setDesignation),
    status,
    setStatus: list.firstPageWith(setStatus),
    pageSize,
    setPageSize: list.firstPageWith(setPageSize),
    setPage: list.setPage,
    /** Whether anything narrows the list (decides which empty state shows). */
    filtered: list.searchTerm !== '' || designation !== 'all' || status !== 'all',
    clearFilters: () => {
      list.setSearch('');
      setDesignation('all');
      setStatus('all');
      list.setPage(1);
    },
  };
}
