import type { Settings, UpdateSettingsBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actionError } from '@/lib/action-error';
import { api } from '@/lib/api-client';
import { toastError, toastSuccess } from '@/lib/toast';
import { settingsKeys } from './settings-keys';

export const SAVE_SETTINGS_ERROR = 'Failed to save settings';

/** PUT /admin/settings: every field at once; orders already placed keep their charges. */
export async function updateSettings(body: UpdateSettingsBody): Promise<Settings> {
  const response = await api.put<Settings>('/admin/settings', body);
  return response.data;
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    // The toast below names the action and the server's reason; the generic one would repeat it.
    meta: { suppressErrorToast: true },
    onSuccess: (settings) => {
      toastSuccess('Settings saved');
      queryClient.setQueryData(settingsKeys.detail(), settings);
    },
    onError: (error) => toastError(actionError(SAVE_SETTINGS_ERROR, error)),
  });
}
