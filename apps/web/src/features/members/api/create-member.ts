import type { CreatedMember, CreateMemberBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastSuccess } from '@/lib/toast';
import { refreshAfterMemberChange } from './invalidate';

export type MemberCreated = { member: CreatedMember; message?: string };

/**
 * POST /admin/users. With a blank password the server generates a temporary one and returns it
 * once, in data.temporaryPassword. With send_invitation (issue 21) it e-mails a link to choose one.
 */
export async function createMember(body: CreateMemberBody): Promise<MemberCreated> {
  const response = await api.post<CreatedMember>('/admin/users', body);
  return { member: response.data, message: response.message };
}

function createdText(member: CreatedMember, message: string | undefined): string {
  if (member.invitation_sent) return `Member created. Invitation sent to ${member.email}`;
  if (member.temporaryPassword)
    return 'Member created successfully. Copy their temporary password from the dialog.';
  return message ?? 'Member created successfully';
}

/** Failures get the global 'Error' toast with the server's message first (spec section 8). */
export function useCreateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMember,
    onSuccess: async ({ member, message }) => {
      // The server's message repeats a generated password; toasts are read aloud and linger on
      // screen, so the password is shown only in the screen's dialog, where it can be copied.
      toastSuccess('Success', createdText(member, message));
      await refreshAfterMemberChange(queryClient);
    },
  });
}
