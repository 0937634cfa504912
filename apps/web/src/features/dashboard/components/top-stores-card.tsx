import type { DashboardTopStore } from '@portal/contract';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from '@/components/charts/chart-card';
import { ChartTable } from '@/components/charts/chart-table';
import { formatMoney, formatNumber } from '@/lib/format';

export const storeName = (store: Pick<DashboardTopStore, 'name'>) => store.name ?? 'Deleted store';

/** 'Top store: North with $1,234.00 from 12 orders; 10 stores shown.' */
export function topStoresSummary(stores: DashboardTopStore[]): string {
  const [first] = stores;
  if (!first) return 'No store had approved, shipped or completed orders in these days.';
  const orders = `${formatNumber(first.orders)} ${first.orders === 1 ? 'order' : 'orders'}`;
  return `Top store: ${storeName(first)} with ${formatMoney(first.value)} from ${orders}; ${stores.length} ${stores.length === 1 ? 'store' : 'stores'} shown.`;
}

/** The 10 stores with the highest value (approved, shipped and completed orders) in the range. */
export function TopStoresCard({ stores }: { stores: DashboardTopStore[] }) {
  const data = stores.map((store) => ({ name: storeName(store), value: Number(store.value) }));
  return (
    <ChartCard
      title="Top Stores by Value"
      description="The 10 stores with the highest approved, shipped and completed orders"
      summary={topStoresSummary(stores)}
      empty={stores.length === 0}
      chart={
        <BarChart
          responsive
          accessibilityLayer={false}
          layout="vertical"
          style={{ width: '100%', height: Math.max(160, data.length * 32 + 40) }}
          data={data}
          margin={{ top: 4, right: 16, bottom: 0, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis
            type="number"
            tickFormatter={(value: number) => formatMoney(value).replace(/\.00$/, '')}
            tick={{ fontSize: 12 }}
          />
          <YAxis type="category" dataKey="name" width={110} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(value) => [formatMoney(value), 'Value']} />
          <Bar dataKey="value" name="Value" fill="#2563eb" isAnimationActive={false} />
        </BarChart>
      }
      table={
        <ChartTable
          caption="Top stores by value"
          columns={[
            { label: 'Store' },
            { label: 'Orders', numeric: true },
            { label: 'Value', numeric: true },
          ]}
          rows={stores.map((store) => ({
            key: String(store.store_id ?? 'deleted'),
            cells: [storeName(store), formatNumber(store.orders), formatMoney(store.value)],
          }))}
        />
      }
    />
  );
}
