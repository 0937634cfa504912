import type { StoreReportRow, StoreReportSort } from '@portal/contract';
import type { DayRange } from '@/components/date-range/date-range';
import { getErrorMessage } from '@/lib/api-client';
import { useStoreReport } from '../api/get-store-report';
import { countColumn, moneyColumn, reportTableProps } from './report-columns';
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
  },
  countColumn('Orders', 'orders', (row) => row.orders),
  moneyColumn('Value', 'value', (row) => row.value),
  moneyColumn('Average order', 'average_order', (row) => row.average_order),
  countColumn('Pending', 'pending_orders', (row) => row.pending_orders),
  {
    label: 'Last order',
    sort: 'last_order_date',
    render: (row) => <time dateTime={row.last_order_date}>{formatReportDay(row.last_order_date)}</time>,
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
      rowKey={(row) => String(row.store_id ?? 'deleted')}
      noun="stores"
      {...reportTableProps(query, state, (error) =>
        getErrorMessage(error, 'Failed to load the stores report'),
      )}
      emptyText="No store placed an order in these days."
      exportPath="/admin/reports/stores/export"
      exportQuery={{ from: range.from, to: range.to, ...state.sorting }}
    />
  );
}
