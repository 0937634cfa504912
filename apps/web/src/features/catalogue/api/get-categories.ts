import type { Category, CategoryList } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { categoryKeys } from './catalogue-keys';

/** The tree changes rarely (the server lets browsers cache it for 5 minutes too). */
const CATEGORY_STALE_TIME = 30 * 60_000;

/** GET /products/categories: the top level, in display order. */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const body = await api.get<CategoryList>('/products/categories', { signal });
  return body.data.categories;
}

/** GET /products/categories/{id}: the children of one category. */
export async function getSubcategories(parentId: number, signal?: AbortSignal): Promise<Category[]> {
  const body = await api.get<CategoryList>(`/products/categories/${parentId}`, { signal });
  return body.data.categories;
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoryKeys.top(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: CATEGORY_STALE_TIME,
  });

export const subcategoriesQueryOptions = (parentId: number) =>
  queryOptions({
    queryKey: categoryKeys.children(parentId),
    queryFn: ({ signal }) => getSubcategories(parentId, signal),
    staleTime: CATEGORY_STALE_TIME,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

/** Fetches only once a category is expanded (parentId set). */
export function useSubcategories(parentId: number | undefined) {
  return useQuery({ ...subcategoriesQueryOptions(parentId ?? 0), enabled: parentId !== undefined });
}
