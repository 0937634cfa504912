import type { Dashboard, DashboardResponse } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { dashboardKeys } from './dashboard-keys';

export type { Dashboard };

export const FETCH_DASHBOARD_ERROR = 'Failed to fetch dashboard';

/** The dashboard's days (issue 23), UTC, both included; the server's default (last 30 days) when left out. */
export type DashboardRange = { from: string; to: string };

/**
 * GET /admin/dashboard?from&to. Spec section 8: a failed answer reads the server's message, else
 * its error field, else 'Failed to fetch dashboard'; network failures keep their own text.
 */
export async function getDashboard(range?: DashboardRange, signal?: AbortSignal): Promise<Dashboard> {
  try {
    const body = await api.get<DashboardResponse['data']>('/admin/dashboard', { signal, query: range });
    return body.data;
  } catch (error) {
    if (!(error instanceof ApiError) || error.handled || error.status === 0) throw error;
    throw new ApiError({
      status: error.status,
      body: error.body,
      clientMessage: FETCH_DASHBOARD_ERROR,
      cause: error,
    });
  }
}

export const dashboardQueryOptions = (range?: DashboardRange) =>
  queryOptions({
    queryKey: dashboardKeys.summary(range),
    queryFn: ({ signal }) => getDashboard(range, signal),
    staleTime: STALE_TIME.dashboard,
    // Spec section 2: the dashboard refetches on each visit, fresh or not.
    refetchOnMount: 'always',
  });

/** Keeps the figures of the range before on screen while another range loads. */
export function useDashboard(range?: DashboardRange) {
  return useQuery({ ...dashboardQueryOptions(range), placeholderData: keepPreviousData });
}
