import { useId } from 'react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import type { OutboxEntry } from '../api/get-outbox';

const statusBadges: Record<OutboxEntry['status'], { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'warning' },
  sent: { label: 'Sent', variant: 'success' },
  failed: { label: 'Failed', variant: 'danger' },
};

/**
 * The admins' view of the e-mail the portal wrote. The frame scrolls sideways on a phone, so it
 * is a named, focusable region: keyboard users can scroll it too.
 */
export function OutboxTable({ entries }: { entries: OutboxEntry[] }) {
  const captionId = useId();
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="w-full overflow-x-auto rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <table className="w-full text-sm">
        <caption id={captionId} className="sr-only">
          E-mail outbox
        </caption>
        <TableHeader>
          <TableRow>
            <TableHead>To</TableHead>
            <TableHead>Subject</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Attempts</TableHead>
            <TableHead>Last error</TableHead>
            <TableHead>Created</TableHead>
            <TableHead>Sent</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((entry) => {
            const status = statusBadges[entry.status];
            return (
              <TableRow key={entry.id} data-testid="outbox-row">
                <TableCell className="font-medium">{entry.to_email}</TableCell>
                <TableCell className="min-w-56 whitespace-normal">{entry.subject}</TableCell>
                <TableCell>
                  <Badge variant={status.variant}>{status.label}</Badge>
                </TableCell>
                <TableCell className="text-right tabular-nums">{entry.attempts}</TableCell>
                <TableCell className="min-w-48 whitespace-normal break-words text-muted-foreground">
                  {entry.last_error ?? '—'}
                </TableCell>
                <TableCell className="text-muted-foreground">{formatDateTime(entry.created_at)}</TableCell>
                <TableCell className="text-muted-foreground">
                  {entry.sent_at ? formatDateTime(entry.sent_at) : 'Not yet'}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </table>
    </section>
  );
}
