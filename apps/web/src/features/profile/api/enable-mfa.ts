import type { MfaEnable } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mfaKeys } from './mfa-keys';

/** POST /auth/mfa/enable: confirms the set-up; answers the recovery codes, this once. */
export async function enableMfa(code: string): Promise<MfaEnable> {
  return (await api.post<MfaEnable>('/auth/mfa/enable', { code })).data;
}

export function useEnableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableMfa,
    meta: { suppressErrorToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaKeys.all }),
  });
}
