import type { OrderDetail, OrderStatus, ShippingAddress } from '@portal/contract';

export type StepKey = 'placed' | 'approved' | 'shipped' | 'delivered' | 'rejected' | 'cancelled';
/** done: passed; current: where the order is now; upcoming: not yet; skipped: passed over. */
export type StepState = 'done' | 'current' | 'upcoming' | 'skipped';
export type ProgressStep = { key: StepKey; label: string; state: StepState; at: string | null };

type Order = Pick<
  OrderDetail,
  'status' | 'created_at' | 'updated_at' | 'history' | 'shipped_at' | 'delivered_at'
>;

/** The history entry of the order's last move to this status. */
const entryOf = (order: Order, status: OrderStatus) =>
  order.history.findLast((entry) => entry.to_status === status);

/** When the order last moved to this status, from its history. */
const reached = (order: Order, status: OrderStatus) => entryOf(order, status)?.created_at ?? null;

/** 'Cancelled by the seller' when an admin cancelled it for the member (issue 21), else 'Cancelled'. */
const cancelledLabel = (order: Order) =>
  entryOf(order, 'cancelled')?.actor_role === 'admin' ? 'Cancelled by the seller' : 'Cancelled';

const ORDER = ['pending', 'approved', 'shipped', 'completed'] as const;
type Flow = (typeof ORDER)[number];

function stateOf(step: Flow, status: Flow): StepState {
  const [at, now] = [ORDER.indexOf(step), ORDER.indexOf(status)];
  return at < now ? 'done' : at === now ? 'current' : 'upcoming';
}

/**
 * Placed → Approved → Shipped → Delivered, each with its date; a rejected or cancelled order ends
 * with that step instead. An order delivered without shipping (collected) skips Shipped.
 */
export function progressSteps(order: Order): ProgressStep[] {
  const placedAt = order.history.find((entry) => entry.from_status === null)?.created_at ?? order.created_at;
  const approvedAt = reached(order, 'approved');
  if (order.status === 'rejected' || order.status === 'cancelled') {
    const label = order.status === 'rejected' ? 'Rejected' : cancelledLabel(order);
    return [
      { key: 'placed', label: 'Placed', state: 'done', at: placedAt },
      ...(approvedAt ? [{ key: 'approved', label: 'Approved', state: 'done', at: approvedAt } as const] : []),
      { key: order.status, label, state: 'current', at: reached(order, order.status) ?? order.updated_at },
    ];
  }
  const status = order.status;
  const shippedAt = order.shipped_at ?? reached(order, 'shipped');
  const shipped = stateOf('shipped', status);
  return [
    { key: 'placed', label: 'Placed', state: stateOf('pending', status), at: placedAt },
    { key: 'approved', label: 'Approved', state: stateOf('approved', status), at: approvedAt },
    {
      key: 'shipped',
      label: 'Shipped',
      state: shipped === 'done' && !shippedAt ? 'skipped' : shipped,
      at: shippedAt,
    },
    {
      key: 'delivered',
      label: 'Delivered',
      state: stateOf('completed', status),
      at: order.delivered_at ?? reached(order, 'completed'),
    },
  ];
}

const day = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar date ('2026-12-01', or that day at midnight UTC as the API sends dates) as
 * 'Dec 1, 2026', the same day in every time zone; 'Invalid date' for anything else.
 */
export function formatCalendarDay(value: string | null | undefined): string {
  const match = value?.match(/^(\d{4}-\d{2}-\d{2})/);
  const date = match ? new Date(`${match[1]}T00:00:00Z`) : null;
  return date && !Number.isNaN(date.getTime()) ? day.format(date) : 'Invalid date';
}

/** 'Tax (8.25%)' when the rate is known, else 'Tax'. */
export const taxLabel = (rate: number | null | undefined) =>
  typeof rate === 'number' && Number.isFinite(rate) ? `Tax (${Number(rate.toFixed(3))}%)` : 'Tax';

/** An address as printed: street; city, state postal code; country. Blank parts are left out. */
export function addressLines(address: ShippingAddress | null | undefined): string[] {
  if (!address) return [];
  const cityLine = [address.city, [address.state, address.postal_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address.street, cityLine, address.country].filter((line): line is string => Boolean(line));
}
