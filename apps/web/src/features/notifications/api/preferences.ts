import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastSuccess } from '@/lib/toast';
import type { NotificationPages } from './get-notifications';
import { notificationKeys } from './notification-keys';

export const PREFERENCES_SAVED = 'Preferences saved';

/** PUT /notifications/preferences: 'E-mail me about orders' on or off. */
export async function saveEmailPreference(on: boolean) {
  const body = await api.put<{ email_notifications: boolean }>('/notifications/preferences', {
    email_notifications: on,
  });
  return { saved: body.data.email_notifications, message: body.message };
}

/** Saves the toggle and keeps the cached inbox (where the preference is read from) in step. */
export function useSaveEmailPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmailPreference,
    onSuccess: ({ saved, message }) => {
      queryClient.setQueryData<NotificationPages>(notificationKeys.list(), (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, email_notifications: saved })) } : data,
      );
      toastSuccess(message || PREFERENCES_SAVED);
    },
  });
}
