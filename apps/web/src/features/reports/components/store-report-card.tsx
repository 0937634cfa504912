import type { StoreReportRow, StoreReportSort } from '@portal/contract';
import type { DayRange } from '@/components/date-range/date-range';
import { getErrorMessage } from '@/lib/api-client';
import { formatMoney, formatNumber } from '@/lib/format';
import { useStoreReport } from '../api/get-store-report';
import { formatReportDay } from './report-format';
import { type ReportColumn, ReportTable } from './report-table';
import { useTableState } from './use-table-state';

const COLUMNS: ReportColumn<StoreReportRow, StoreReportSort>[] = [
  {
    label: 'Store',
    sort: 'name',
    render: (row) => (
      <span className="flex flex-col">
        <span className="font-medium">{row.name ?? 'Deleted store'}</span>
        {row.store_code && <span className="font-mono text-muted-foreground text-xs">{row.store_code}</span>}
      </span>
    ),
    csv: (row) => row.name ?? 'Deleted store',
  },
  {
    label: 'Orders',
    sort: 'orders',
    numeric: true,
    render: (row) => formatNumber(row.orders),
    csv: (row) => row.orders,
  },
  {
    label: 'Value',
    sort: 'value',
    numeric: true,
    render: (row) => formatMoney(row.value),
    csv: (row) => row.value,
  },
  {
    label: 'Average order',
    sort: 'average_order',
    numeric: true,
    render: (row) => formatMoney(row.average_order),
    csv: (row) => row.average_order,
  },
  {
    label: 'Pending',
    sort: 'pending_orders',
    numeric: true,
    render: (row) => formatNumber(row.pending_orders),
    csv: (row) => row.pending_orders,
  },
  {
    label: 'Last order',
    sort: 'last_order_date',
    render: (row) => <time dateTime={row.last_order_date}>{formatReportDay(row.last_order_date)}</time>,
    csv: (row) => row.last_order_date,
  },
];

/** Per store: approved, shipped and completed orders and their value, the average, pending, the last order day. */
export function StoreReportCard({ range }: { range: DayRange }) {
  const state = useTableState<StoreReportSort>(range, { sort: 'value', order: 'desc' });
  const query = useStoreReport(state.params);
  return (
    <ReportTable
      title="Stores"
      description="Orders, value and average of approved, shipped and completed orders; pending orders apart."
      caption="Stores report"
      columns={COLUMNS}
      rows={query.data?.rows}
      rowKey={(row) => String(row.store_id ?? 'deleted')}
      sorting={state.sorting}
      onSort={state.onSort}
      page={state.page}
      pages={query.data?.pagination.pages ?? 0}
      total={query.data?.pagination.total ?? 0}
      limit={state.params.limit}
      onPage={state.setPage}
      noun="stores"
      loading={query.isFetching}
      error={query.isError ? getErrorMessage(query.error, 'Failed to load the stores report') : undefined}
      emptyText="No store placed an order in these days."
      fileName={`stores-report-${range.from}-to-${range.to}-page-${state.page}`}
    />
  );
}
