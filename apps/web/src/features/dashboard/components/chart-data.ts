import type { DashboardOrdersDay } from '@portal/contract';

export const CHART_STATUSES = [
  'pending',
  'approved',
  'shipped',
  'rejected',
  'completed',
  'cancelled',
] as const;
export type ChartStatus = (typeof CHART_STATUSES)[number];

export const STATUS_LABELS: Record<ChartStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  shipped: 'Shipped',
  rejected: 'Rejected',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Bar colours matching the status badges (spec section 4), for the legend's swatches. */
export const STATUS_FILL: Record<ChartStatus, string> = {
  pending: 'bg-amber-500',
  approved: 'bg-emerald-600',
  shipped: 'bg-indigo-600',
  rejected: 'bg-red-600',
  completed: 'bg-blue-600',
  cancelled: 'bg-slate-500',
};

/** The same colours for the chart's SVG bars. */
export const STATUS_COLOR: Record<ChartStatus, string> = {
  pending: '#f59e0b',
  approved: '#059669',
  shipped: '#4f46e5',
  rejected: '#dc2626',
  completed: '#2563eb',
  cancelled: '#64748b',
};

export const dayTotal = (day: DashboardOrdersDay) =>
  CHART_STATUSES.reduce((sum, status) => sum + day[status], 0);

// The series is in UTC days ('2025-03-04'); printing them in UTC keeps the same calendar day.
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

function utcDate(date: string): Date | null {
  const value = new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date);
  return Number.isNaN(value.getTime()) ? null : value;
}

export function formatDay(date: string, long = false): string {
  const value = utcDate(date);
  if (!value) return 'Invalid date';
  return (long ? longDay : shortDay).format(value);
}

/** 'Mar 4: 5 orders (2 pending, 3 approved)'. */
export function describeDay(day: DashboardOrdersDay): string {
  const total = dayTotal(day);
  const parts = CHART_STATUSES.filter((status) => day[status] > 0).map(
    (status) => `${day[status]} ${status}`,
  );
  const orders = `${total} ${total === 1 ? 'order' : 'orders'}`;
  return parts.length
    ? `${formatDay(day.date)}: ${orders} (${parts.join(', ')})`
    : `${formatDay(day.date)}: no orders`;
}

/** Totals per status over the whole series. */
export function statusTotals(days: DashboardOrdersDay[]): Record<ChartStatus, number> {
  const totals = { pending: 0, approved: 0, shipped: 0, rejected: 0, completed: 0, cancelled: 0 };
  for (const day of days) for (const status of CHART_STATUSES) totals[status] += day[status];
  return totals;
}
