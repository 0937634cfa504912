import type { DashboardOrdersDay } from '@portal/contract';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from '@/components/charts/chart-card';
import { ChartTable } from '@/components/charts/chart-table';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import {
  CHART_STATUSES,
  dayTotal,
  formatDay,
  STATUS_COLOR,
  STATUS_FILL,
  STATUS_LABELS,
  statusTotals,
} from './chart-data';

const plural = (n: number, word: string) => `${formatNumber(n)} ${n === 1 ? word : `${word}s`}`;

/** 'N orders over 30 days: 3 pending, ...; the busiest day was Mar 4 with 9.' */
export function ordersSummary(days: DashboardOrdersDay[]): string {
  const totals = statusTotals(days);
  const total = CHART_STATUSES.reduce((sum, status) => sum + totals[status], 0);
  const span = plural(days.length, 'day');
  if (total === 0) return `No orders were placed in these ${span}.`;
  const parts = CHART_STATUSES.filter((status) => totals[status] > 0).map(
    (status) => `${formatNumber(totals[status])} ${status}`,
  );
  const busiest = days.reduce((best, day) => (dayTotal(day) > dayTotal(best) ? day : best));
  return `${plural(total, 'order')} over ${span} (${parts.join(', ')}); the busiest day was ${formatDay(busiest.date)} with ${formatNumber(dayTotal(busiest))}.`;
}

/** Orders placed per day over the range, stacked by their current status. */
export function OrdersChartCard({ days }: { days: DashboardOrdersDay[] }) {
  const totals = statusTotals(days);
  const total = CHART_STATUSES.reduce((sum, status) => sum + totals[status], 0);
  return (
    <ChartCard
      title="Orders per Day"
      description={`Orders placed on each day of the range, by current status · ${formatNumber(total)} in total`}
      summary={ordersSummary(days)}
      chart={
        <BarChart
          responsive
          accessibilityLayer={false}
          style={{ width: '100%', height: 240 }}
          data={days}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={(date: string) => formatDay(date)}
            tick={{ fontSize: 12 }}
            minTickGap={16}
          />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip labelFormatter={(date) => formatDay(String(date), true)} />
          {CHART_STATUSES.map((status) => (
            <Bar
              key={status}
              dataKey={status}
              name={STATUS_LABELS[status]}
              stackId="orders"
              fill={STATUS_COLOR[status]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      }
      table={
        <ChartTable
          caption={`Orders per day by status, ${days.length} days`}
          columns={[
            { label: 'Date' },
            ...CHART_STATUSES.map((status) => ({ label: STATUS_LABELS[status], numeric: true })),
            { label: 'Total', numeric: true },
          ]}
          rows={[...days].reverse().map((day) => ({
            key: day.date,
            cells: [
              <time key="date" dateTime={day.date}>
                {formatDay(day.date, true)}
              </time>,
              ...CHART_STATUSES.map((status) => formatNumber(day[status])),
              formatNumber(dayTotal(day)),
            ],
          }))}
        />
      }
      footer={<StatusLegend days={days} />}
    />
  );
}

/** The colour key under the orders chart, with each status's total over the range. */
export function StatusLegend({ days }: { days: DashboardOrdersDay[] }) {
  const totals = statusTotals(days);
  return (
    <ul aria-label="Orders by status" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
      {CHART_STATUSES.map((status) => (
        <li key={status} className="flex items-center gap-2">
          <span aria-hidden className={cn('size-3 rounded-sm', STATUS_FILL[status])} />
          {STATUS_LABELS[status]}
          <span className="font-medium tabular-nums">{formatNumber(totals[status])}</span>
        </li>
      ))}
    </ul>
  );
}
