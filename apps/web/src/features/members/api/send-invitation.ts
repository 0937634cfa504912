import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastSuccess } from '@/lib/toast';

/**
 * POST /admin/users/{id}/invite (issue 21): e-mails the member a single-use link to choose their
 * password; an older unused invitation stops working.
 */
export async function sendInvitation(member: { id: number; email: string }) {
  const response = await api.post<null>(`/admin/users/${member.id}/invite`);
  return response.message ?? `Invitation sent to ${member.email}`;
}

export function useSendInvitation() {
  return useMutation({
    mutationFn: sendInvitation,
    onSuccess: (message) => toastSuccess('Success', message),
  });
}
