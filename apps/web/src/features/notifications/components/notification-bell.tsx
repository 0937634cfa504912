import { BellIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { summaryOf, useNotifications } from '../api/get-notifications';
import { type Portal, useLiveNotifications } from '../hooks/use-live-notifications';
import { NotificationPanel } from './notification-panel';

/** The badge's text: the count, '9+' above 9. */
export const badgeCount = (unread: number) => (unread > 9 ? '9+' : String(unread));

type NotificationBellProps = {
  portal: Portal;
  /** The session's token: while there is one, the live stream stays open. */
  token: string | null;
};

/**
 * The header's bell (issue 21): the unread count as a badge, and the inbox in a panel that
 * Escape closes, returning focus to the bell. It also keeps the portal's live stream open.
 */
export function NotificationBell({ portal, token }: NotificationBellProps) {
  useLiveNotifications(portal, token);
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const query = useNotifications();
  const unread = summaryOf(query.data)?.unread_count ?? 0;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        >
          <BellIcon aria-hidden className="size-5" />
          {unread > 0 && (
            // The count is drawn by CSS (::after), not written as text: the bell's name stays its
            // aria-label with the exact count, which '9+' as text would contradict (WCAG 2.5.3).
            <span
              aria-hidden
              data-testid="notification-badge"
              data-count={badgeCount(unread)}
              className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 font-semibold text-[10px] text-white leading-none after:content-[attr(data-count)]"
            />
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-labelledby={headingId} className="w-[min(24rem,calc(100vw-1rem))] p-0">
        <NotificationPanel
          portal={portal}
          headingId={headingId}
          query={query}
          onNavigate={() => setOpen(false)}
        />
      </PopoverContent>
    </Popover>
  );
}
