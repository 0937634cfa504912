import type {
  AdminCategoryTree,
  AdminProduct,
  AdminProductList,
  AdminProductListQuery,
  AdminProductResponse,
  CreateProductBody,
  UpdateProductBody,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { actionError } from '@/lib/action-error';
import { api, type QueryParams } from '@/lib/api-client';
import { toastError, toastSuccess } from '@/lib/toast';

export type { AdminProduct };
export type ProductListParams = AdminProductListQuery & { page: number; limit: number };
export const FETCH_PRODUCTS_ERROR = 'Failed to load products';

export const productKeys = {
  all: ['admin-products'] as const,
  list: (params: ProductListParams) => [...productKeys.all, 'list', params] as const,
};
/** The categories screen's key: the same cache, so a category change shows in the picker too. */
const CATEGORIES_KEY = ['admin-categories'] as const;

export async function getProducts(params: ProductListParams, signal?: AbortSignal) {
  const query: QueryParams = {};
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== 'all' && value !== '') query[key] = value as QueryParams[string];
  return (await api.get<AdminProductList>('/admin/products', { signal, query })).data;
}

export const useProducts = (params: ProductListParams) =>
  useQuery(
    queryOptions({
      queryKey: productKeys.list(params),
      queryFn: ({ signal }) => getProducts(params, signal),
      placeholderData: keepPreviousData,
    }),
  );

/** Every category with its path, for the category picker and filter. */
export const useCategoryOptions = () =>
  useQuery({
    queryKey: CATEGORIES_KEY,
    queryFn: async ({ signal }) =>
      (await api.get<AdminCategoryTree>('/admin/categories', { signal })).data.categories,
  });

type Change =
  | { kind: 'create'; body: CreateProductBody }
  | { kind: 'update'; id: number; body: UpdateProductBody; quiet?: boolean }
  | { kind: 'deactivate'; id: number };

async function send(change: Change) {
  if (change.kind === 'create') return api.post<AdminProductResponse['data']>('/admin/products', change.body);
  if (change.kind === 'update')
    return api.put<AdminProductResponse['data']>(`/admin/products/${change.id}`, change.body);
  return api.delete<AdminProductResponse['data']>(`/admin/products/${change.id}`);
}

const FAILED: Record<Change['kind'], string> = {
  create: 'Failed to add product',
  update: 'Failed to update product',
  deactivate: 'Failed to deactivate product',
};

/** One mutation for every product change: each reloads the list; a refusal shows the server's reason. */
export function useProductChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { suppressErrorToast: true },
    onSuccess: async (response, change) => {
      toastSuccess('Success', `${response.message ?? 'Product saved'}: ${response.data.name}`);
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      if (change.kind !== 'update' || !change.quiet)
        await queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
    },
    onError: (error, change) => toastError(actionError(FAILED[change.kind], error)),
  });
}

/** Uploads the product's image (multipart field `file`); the list shows it after the reload. */
export function useProductImageUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<AdminProductResponse['data']>(`/admin/products/${id}/image`, form);
    },
    meta: { suppressErrorToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
    onError: (error) => toastError(actionError('Failed to upload image', error)),
  });
}
