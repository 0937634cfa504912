import type { DashboardOrdersDay } from '@portal/contract';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import {
  CHART_STATUSES,
  chartScale,
  dayTotal,
  describeDay,
  formatDay,
  STATUS_FILL,
  STATUS_LABELS,
  statusTotals,
} from './chart-data';
import { OrdersChartTable } from './orders-chart-table';

/** Days whose date is printed under the bars: every week, and the last day. */
const labelled = (index: number, count: number) =>
  index === count - 1 || (index % 7 === 0 && index < count - 3);

/**
 * Orders placed per day over the last 30 days, stacked by their current status. Drawn with CSS
 * bars (no chart library); the same figures are available as a table for screen readers.
 */
export function OrdersChartCard({ days }: { days: DashboardOrdersDay[] }) {
  const [active, setActive] = useState<number | null>(null);
  const totals = statusTotals(days);
  const total = CHART_STATUSES.reduce((sum, status) => sum + totals[status], 0);
  const { top, step } = chartScale(Math.max(0, ...days.map(dayTotal)));
  const ticks = [4, 3, 2, 1, 0].map((n) => n * step);
  const activeDay = active === null ? undefined : days[active];
  const summary = `${total} ${total === 1 ? 'order' : 'orders'} in the last ${days.length} days: ${CHART_STATUSES.map(
    (status) => `${totals[status]} ${status}`,
  ).join(', ')}.`;

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2">Orders per Day</CardTitle>
        <CardDescription>
          Orders placed in the last {days.length} days, by current status · {total} in total
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <p className="sr-only">{summary}</p>
        <p aria-hidden className="min-h-5 text-muted-foreground text-sm">
          {activeDay ? describeDay(activeDay) : 'Point at a bar to see that day.'}
        </p>
        <div aria-hidden className="grid grid-cols-[auto_1fr] gap-x-2">
          <div className="flex h-48 flex-col justify-between text-right text-muted-foreground text-xs tabular-nums">
            {ticks.map((tick) => (
              <span
                key={tick}
                className="-translate-y-1/2 leading-none first:translate-y-0 last:translate-y-0"
              >
                {tick}
              </span>
            ))}
          </div>
          <div className="relative h-48">
            <div className="absolute inset-0 flex flex-col justify-between">
              {ticks.map((tick) => (
                <div key={tick} className="border-border border-t border-dashed last:border-solid" />
              ))}
            </div>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer-only highlight of a hidden drawing; the data table below carries the same figures */}
            <div
              className="relative flex h-full items-end gap-px sm:gap-1"
              onMouseLeave={() => setActive(null)}
            >
              {days.map((day, index) => {
                const count = dayTotal(day);
                return (
                  // biome-ignore lint/a11y/noStaticElementInteractions: as above, pointer-only
                  <div
                    key={day.date}
                    className="flex h-full flex-1 items-end"
                    onMouseEnter={() => setActive(index)}
                  >
                    <div
                      className={cn(
                        'flex w-full flex-col-reverse overflow-hidden rounded-t-sm transition-opacity',
                        active !== null && active !== index && 'opacity-40',
                      )}
                      style={{ height: `${(count / top) * 100}%` }}
                    >
                      {CHART_STATUSES.map((status) =>
                        day[status] > 0 ? (
                          <div
                            key={status}
                            className={STATUS_FILL[status]}
                            style={{ height: `${(day[status] / count) * 100}%` }}
                          />
                        ) : null,
                      )}
                    </div>
                  </div>
                );
              })}
            </div>
            {total === 0 && (
              <p className="absolute inset-0 flex items-center justify-center text-muted-foreground text-sm">
                No orders in this period
              </p>
            )}
          </div>
          <div />
          <div className="relative mt-1 h-4 text-muted-foreground text-xs">
            {days.map((day, index) =>
              labelled(index, days.length) ? (
                <span
                  key={day.date}
                  className={cn(
                    'absolute top-0 whitespace-nowrap',
                    index === days.length - 1 ? '-translate-x-full' : index > 0 && '-translate-x-1/2',
                  )}
                  style={{
                    left: `${((index + (index === days.length - 1 ? 1 : 0.5)) / days.length) * 100}%`,
                  }}
                >
                  {formatDay(day.date)}
                </span>
              ) : null,
            )}
          </div>
        </div>
        <ul aria-label="Orders by status" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {CHART_STATUSES.map((status) => (
            <li key={status} className="flex items-center gap-2">
              <span aria-hidden className={cn('size-3 rounded-sm', STATUS_FILL[status])} />
              {STATUS_LABELS[status]}
              <span className="font-medium tabular-nums">{totals[status]}</span>
            </li>
          ))}
        </ul>
        <OrdersChartTable days={days} />
      </CardContent>
    </Card>
  );
}
