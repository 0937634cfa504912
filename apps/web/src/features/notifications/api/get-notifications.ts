import { NOTIFICATIONS_PAGE_SIZE, type NotificationList } from '@portal/contract';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

export type { Notification, NotificationList } from '@portal/contract';
export type NotificationPages = InfiniteData<NotificationList, number>;

export const NOTIFICATIONS_LOAD_ERROR = 'Failed to load notifications';

/** GET /notifications?page&limit: the user's own entries, newest first, with the unread count. */
export async function getNotifications(page: number, signal?: AbortSignal): Promise<NotificationList> {
  const body = await api.get<NotificationList>('/notifications', {
    signal,
    query: { page, limit: NOTIFICATIONS_PAGE_SIZE },
  });
  return body.data;
}

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.pages ? last.pagination.page + 1 : undefined,
    // The bell and the panel show their own state; no toast on every screen.
    meta: { suppressErrorToast: true },
  });

/**
 * The bell's inbox, page by page ('Load more'). Never polled: the live stream marks it stale
 * (useLiveNotifications), and a read updates it in place.
 */
export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}

/** The unread count and the e-mail preference, as the first page answered them. */
export const summaryOf = (data: { pages: NotificationList[] } | undefined) => data?.pages[0];
