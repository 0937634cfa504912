import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INBOX, makeNotification, makeNotificationList } from '@/test/notification-fixtures';
import { renderScreen } from '@/test/render';
import { http, ok, server } from '@/test/server';
import type { Portal } from '../hooks/use-live-notifications';
import { NotificationBell } from './notification-bell';

/** GET /notifications as the API answers it, page by page; records the pages asked for. */
function answerInbox(answer: (page: number) => ReturnType<typeof makeNotificationList>) {
  const pages: number[] = [];
  server.use(
    http.get('/api/notifications', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      pages.push(page);
      return ok(answer(page));
    }),
  );
  return pages;
}

// No token: the live stream stays closed, only the bell and its panel are under test.
const openBell = (portal: Portal = 'admin') =>
  renderScreen(() => <NotificationBell portal={portal} token={null} />, {
    at: `/${portal}`,
    as: portal === 'admin' ? 'admin' : 'user',
  });

describe('the notification bell', () => {
  it('names the unread count and shows it as a badge', async () => {
    answerInbox(() => makeNotificationList());
    openBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByTestId('notification-badge')).toHaveAttribute('data-count', '2');
  });

  it('shows 9+ for more than nine, and no badge with nothing unread', async () => {
    answerInbox(() => makeNotificationList(INBOX, { unread_count: 12 }));
    const first = openBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 12 unread' });
    expect(within(bell).getByTestId('notification-badge')).toHaveAttribute('data-count', '9+');
    first.unmount();

    answerInbox(() => makeNotificationList([], { unread_count: 0 }));
    const { user } = openBell();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeVisible());
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('lists the entries newest first, marks the unread ones, and links each to its order', async () => {
    answerInbox(() => makeNotificationList());
    const { user } = openBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/orders/41',
      '/admin/orders/42',
      '/admin/orders/40',
    ]);
    expect(links[0]).toHaveTextContent('Unread: Order ORD-100041 approved');
    expect(links[0]).toHaveTextContent('Note: Ships Monday');
    expect(links[1]).toHaveTextContent(/^Unread: New order ORD-100042/);
    expect(links[2]).not.toHaveTextContent('Unread');

    // Escape closes the panel and gives focus back to the bell.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toHaveFocus();
  });

  it('Mark all as read clears the count', async () => {
    answerInbox(() => makeNotificationList());
    let readAll = 0;
    server.use(
      http.put('/api/notifications/read-all', () => {
        readAll++;
        return ok({ updated: 2, unread_count: 0 });
      }),
    );
    const { user } = openBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();
    expect(readAll).toBe(1);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    for (const link of within(panel).getAllByRole('link')) expect(link).not.toHaveTextContent('Unread');
  });

  it('opening an entry marks it read and goes to the order; members to My Orders with it open', async () => {
    answerInbox(() => makeNotificationList());
    const read: string[] = [];
    server.use(
      http.put('/api/notifications/:id/read', ({ params }) => {
        read.push(String(params.id));
        return ok({ updated: 1, unread_count: 1 });
      }),
    );
    const { user } = openBell('store');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const first = within(await screen.findByRole('dialog')).getAllByRole('link')[0]!;
    expect(first).toHaveAttribute('href', '/store/orders?order=41');
    await user.click(first);
    expect(await screen.findByText('Now at /store/orders')).toBeVisible();
    expect(read).toEqual(['9']);
  });

  it('Load more asks for the next page and adds it below', async () => {
    const older = makeNotification({ id: 2, title: 'Order ORD-100030 delivered', read_at: 'x' });
    const pages = answerInbox((page) =>
      page === 1
        ? makeNotificationList(INBOX, { pagination: { page: 1, limit: 20, total: 21, pages: 2 } })
        : makeNotificationList([older], { pagination: { page: 2, limit: 20, total: 21, pages: 2 } }),
    );
    const { user } = openBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    const panel = screen.getByRole('dialog');
    await waitFor(() => expect(within(panel).getAllByRole('link')).toHaveLength(4));
    expect(within(panel).getAllByRole('link')[3]).toHaveTextContent('Order ORD-100030 delivered');
    expect(pages).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
