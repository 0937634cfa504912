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

/** Bar colours matching the status badges (spec section 4). */
export const STATUS_FILL: Record<ChartStatus, string> = {
  pending: 'bg-amber-400',
  approved: 'bg-emerald-500',
  shipped: 'bg-indigo-500',
  rejected: 'bg-red-500',
  completed: 'bg-blue-500',
  cancelled: 'bg-slate-400',
};

export const dayTotal = (day: DashboardOrdersDay) =>
  CHART_STATUSES.reduce((sum, status) => sum + day[status], 0);

/**
 * The top of the scale: four equal whole steps of a round size (1, 2, 2.5, 3, 4, 5, 6 or 8 times a
 * power of ten), so the gridline labels are round numbers and the tallest bar fills most of the height.
 */
export function chartScale(max: number): { top: number; step: number } {
  const raw = max / 4;
  if (raw <= 1) return { top: 4, step: 1 };
  const power = 10 ** Math.floor(Math.log10(raw));
  const step =
    [1, 2, 2.5, 3, 4, 5, 6, 8, 10].map((m) => m * power).find((s) => s >= raw && Number.isInteger(s)) ??
    10 * power;
  return { top: step * 4, step };
}

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
