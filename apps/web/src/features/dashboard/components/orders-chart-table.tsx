import type { DashboardOrdersDay } from '@portal/contract';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { CHART_STATUSES, dayTotal, formatDay, STATUS_LABELS } from './chart-data';

/** The chart's figures as a table, behind a disclosure: the text alternative to the bars. */
export function OrdersChartTable({ days }: { days: DashboardOrdersDay[] }) {
  return (
    <details className="group rounded-lg border">
      <summary className="cursor-pointer rounded-lg px-3 py-2 font-medium text-sm outline-none hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50">
        Show data table
      </summary>
      {/* One scrolling box for both directions, focusable so keyboard users can scroll it. */}
      <section
        aria-label="Orders per day data"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1)
        tabIndex={0}
        className="max-h-80 overflow-auto border-t outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">Orders per day by status, last {days.length} days</caption>
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              {CHART_STATUSES.map((status) => (
                <TableHead key={status} className="text-right">
                  {STATUS_LABELS[status]}
                </TableHead>
              ))}
              <TableHead className="text-right">Total</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {[...days].reverse().map((day) => (
              <TableRow key={day.date}>
                <TableCell>
                  <time dateTime={day.date}>{formatDay(day.date, true)}</time>
                </TableCell>
                {CHART_STATUSES.map((status) => (
                  <TableCell key={status} className="text-right tabular-nums">
                    {day[status]}
                  </TableCell>
                ))}
                <TableCell className="text-right font-medium tabular-nums">{dayTotal(day)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </table>
      </section>
    </details>
  );
}
