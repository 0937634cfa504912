import { CATALOGUE_PAGE_SIZE, type ProductList } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { type ProductListParams, productKeys } from './catalogue-keys';

/** GET /products: 12 a page, newest first; categoryId keeps that category and everything below it. */
export async function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductList> {
  const body = await api.get<ProductList>('/products', {
    signal,
    query: { page: params.page, limit: CATALOGUE_PAGE_SIZE, categoryId: params.categoryId },
  });
  return body.data;
}

export const productsQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: productKeys.list(params),
    queryFn: ({ signal }) => getProducts(params, signal),
    staleTime: STALE_TIME.default,
    // The current page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
    // The screen shows its own 'Error loading products: ...' view.
    meta: { suppressErrorToast: true },
  });

export function useProducts(params: ProductListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(params), enabled: options.enabled ?? true });
}
