import type { Spending, SpendingResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportKeys } from './report-keys';

export type { Spending };

/** GET /user/spending: the member's store's approved spending, months in its time zone. */
export async function getSpending(signal?: AbortSignal): Promise<Spending> {
  const body = await api.get<SpendingResponse['data']>('/user/spending', { signal });
  return body.data;
}

export const spendingQueryOptions = () =>
  queryOptions({ queryKey: reportKeys.spending(), queryFn: ({ signal }) => getSpending(signal) });

export function useSpending() {
  return useQuery(spendingQueryOptions());
}
