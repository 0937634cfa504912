import type { DeleteMemberResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastSuccess } from '@/lib/toast';
import { refreshAfterMemberChange } from './invalidate';

/** DELETE /admin/users/{id}: removes the member and their store assignment; orders stay readable. */
export async function deleteMember(id: number) {
  const response = await api.delete<DeleteMemberResponse['data']>(`/admin/users/${id}`);
  return { id: response.data.id, message: response.message };
}

export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMember,
    onSuccess: async ({ message }) => {
      toastSuccess('Success', message ?? 'Member deleted successfully');
      await refreshAfterMemberChange(queryClient);
    },
  });
}
