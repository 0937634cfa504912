import type { ProductReportRow, ProductReportSort } from '@portal/contract';
import type { DayRange } from '@/components/date-range/date-range';
import { getErrorMessage } from '@/lib/api-client';
import { useProductReport } from '../api/get-product-report';
import { countColumn, moneyColumn, reportTableProps } from './report-columns';
import { type ReportColumn, ReportTable } from './report-table';
import { useTableState } from './use-table-state';

const COLUMNS: ReportColumn<ProductReportRow, ProductReportSort>[] = [
  {
    label: 'Product',
    sort: 'name',
    render: (row) => <span className="font-medium">{row.name ?? 'Deleted product'}</span>,
  },
  {
    label: 'SKU',
    sort: 'sku',
    render: (row) => <span className="font-mono text-xs">{row.sku ?? '—'}</span>,
  },
  countColumn('Quantity', 'quantity', (row) => row.quantity),
  moneyColumn('Value', 'value', (row) => row.value),
  countColumn('Orders', 'orders', (row) => row.orders),
];

/** Per product: units, value and orders of approved, shipped and completed orders. */
export function ProductReportCard({ range }: { range: DayRange }) {
  const state = useTableState<ProductReportSort>(range, { sort: 'value', order: 'desc' });
  const query = useProductReport(state.params);
  return (
    <ReportTable
      title="Products"
      description="Units and value sold on approved, shipped and completed orders, and how many orders had them."
      caption="Products report"
      columns={COLUMNS}
      rowKey={(row) => String(row.product_id ?? 'deleted')}
      noun="products"
      {...reportTableProps(query, state, (error) =>
        getErrorMessage(error, 'Failed to load the products report'),
      )}
      emptyText="No products were sold in these days."
      exportPath="/admin/reports/products/export"
      exportQuery={{ from: range.from, to: range.to, ...state.sorting }}
    />
  );
}
