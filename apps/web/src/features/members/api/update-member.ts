import type { Member, UpdateMemberBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastSuccess } from '@/lib/toast';
import { refreshAfterMemberChange } from './invalidate';

export type UpdateMemberInput = { id: number; body: UpdateMemberBody };

/** PUT /admin/users/{id}. The password is part of the body only when non-empty. */
export async function updateMember({ id, body }: UpdateMemberInput) {
  const { password, confirmPassword, ...rest } = body;
  const payload = password ? { ...rest, password, confirmPassword } : rest;
  const response = await api.put<Member>(`/admin/users/${id}`, payload);
  return { member: response.data, message: response.message };
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: async ({ member, message }) => {
      toastSuccess('Success', message ?? `${member.name} was updated`);
      await refreshAfterMemberChange(queryClient);
    },
  });
}
