import { useEffect, useRef, useState } from 'react';
import { useDebounce } from '@/lib/use-debounce';

/** Spec section 9: store, member and order searches apply after 500 ms of no typing. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * A list screen's search box and page. The typed search applies after 500 ms of no typing and,
 * like every filter change made through `firstPageWith`, goes back to page 1 (spec section 9).
 */
export function useListSearch() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebounce(search, SEARCH_DEBOUNCE_MS);

  // Reset the page during render when the applied search changes, so no request for the old
  // page number with the new search ever goes out.
  const [appliedSearch, setAppliedSearch] = useState(debouncedSearch);
  if (appliedSearch !== debouncedSearch) {
    setAppliedSearch(debouncedSearch);
    setPage(1);
  }

  const firstPageWith =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return {
    search,
    setSearch,
    /** The applied search, trimmed; '' for none. */
    searchTerm: debouncedSearch.trim(),
    page,
    setPage,
    firstPageWith,
  };
}

/** Steps back to the new last page when the list shrinks under the current one (a delete, say). */
export function useKeepPageInRange(page: number, pages: number | undefined, setPage: (page: number) => void) {
  useEffect(() => {
    if (pages && page > pages) setPage(pages);
  }, [pages, page, setPage]);
}

/** The pager sits under the list: a page change brings the top of the new page into view. */
export function useListTop(setPage: (page: number) => void) {
  const listTop = useRef<HTMLDivElement>(null);
  const goToPage = (next: number) => {
    setPage(next);
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    listTop.current?.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  };
  return { listTop, goToPage };
}
