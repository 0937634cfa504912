import type { DeleteStoreResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastError, toastSuccess } from '@/lib/toast';
import { storeActionError } from './store-errors';
import { MEMBERS_ROOT_KEY, storeKeys } from './store-keys';

export type StoreDeleted = { result: DeleteStoreResponse['data']; message?: string };

/** DELETE /admin/stores/{id}: the server unassigns the store's members and says how many. */
export async function deleteStore(id: number): Promise<StoreDeleted> {
  const response = await api.delete<DeleteStoreResponse['data']>(`/admin/stores/${id}`);
  return { result: response.data, message: response.message };
}

export function useDeleteStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStore,
    meta: { suppressErrorToast: true },
    onSuccess: async ({ message }) => {
      toastSuccess('Success', message ?? 'Store deleted successfully');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: storeKeys.all }),
        // Its members are now without a store.
        queryClient.invalidateQueries({ queryKey: MEMBERS_ROOT_KEY }),
      ]);
    },
    onError: (error) => toastError(storeActionError('Failed to delete store', error)),
  });
}
