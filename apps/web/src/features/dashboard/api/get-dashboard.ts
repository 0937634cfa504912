import type { Dashboard, DashboardResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { dashboardKeys } from './dashboard-keys';

export type { Dashboard };

export const FETCH_DASHBOARD_ERROR = 'Failed to fetch dashboard';

/**
 * GET /admin/dashboard. Spec section 8: a failed answer reads the server's message, else its error
 * field, else 'Failed to fetch dashboard'; network failures keep their own text.
 */
export async function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  try {
    const body = await api.get<DashboardResponse['data']>('/admin/dashboard', { signal });
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

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.summary(),
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: STALE_TIME.dashboard,
    // Spec section 2: the dashboard refetches on each visit, fresh or not.
    refetchOnMount: 'always',
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
