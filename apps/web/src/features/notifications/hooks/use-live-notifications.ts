import { type QueryClient, useQueryClient } from '@tanstack/react-query';
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

/** What one event changes on screen: the inbox, and the order lists and order it is about. */
export function refreshFor(queryClient: QueryClient, portal: Portal, event: NotificationEvent) {
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  if (portal === 'admin' && event.type === 'order_placed') {
    void queryClient.invalidateQueries({ queryKey: ADMIN_ORDER_LISTS_KEY });
    void queryClient.invalidateQueries({ queryKey: DASHBOARD_ROOT_KEY });
  }
  if (portal === 'store' && event.type !== 'order_placed') {
    void queryClient.invalidateQueries({ queryKey: MY_ORDER_LISTS_KEY });
    if (event.order_id !== null)
      void queryClient.invalidateQueries({ queryKey: myOrderDetailKey(event.order_id) });
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
