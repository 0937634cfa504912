import { type Designation, MEMBERS_PAGE_SIZE, type MemberStatus } from '@portal/contract';
import { useState } from 'react';
import { useDebounce } from '@/lib/use-debounce';
import type { MemberListParams } from '../api/member-keys';

export const SEARCH_DEBOUNCE_MS = 500;

export type DesignationFilter = Designation | 'all';
export type MemberStatusFilter = MemberStatus | 'all';

/**
 * The members screen's list state. The typed search applies after 500 ms of no typing; it and
 * every filter or page-size change go back to page 1 (spec section 9).
 */
export function useMemberFilters() {
  const [search, setSearch] = useState('');
  const [designation, setDesignationState] = useState<DesignationFilter>('all');
  const [status, setStatusState] = useState<MemberStatusFilter>('all');
  const [pageSize, setPageSizeState] = useState<number>(MEMBERS_PAGE_SIZE);
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebounce(search, SEARCH_DEBOUNCE_MS);

  // Reset the page during render when the applied search changes, so no request for the old
  // page number with the new search ever goes out.
  const [appliedSearch, setAppliedSearch] = useState(debouncedSearch);
  if (appliedSearch !== debouncedSearch) {
    setAppliedSearch(debouncedSearch);
    setPage(1);
  }

  const params: MemberListParams = {
    page,
    limit: pageSize,
    search: debouncedSearch.trim() || undefined,
    designation,
    status,
  };

  const firstPageWith =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return {
    params,
    search,
    setSearch,
    designation,
    setDesignation: firstPageWith(setDesignationState),
    status,
    setStatus: firstPageWith(setStatusState),
    pageSize,
    setPageSize: firstPageWith(setPageSizeState),
    setPage,
    /** Whether anything narrows the list (decides which empty state shows). */
    filtered: debouncedSearch.trim() !== '' || designation !== 'all' || status !== 'all',
    clearFilters: () => {
      setSearch('');
      setDesignationState('all');
      setStatusState('all');
      setPage(1);
    },
  };
}
