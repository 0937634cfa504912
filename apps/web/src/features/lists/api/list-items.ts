import type { ListDetail, ListItemAddBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actionError } from '@/lib/action-error';
import { api } from '@/lib/api-client';
import { toastError } from '@/lib/toast';
import { listKeys } from './list-keys';

/** POST /user/lists/{id}/items: a product already on the list gets the quantity added. */
export async function addListItem({ listId, ...body }: ListItemAddBody & { listId: number }) {
  return (await api.post<ListDetail>(`/user/lists/${listId}/items`, body)).data;
}

/** PUT /user/lists/{id}/items/{itemId}: sets the item's quantity. */
export async function updateListItem({
  listId,
  itemId,
  quantity,
}: {
  listId: number;
  itemId: number;
  quantity: number;
}) {
  return (await api.put<ListDetail>(`/user/lists/${listId}/items/${itemId}`, { quantity })).data;
}

/** DELETE /user/lists/{id}/items/{itemId} */
export async function removeListItem({ listId, itemId }: { listId: number; itemId: number }) {
  return (await api.delete<unknown>(`/user/lists/${listId}/items/${itemId}`)).data;
}

/** The add dialog reports its own outcome. */
export function useAddListItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addListItem,
    meta: { suppressErrorToast: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKeys.all }),
  });
}

export function useUpdateListItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateListItem,
    meta: { suppressErrorToast: true },
    onError: (error) => toastError(actionError('Failed to update quantity', error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKeys.all }),
  });
}

export function useRemoveListItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeListItem,
    meta: { suppressErrorToast: true },
    onError: (error) => toastError(actionError('Failed to remove item', error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKeys.all }),
  });
}
