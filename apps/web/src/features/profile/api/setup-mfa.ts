import type { MfaSetup } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /auth/mfa/setup: a new secret and its otpauth URL; nothing changes until it is confirmed. */
export async function setupMfa(): Promise<MfaSetup> {
  return (await api.post<MfaSetup>('/auth/mfa/setup')).data;
}

export function useSetupMfa() {
  return useMutation({ mutationFn: setupMfa, meta: { suppressErrorToast: true } });
}
