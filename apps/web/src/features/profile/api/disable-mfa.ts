import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { mfaKeys } from './mfa-keys';

/** DELETE /auth/mfa with a current code or a recovery code. */
export async function disableMfa(code: string): Promise<void> {
  await apiRequest('/auth/mfa', { method: 'DELETE', body: { code } });
}

export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableMfa,
    meta: { suppressErrorToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaKeys.all }),
  });
}
