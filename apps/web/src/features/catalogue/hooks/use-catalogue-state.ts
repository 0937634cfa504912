import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

function parsePath(value: string | null): number[] {
  const ids = (value ?? '').split('.').map(positiveInt);
  return ids.every((id) => id !== undefined) ? (ids as number[]).slice(0, 3) : [];
}

/**
 * The catalogue's state, kept in the address (?q=, ?category=1.12.140, ?page=) so that going back
 * from a product restores the same page. The typed text is local until it is submitted.
 */
export function useCatalogueState() {
  // What useSearchParams does, from the hooks /login loads anyway: that hook would add its own
  // code to the router module that every page loads first (issue 6).
  const { search: locationSearch } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(locationSearch), [locationSearch]);
  const query = (params.get('q') ?? '').trim();
  const page = positiveInt(params.get('page')) ?? 1;
  const categoryParam = params.get('category');
  const path = useMemo(() => parsePath(categoryParam), [categoryParam]);
  const [input, setInput] = useState(query);
  // Back and forward change the address: the box then follows the search shown. The screen's own
  // changes are noted first, so that text typed while the address updates is never overwritten.
  const knownQuery = useRef(query);
  useEffect(() => {
    if (query === knownQuery.current) return;
    knownQuery.current = query;
    setInput(query);
  }, [query]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(params);
      change(next);
      navigate(`?${next}`);
    },
    [params, navigate],
  );

  /** Search mode on: page 1, category filters cleared (spec section 4). */
  const search = useCallback(
    (text: string) => {
      const q = text.trim();
      if (q === '') return;
      setInput(q);
      knownQuery.current = q;
      update((next) => {
        next.set('q', q);
        next.delete('page');
        next.delete('category');
      });
    },
    [update],
  );

  /** Search mode off, query emptied. */
  const clearSearch = useCallback(() => {
    setInput('');
    knownQuery.current = '';
    update((next) => {
      next.delete('q');
      next.delete('page');
    });
  }, [update]);

  const setPath = useCallback(
    (nextPath: number[]) =>
      update((next) => {
        if (nextPath.length === 0) next.delete('category');
        else next.set('category', nextPath.join('.'));
        next.delete('page');
      }),
    [update],
  );

  const setPage = useCallback(
    (nextPage: number) => {
      update((next) => {
        if (nextPage <= 1) next.delete('page');
        else next.set('page', String(nextPage));
      });
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [update],
  );

  return {
    input,
    setInput,
    query,
    searchMode: query !== '',
    page,
    path,
    /** The deepest chosen category: the one the list is filtered by. */
    categoryId: path.at(-1),
    search,
    clearSearch,
    setPath,
    setPage,
  };
}

export type CatalogueState = ReturnType<typeof useCatalogueState>;
