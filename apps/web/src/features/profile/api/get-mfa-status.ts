import type { MfaStatus } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mfaKeys } from './mfa-keys';

/** GET /auth/mfa: whether two-factor sign-in is on, and the recovery codes left. */
export async function getMfaStatus(signal?: AbortSignal): Promise<MfaStatus> {
  return (await api.get<MfaStatus>('/auth/mfa', { signal })).data;
}

export const mfaStatusQueryOptions = () =>
  queryOptions({ queryKey: mfaKeys.status(), queryFn: ({ signal }) => getMfaStatus(signal) });

export function useMfaStatus() {
  return useQuery(mfaStatusQueryOptions());
}
