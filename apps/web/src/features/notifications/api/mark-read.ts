import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NotificationPages } from './get-notifications';
import { notificationKeys } from './notification-keys';

type ReadResult = { updated: number; unread_count: number };

/** PUT /notifications/{id}/read; PUT /notifications/read-all without an id. */
export async function markNotificationsRead(id?: number): Promise<ReadResult> {
  const body = await api.put<ReadResult>(
    id === undefined ? '/notifications/read-all' : `/notifications/${id}/read`,
  );
  return body.data;
}

/** The cached inbox with the entry (or, without an id, every entry) read and the server's count. */
function applyRead(data: NotificationPages | undefined, id: number | undefined, unread: number) {
  if (!data) return data;
  const now = new Date().toISOString();
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unread_count: unread,
      items: page.items.map((item) =>
        (id === undefined || item.id === id) && !item.read_at ? { ...item, read_at: now } : item,
      ),
    })),
  };
}

/** Marks one entry read (the id) or all of them (no id), updating the bell in place. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: number) => markNotificationsRead(id),
    onSuccess: (result, id) =>
      queryClient.setQueryData<NotificationPages>(notificationKeys.list(), (data) =>
        applyRead(data, id, result.unread_count),
      ),
  });
}
