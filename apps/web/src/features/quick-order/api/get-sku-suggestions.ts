import type { SearchData } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { quickOrderKeys } from './quick-order-keys';

/** A product the SKU box offers: its SKU (what the box takes), name and price. */
export type SkuSuggestion = { sku: string; name: string; price: number };

export const SKU_SUGGESTIONS_MIN_LENGTH = 2;
const SKU_SUGGESTIONS_LIMIT = 6;

/**
 * The catalogue's search (GET /products/search), the few best matches: it finds a product by an
 * exact or partial SKU, model code or name and answers each with its SKU (product_code). The
 * search box's suggestion texts (/products/search/suggestions) are names and categories, not
 * SKUs, so they cannot fill a SKU box.
 */
export async function getSkuSuggestions(q: string, signal?: AbortSignal): Promise<SkuSuggestion[]> {
  const body = await api.get<SearchData>('/products/search', {
    signal,
    query: { q, max_results: SKU_SUGGESTIONS_LIMIT },
  });
  return body.data.results.map((result) => ({
    sku: result.product_code,
    name: result.name,
    price: result.price,
  }));
}

export const skuSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: quickOrderKeys.skuSuggestions(q),
    queryFn: ({ signal }) => getSkuSuggestions(q, signal),
    staleTime: STALE_TIME.default,
    // No suggestions is no failure: the member can still type the SKU.
    meta: { suppressErrorToast: true },
    retry: false,
  });

export function useSkuSuggestions(query: string, enabled: boolean) {
  const q = query.trim();
  return useQuery({
    ...skuSuggestionsQueryOptions(q),
    enabled: enabled && q.length >= SKU_SUGGESTIONS_MIN_LENGTH,
  });
}
