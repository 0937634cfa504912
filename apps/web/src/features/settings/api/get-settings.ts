import type { Settings } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

export type { Settings };
export const FETCH_SETTINGS_ERROR = 'Failed to load settings';

/** GET /admin/settings: the seller on invoices and the charges every new order gets. */
export async function getSettings(signal?: AbortSignal): Promise<Settings> {
  const body = await api.get<Settings>('/admin/settings', { signal });
  return body.data;
}

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.detail(),
    queryFn: ({ signal }) => getSettings(signal),
    // The screen shows its own error with Try Again.
    meta: { suppressErrorToast: true },
  });

export const useSettings = () => useQuery(settingsQueryOptions());
