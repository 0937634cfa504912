import type { SpendingProduct } from '@portal/contract';
import { ChartTable } from '@/components/charts/chart-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatMoney, formatNumber } from '@/lib/format';

/** The 10 products the store spent most on over the 12 months. */
export function SpendingTopProducts({ products }: { products: SpendingProduct[] }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2">Top Products</CardTitle>
        <CardDescription>What your store spent most on over the last 12 months</CardDescription>
      </CardHeader>
      <CardContent className="min-w-0">
        {products.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground text-sm">
            No approved orders in the last 12 months.
          </p>
        ) : (
          // A focusable scrolling box: on a phone the table scrolls sideways (WCAG 2.1.1).
          <ChartTable
            caption="Top products"
            columns={[
              { label: 'Product' },
              { label: 'Quantity', numeric: true },
              { label: 'Spent', numeric: true },
            ]}
            rows={products.map((product) => ({
              key: String(product.product_id ?? `gone-${product.name}`),
              cells: [
                <span key="name" className="flex flex-col">
                  <span className="font-medium">{product.name}</span>
                  {product.sku && (
                    <span className="font-mono text-muted-foreground text-xs">{product.sku}</span>
                  )}
                </span>,
                formatNumber(product.quantity),
                formatMoney(product.value),
              ],
            }))}
          />
        )}
      </CardContent>
    </Card>
  );
}
