import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actionError } from '@/lib/action-error';
import { api } from '@/lib/api-client';
import { toastError, toastSuccess } from '@/lib/toast';
import { listKeys } from './list-keys';

/** DELETE /user/lists/{id}: the list and its items. */
export async function deleteList(id: number): Promise<{ id: number }> {
  return (await api.delete<{ id: number }>(`/user/lists/${id}`)).data;
}

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteList,
    meta: { suppressErrorToast: true },
    onSuccess: async (_data, id) => {
      toastSuccess('List deleted');
      // Not fetched again here: the screen leaves it; a later visit asks again and finds it gone.
      await queryClient.invalidateQueries({ queryKey: listKeys.detail(id), refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: listKeys.index() });
    },
    onError: (error) => toastError(actionError('Failed to delete list', error)),
  });
}
