import type { DashboardValueDay } from '@portal/contract';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from '@/components/charts/chart-card';
import { ChartTable } from '@/components/charts/chart-table';
import { formatMoney, formatNumber } from '@/lib/format';
import { formatDay } from './chart-data';

const compactMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** '$12,345.00 over 30 days; the highest day was Mar 4 with $2,100.00.' */
export function valueSummary(days: DashboardValueDay[]): string {
  const total = days.reduce((sum, day) => sum + Number(day.value), 0);
  const span = `${formatNumber(days.length)} ${days.length === 1 ? 'day' : 'days'}`;
  if (total === 0) return `No approved, shipped or completed orders in these ${span}.`;
  const best = days.reduce((top, day) => (Number(day.value) > Number(top.value) ? day : top));
  return `${formatMoney(total)} of approved, shipped and completed orders over ${span}; the highest day was ${formatDay(best.date)} with ${formatMoney(best.value)}.`;
}

/** The value of the orders that count as sales (approved, shipped, completed) placed each day. */
export function ValueChartCard({ days }: { days: DashboardValueDay[] }) {
  const data = days.map((day) => ({ date: day.date, value: Number(day.value) }));
  return (
    <ChartCard
      title="Order Value per Day"
      description="Total of the approved, shipped and completed orders placed each day"
      summary={valueSummary(days)}
      chart={
        <BarChart
          responsive
          accessibilityLayer={false}
          style={{ width: '100%', height: 240 }}
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={(date: string) => formatDay(date)}
            tick={{ fontSize: 12 }}
            minTickGap={16}
          />
          <YAxis
            tickFormatter={(value: number) => compactMoney.format(value)}
            tick={{ fontSize: 12 }}
            width={56}
          />
          <Tooltip
            labelFormatter={(date) => formatDay(String(date), true)}
            formatter={(value) => [formatMoney(value), 'Value']}
          />
          <Bar dataKey="value" name="Value" fill="#0f766e" isAnimationActive={false} />
        </BarChart>
      }
      table={
        <ChartTable
          caption={`Order value per day, ${days.length} days`}
          columns={[{ label: 'Date' }, { label: 'Value', numeric: true }]}
          rows={[...days].reverse().map((day) => ({
            key: day.date,
            cells: [
              <time key="date" dateTime={day.date}>
                {formatDay(day.date, true)}
              </time>,
              formatMoney(day.value),
            ],
          }))}
        />
      }
    />
  );
}
