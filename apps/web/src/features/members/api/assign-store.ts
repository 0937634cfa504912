import type { AssignStoreBody, Member } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastSuccess } from '@/lib/toast';
import { refreshAfterMemberChange } from './invalidate';

/** POST /admin/users/assign-store. */
export async function assignStore(body: AssignStoreBody) {
  const response = await api.post<Member>('/admin/users/assign-store', body);
  return { member: response.data, message: response.message };
}

export function useAssignStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignStore,
    onSuccess: async ({ member, message }) => {
      toastSuccess(
        'Success',
        message ?? `${member.name} was assigned to ${member.store_name ?? 'the store'}`,
      );
      await refreshAfterMemberChange(queryClient);
    },
  });
}
