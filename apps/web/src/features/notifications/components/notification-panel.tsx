import { BellOffIcon, CheckCheckIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import {
  NOTIFICATIONS_LOAD_ERROR,
  type Notification,
  summaryOf,
  type useNotifications,
} from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-read';
import type { Portal } from '../hooks/use-live-notifications';

/** Where an entry leads: the admin's order page; the member's My Orders with that order open. */
export function notificationHref(portal: Portal, orderId: number | null): string | null {
  if (orderId === null) return null;
  return portal === 'admin' ? `/admin/orders/${orderId}` : `/store/orders?order=${orderId}`;
}

type PanelProps = {
  portal: Portal;
  headingId: string;
  query: ReturnType<typeof useNotifications>;
  /** Following an entry's link closes the panel. */
  onNavigate: () => void;
};

/** The bell's panel: the inbox newest first, unread ones marked, 'Mark all as read', 'Load more'. */
export function NotificationPanel({ portal, headingId, query, onNavigate }: PanelProps) {
  const markRead = useMarkNotificationsRead();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = summaryOf(query.data)?.unread_count ?? 0;
  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b px-4 py-2.5">
        <h2 id={headingId} className="font-semibold">
          Notifications
        </h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate(undefined)}
        >
          <CheckCheckIcon aria-hidden />
          Mark all as read
        </Button>
      </div>
      <div className="max-h-[min(28rem,65dvh)] overflow-y-auto">
        {query.isPending && (
          <p
            role="status"
            className="flex items-center justify-center gap-2 p-6 text-muted-foreground text-sm"
          >
            <Spinner />
            Loading notifications...
          </p>
        )}
        {query.isError && !query.data && (
          <div role="alert" className="grid justify-items-center gap-2 p-6 text-center text-sm">
            <p>{NOTIFICATIONS_LOAD_ERROR}</p>
            <Button variant="outline" size="sm" onClick={() => query.refetch()}>
              Try Again
            </Button>
          </div>
        )}
        {query.data && items.length === 0 && (
          <p className="flex flex-col items-center gap-2 p-8 text-muted-foreground text-sm">
            <BellOffIcon aria-hidden className="size-6" />
            No notifications yet
          </p>
        )}
        {items.length > 0 && (
          <ul aria-labelledby={headingId} className="divide-y">
            {items.map((item) => (
              <li key={item.id}>
                <Entry
                  item={item}
                  href={notificationHref(portal, item.order_id)}
                  onOpen={() => {
                    if (!item.read_at) markRead.mutate(item.id);
                    onNavigate();
                  }}
                />
              </li>
            ))}
          </ul>
        )}
        {query.hasNextPage && (
          <div className="border-t p-2">
            <Button
              variant="ghost"
              size="sm"
              className="w-full"
              disabled={query.isFetchingNextPage}
              onClick={() => query.fetchNextPage()}
            >
              {query.isFetchingNextPage && <Spinner />}
              Load more
            </Button>
          </div>
        )}
      </div>
    </>
  );
}

type EntryProps = { item: Notification; href: string | null; onOpen: () => void };

/** One entry: a dot and a hidden 'Unread' (never colour alone) while unread; a link to its order. */
function Entry({ item, href, onOpen }: EntryProps) {
  const unread = !item.read_at;
  const content = (
    <>
      <span
        aria-hidden
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')}
      />
      <span className="grid min-w-0 gap-0.5">
        {unread && <span className="sr-only">Unread: </span>}
        <span className={cn('text-sm', unread ? 'font-semibold' : 'font-medium')}>{item.title}</span>
        <span className="break-words text-muted-foreground text-sm">{item.body}</span>
        <time dateTime={item.created_at} className="text-muted-foreground text-xs">
          {formatDateTime(item.created_at)}
        </time>
      </span>
    </>
  );
  const className = 'flex gap-3 px-4 py-3 text-left';
  if (!href) return <div className={className}>{content}</div>;
  return (
    <Link
      to={href}
      onClick={onOpen}
      data-unread={unread || undefined}
      className={cn(
        className,
        'outline-none transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset',
      )}
    >
      {content}
    </Link>
  );
}
