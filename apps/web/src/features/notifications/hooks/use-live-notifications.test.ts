import { QueryClient, QueryObserver, type QueryObserverOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationEvent } from '../api/notification-stream';
import { refreshFor } from './use-live-notifications';

const orderPlaced: NotificationEvent = {
  id: 1,
  user_id: 1,
  type: 'order_placed',
  title: 'New order ST0001-100001',
  body: '',
  order_id: 5,
  created_at: '',
};

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('refreshFor (a live event reads the screen again)', () => {
  let client: QueryClient;
  afterEach(() => client.clear());
  /** The 7-day dashboard's query, watched as the screen watches it. */
  const watchDashboard = <T>(options: Omit<QueryObserverOptions<T, Error, T, T>, 'queryKey'>) => {
    client = new QueryClient();
    const observer = new QueryObserver<T, Error, T, T>(client, {
      queryKey: ['dashboard', { days: 7 }],
      ...options,
    });
    return { observer, unsubscribe: observer.subscribe(() => {}) };
  };

  it('leaves a failed read on its failure, so new orders do not hold the dashboard at loading', async () => {
    let calls = 0;
    const { observer, unsubscribe } = watchDashboard({
      queryFn: () => {
        calls += 1;
        return Promise.reject(new Error('Dashboard unavailable'));
      },
      retry: 2,
      retryDelay: 60,
    });
    // An order arrives every 20 ms while the dashboard's read fails and retries.
    const events = setInterval(() => refreshFor(client, 'admin', orderPlaced), 20);
    await until(() => observer.getCurrentResult().status === 'error');
    // Orders keep coming after the failure too.
    await new Promise((resolve) => setTimeout(resolve, 300));
    clearInterval(events);
    unsubscribe();
    expect(observer.getCurrentResult()).toMatchObject({ status: 'error', isFetching: false });
    expect(calls).toBe(3);
  });

  it('reads a settled screen again at once', async () => {
    let calls = 0;
    const { observer, unsubscribe } = watchDashboard({
      queryFn: () => {
        calls += 1;
        return Promise.resolve({ orders: calls });
      },
    });
    await until(() => observer.getCurrentResult().status === 'success');
    refreshFor(client, 'admin', orderPlaced);
    await until(() => observer.getCurrentResult().data?.orders === 2);
    unsubscribe();
    expect(calls).toBe(2);
    expect(observer.getCurrentResult().data).toEqual({ orders: 2 });
  });
});
