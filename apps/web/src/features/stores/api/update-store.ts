import type { StoreBody, StoreResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastError, toastSuccess } from '@/lib/toast';
import type { StoreSaved } from './create-store';
import { storeActionError } from './store-errors';
import { MEMBERS_ROOT_KEY, storeKeys } from './store-keys';

export type UpdateStoreInput = { id: number; body: StoreBody };

/** PUT /admin/stores/{id} with the same fields as create. */
export async function updateStore({ id, body }: UpdateStoreInput): Promise<StoreSaved> {
  const response = await api.put<StoreResponse['data']>(`/admin/stores/${id}`, body);
  return { store: response.data, message: response.message };
}

export function useUpdateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStore,
    meta: { suppressErrorToast: true },
    onSuccess: async ({ store, message }) => {
      toastSuccess('Success', message ?? `Store "${store.name}" updated`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: storeKeys.all }),
        // Member cards show the store's name.
        queryClient.invalidateQueries({ queryKey: MEMBERS_ROOT_KEY }),
      ]);
    },
    onError: (error) => toastError(storeActionError('Failed to update store', error)),
  });
}
