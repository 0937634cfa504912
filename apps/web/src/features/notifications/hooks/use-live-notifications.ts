import { type Query, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { buildUrl } from '@/lib/api-client';
import { readStoredToken } from '@/lib/auth-token';
import { toastInfo } from '@/lib/toast';
import {
  ADMIN_ORDER_LISTS_KEY,
  DASHBOARD_ROOT_KEY,
  MY_ORDER_LISTS_KEY,
  myOrderDetailKey,
  notificationKeys,
} from '../api/notification-keys';
import { type NotificationEvent, runNotificationStream } from '../api/notification-stream';

export type Portal = 'admin' | 'store';

/**
 * Reads the screen again for a live event. A screen whose read failed and has nothing to show
 * (its failure message) is only marked stale: reading it again on every event would put it back
 * to its loading text for as long as events keep coming (new orders, on a busy day), and the
 * failure would never stay on screen. Its own Refresh or the next visit reads it.
 */
function refresh(queryClient: QueryClient, queryKey: readonly unknown[]) {
  const failed = (query: Query) => query.state.status === 'error' && query.state.data === undefined;
  void queryClient.invalidateQueries({ queryKey, predicate: (query) => !failed(query) });
  void queryClient.invalidateQueries({ queryKey, predicate: failed, refetchType: 'none' });
}

/** What one event changes on screen: the inbox, and the order lists and order it is about. */
export function refreshFor(queryClient: QueryClient, portal: Portal, event: NotificationEvent) {
  refresh(queryClient, notificationKeys.all);
  if (portal === 'admin' && event.type === 'order_placed') {
    refresh(queryClient, ADMIN_ORDER_LISTS_KEY);
    refresh(queryClient, DASHBOARD_ROOT_KEY);
  }
  if (portal === 'store' && event.type !== 'order_placed') {
    refresh(queryClient, MY_ORDER_LISTS_KEY);
    if (event.order_id !== null) refresh(queryClient, myOrderDetailKey(event.order_id));
  }
}

/**
 * The live inbox, mounted once per portal (by the header's bell): while signed in, one open
 * stream; each new entry refreshes what it affects and shows its title in a toast. No polling.
 * The stream closes on logout (no token) and unmount, and stops for good on a 401.
 */
export function useLiveNotifications(portal: Portal, token: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    void runNotificationStream({
      url: buildUrl('/notifications/stream'),
      getToken: () => readStoredToken() ?? token,
      signal: controller.signal,
      onNotification: (event) => {
        refreshFor(queryClient, portal, event);
        toastInfo(event.title);
      },
      // Subscribed now: read again what may have arrived since the page's first read.
      onFreshStart: () => {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        void queryClient.invalidateQueries({
          queryKey: portal === 'admin' ? ADMIN_ORDER_LISTS_KEY : MY_ORDER_LISTS_KEY,
        });
      },
    });
    return () => controller.abort();
  }, [portal, token, queryClient]);
}
