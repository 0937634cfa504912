import { SEARCH_PAGE_SIZE, type SearchData } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { productKeys, type SearchParams } from './catalogue-keys';

/** GET /products/search: 12 results a page, start_index = (page - 1) * 12, the query trimmed. */
export async function searchProducts({ q, page }: SearchParams, signal?: AbortSignal): Promise<SearchData> {
  const body = await api.get<SearchData>('/products/search', {
    signal,
    query: { q: q.trim(), max_results: SEARCH_PAGE_SIZE, start_index: (page - 1) * SEARCH_PAGE_SIZE },
  });
  return body.data;
}

export const searchQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: productKeys.search({ q: params.q.trim(), page: params.page }),
    queryFn: ({ signal }) => searchProducts(params, signal),
    staleTime: STALE_TIME.default,
    placeholderData: keepPreviousData,
    meta: { suppressErrorToast: true },
  });

/** Runs only for a non-blank submitted query (spec section 4, Search mode). */
export function useSearchProducts(params: SearchParams) {
  return useQuery({ ...searchQueryOptions(params), enabled: params.q.trim() !== '' });
}
