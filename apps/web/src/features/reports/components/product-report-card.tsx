import type { ProductReportRow, ProductReportSort } from '@portal/contract';
import type { DayRange } from '@/components/date-range/date-range';
import { getErrorMessage } from '@/lib/api-client';
import { formatMoney, formatNumber } from '@/lib/format';
import { useProductReport } from '../api/get-product-report';
import { type ReportColumn, ReportTable } from './report-table';
import { useTableState } from './use-table-state';

const COLUMNS: ReportColumn<ProductReportRow, ProductReportSort>[] = [
  {
    label: 'Product',
    sort: 'name',
    render: (row) => <span className="font-medium">{row.name ?? 'Deleted product'}</span>,
    csv: (row) => row.name ?? 'Deleted product',
  },
  {
    label: 'SKU',
    sort: 'sku',
    render: (row) => <span className="font-mono text-xs">{row.sku ?? '—'}</span>,
    csv: (row) => row.sku,
  },
  {
    label: 'Quantity',
    sort: 'quantity',
    numeric: true,
    render: (row) => formatNumber(row.quantity),
    csv: (row) => row.quantity,
  },
  {
    label: 'Value',
    sort: 'value',
    numeric: true,
    render: (row) => formatMoney(row.value),
    csv: (row) => row.value,
  },
  {
    label: 'Orders',
    sort: 'orders',
    numeric: true,
    render: (row) => formatNumber(row.orders),
    csv: (row) => row.orders,
  },
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
      rows={query.data?.rows}
      rowKey={(row) => String(row.product_id ?? 'deleted')}
      sorting={state.sorting}
      onSort={state.onSort}
      page={state.page}
      pages={query.data?.pagination.pages ?? 0}
      total={query.data?.pagination.total ?? 0}
      limit={state.params.limit}
      onPage={state.setPage}
      noun="products"
      loading={query.isFetching}
      error={query.isError ? getErrorMessage(query.error, 'Failed to load the products report') : undefined}
      emptyText="No products were sold in these days."
      fileName={`products-report-${range.from}-to-${range.to}-page-${state.page}`}
    />
  );
}
