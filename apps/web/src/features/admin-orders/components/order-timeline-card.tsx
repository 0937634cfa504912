import type { OrderDetail, OrderHistoryEntry } from '@portal/contract';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime } from '@/lib/format';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Step({
  title,
  when,
  children,
  dot,
}: {
  title: string;
  when: string;
  children?: ReactNode;
  dot: string;
}) {
  return (
    <li className="group relative pb-5 pl-6 last:pb-0">
      <span aria-hidden className="absolute top-2 bottom-0 left-[5px] w-px bg-border group-last:hidden" />
      <span aria-hidden className={cn('absolute top-1.5 left-0 size-3 rounded-full ring-4 ring-card', dot)} />
      <p className="font-medium text-sm">{title}</p>
      <p className="text-muted-foreground text-xs">{when}</p>
      {children}
    </li>
  );
}

const DOT: Record<string, string> = {
  pending: 'bg-amber-500',
  approved: 'bg-emerald-500',
  shipped: 'bg-indigo-500',
  rejected: 'bg-red-500',
  completed: 'bg-blue-500',
  cancelled: 'bg-slate-400',
};

function historyTitle(entry: OrderHistoryEntry): string {
  if (!entry.from_status) return `Placed as ${capitalize(entry.to_status)}`;
  return `${capitalize(entry.from_status)} → ${capitalize(entry.to_status)}`;
}

function actorText(entry: OrderHistoryEntry): string {
  if (!entry.actor_name) return '';
  const role =
    entry.actor_role === 'admin' ? 'admin' : entry.actor_role === 'user' ? 'member' : entry.actor_role;
  return role ? ` by ${entry.actor_name} (${role})` : ` by ${entry.actor_name}`;
}

// Delivery dates are calendar days (midnight UTC): printed in UTC, the same day everywhere.
const calendarDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDay = (value: string) =>
  Number.isNaN(new Date(value).getTime()) ? formatDate(value) : calendarDay.format(new Date(value));

/**
 * 'Order Timeline': the order's progress (when given), when it was placed and last changed, the
 * expected delivery, and every status change.
 */
export function OrderTimelineCard({ order, progress }: { order: OrderDetail; progress?: ReactNode }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2">Order Timeline</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        {progress && <div className="border-b pb-5">{progress}</div>}
        <ol aria-label="Order dates">
          <Step title="Order Placed" when={formatDateTime(order.created_at)} dot="bg-primary" />
          <Step title="Last Updated" when={formatDateTime(order.updated_at)} dot="bg-primary/60" />
          {order.estimated_delivery && (
            <Step title="Estimated Delivery" when={formatDay(order.estimated_delivery)} dot="bg-teal-500" />
          )}
        </ol>
        {order.history.length > 0 && (
          <div className="grid grid-cols-1 gap-3 border-t pt-4">
            <h3 className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
              Status history
            </h3>
            <ol aria-label="Status history">
              {order.history.map((entry, index) => (
                <Step
                  // biome-ignore lint/suspicious/noArrayIndexKey: history entries have no id and never reorder
                  key={index}
                  title={historyTitle(entry)}
                  when={`${formatDateTime(entry.created_at)}${actorText(entry)}`}
                  dot={DOT[entry.to_status] ?? 'bg-slate-400'}
                >
                  {entry.notes && (
                    <p className="mt-1 whitespace-pre-wrap break-words rounded-md bg-muted px-2 py-1 text-xs">
                      {entry.notes}
                    </p>
                  )}
                </Step>
              ))}
            </ol>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
