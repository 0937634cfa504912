import type { DashboardTopProduct } from '@portal/contract';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from '@/components/charts/chart-card';
import { ChartTable } from '@/components/charts/chart-table';
import { formatMoney, formatNumber } from '@/lib/format';

export const productName = (product: Pick<DashboardTopProduct, 'name'>) => product.name ?? 'Deleted product';

/** 'Top product: Bolt with 120 units; 10 products shown.' */
export function topProductsSummary(products: DashboardTopProduct[]): string {
  const [first] = products;
  if (!first) return 'No products were sold on approved, shipped or completed orders in these days.';
  const units = `${formatNumber(first.quantity)} ${first.quantity === 1 ? 'unit' : 'units'}`;
  return `Top product: ${productName(first)} with ${units}; ${products.length} ${products.length === 1 ? 'product' : 'products'} shown.`;
}

/** The 10 products sold in the largest quantity (approved, shipped and completed orders) in the range. */
export function TopProductsCard({ products }: { products: DashboardTopProduct[] }) {
  const data = products.map((product) => ({ name: productName(product), quantity: product.quantity }));
  return (
    <ChartCard
      title="Top Products by Quantity"
      description="The 10 products sold in the largest quantity on approved, shipped and completed orders"
      summary={topProductsSummary(products)}
      empty={products.length === 0}
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
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
          <YAxis
            type="category"
            dataKey="name"
            width={140}
            tick={{ fontSize: 12 }}
            tickFormatter={(name: string) => (name.length > 22 ? `${name.slice(0, 21)}…` : name)}
          />
          <Tooltip formatter={(value) => [formatNumber(Number(value)), 'Units']} />
          <Bar dataKey="quantity" name="Units" fill="#7c3aed" isAnimationActive={false} />
        </BarChart>
      }
      table={
        <ChartTable
          caption="Top products by quantity"
          columns={[
            { label: 'Product' },
            { label: 'SKU' },
            { label: 'Units', numeric: true },
            { label: 'Value', numeric: true },
          ]}
          rows={products.map((product) => ({
            key: String(product.product_id ?? 'deleted'),
            cells: [
              productName(product),
              product.sku ?? '—',
              formatNumber(product.quantity),
              formatMoney(product.value),
            ],
          }))}
        />
      }
    />
  );
}
