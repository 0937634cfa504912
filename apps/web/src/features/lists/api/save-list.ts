import type { ListBody, ListDetail } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastSuccess } from '@/lib/toast';
import { listKeys } from './list-keys';

/** POST /user/lists: a new, empty list; the name is unique within the store. */
export async function createList(body: ListBody): Promise<ListDetail> {
  return (await api.post<ListDetail>('/user/lists', body)).data;
}

/** PUT /user/lists/{id}: renames the list. */
export async function renameList({ id, name }: ListBody & { id: number }): Promise<ListDetail> {
  return (await api.put<ListDetail>(`/user/lists/${id}`, { name })).data;
}

/** The dialog shows a refusal (a taken name) beside the field, so no toast. */
export function useCreateList({ silent = false }: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createList,
    meta: { suppressErrorToast: true },
    onSuccess: async (list) => {
      if (!silent) toastSuccess('List created', list.name);
      await queryClient.invalidateQueries({ queryKey: listKeys.all });
    },
  });
}

export function useRenameList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameList,
    meta: { suppressErrorToast: true },
    onSuccess: async (list) => {
      toastSuccess('List renamed', list.name);
      await queryClient.invalidateQueries({ queryKey: listKeys.all });
    },
  });
}
