import type { Product } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { productKeys } from './catalogue-keys';

/** GET /products/{id}: one product; a missing one answers 404. */
export async function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  const body = await api.get<Product>(`/products/${id}`, { signal });
  return body.data;
}

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: STALE_TIME.default,
    // The screen shows 'Error loading product' or 'Product not found' itself.
    meta: { suppressErrorToast: true },
  });

/** Pass null for an id that is not a positive whole number: nothing is fetched. */
export function useProduct(id: number | null) {
  return useQuery({ ...productQueryOptions(id ?? 0), enabled: id !== null });
}
