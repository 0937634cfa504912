import type {
  AdminCategory,
  AdminCategoryResponse,
  AdminCategoryTree,
  CreateCategoryBody,
  UpdateCategoryBody,
} from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { actionError } from '@/lib/action-error';
import { api } from '@/lib/api-client';
import { toastError, toastSuccess } from '@/lib/toast';

export type { AdminCategory };
export const FETCH_CATEGORIES_ERROR = 'Failed to load categories';

/** Everything about the admin's categories lives under ['admin-categories']. */
export const categoryKeys = { all: ['admin-categories'] as const };

/** GET /admin/categories: the whole tree, flat, in display order. */
export async function getCategories(signal?: AbortSignal): Promise<AdminCategory[]> {
  const body = await api.get<AdminCategoryTree>('/admin/categories', { signal });
  return body.data.categories;
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: categoryKeys.all, queryFn: ({ signal }) => getCategories(signal) });

export const useCategories = () => useQuery(categoriesQueryOptions());

type Change =
  | { kind: 'create'; body: CreateCategoryBody }
  | { kind: 'update'; id: number; body: UpdateCategoryBody }
  | { kind: 'delete'; id: number };

async function send(change: Change): Promise<string | undefined> {
  if (change.kind === 'create')
    return (await api.post<AdminCategoryResponse['data']>('/admin/categories', change.body)).message;
  if (change.kind === 'update')
    return (await api.put<AdminCategoryResponse['data']>(`/admin/categories/${change.id}`, change.body))
      .message;
  return (await api.delete<{ id: number }>(`/admin/categories/${change.id}`)).message;
}

const FAILED: Record<Change['kind'], string> = {
  create: 'Failed to add category',
  update: 'Failed to update category',
  delete: 'Failed to delete category',
};

/**
 * One mutation for every change to the tree: each reloads it, and a refusal shows the server's
 * reason (a fourth level, a name taken, a category that still holds products...).
 */
export function useCategoryChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { suppressErrorToast: true },
    onSuccess: async (message) => {
      toastSuccess('Success', message ?? 'Categories updated');
      await queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    },
    onError: (error, change) => toastError(actionError(FAILED[change.kind], error)),
  });
}
