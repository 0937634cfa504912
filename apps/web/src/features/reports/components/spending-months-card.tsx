import type { SpendingMonth } from '@portal/contract';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from '@/components/charts/chart-card';
import { ChartTable } from '@/components/charts/chart-table';
import { formatMoney, formatNumber } from '@/lib/format';
import { formatMonth } from './spending-format';

/** '$12,000.00 over the last 12 months; the most in Mar 2026 ($2,000.00).' */
export function monthsSummary(months: SpendingMonth[]): string {
  const total = months.reduce((sum, month) => sum + Number(month.value), 0);
  if (total === 0) return `No approved spending in the last ${months.length} months.`;
  const top = months.reduce((best, month) => (Number(month.value) > Number(best.value) ? month : best));
  return `${formatMoney(total)} over the last ${months.length} months; the most in ${formatMonth(top.month)} (${formatMoney(top.value)}).`;
}

/** The last 12 months of approved spending, oldest first. */
export function SpendingMonthsCard({ months }: { months: SpendingMonth[] }) {
  const data = months.map((month) => ({ month: month.month, value: Number(month.value) }));
  return (
    <ChartCard
      title="Last 12 Months"
      description="Approved, shipped and completed orders by the month they were placed"
      summary={monthsSummary(months)}
      chart={
        <BarChart
          responsive
          accessibilityLayer={false}
          style={{ width: '100%', height: 240 }}
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="month"
            tickFormatter={(month: string) => formatMonth(month).slice(0, 3)}
            tick={{ fontSize: 12 }}
          />
          <YAxis
            tickFormatter={(value: number) => formatMoney(value).replace(/\.00$/, '')}
            tick={{ fontSize: 12 }}
            width={72}
          />
          <Tooltip
            labelFormatter={(month) => formatMonth(String(month), true)}
            formatter={(value) => [formatMoney(value), 'Spent']}
          />
          <Bar dataKey="value" name="Spent" fill="#0f766e" isAnimationActive={false} />
        </BarChart>
      }
      table={
        <ChartTable
          caption="Spending per month"
          columns={[
            { label: 'Month' },
            { label: 'Orders', numeric: true },
            { label: 'Spent', numeric: true },
          ]}
          rows={[...months].reverse().map((month) => ({
            key: month.month,
            cells: [formatMonth(month.month, true), formatNumber(month.orders), formatMoney(month.value)],
          }))}
        />
      }
    />
  );
}
