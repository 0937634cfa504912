import type { CategoryReportRow, CategoryReportSort } from '@portal/contract';
import type { DayRange } from '@/components/date-range/date-range';
import { getErrorMessage } from '@/lib/api-client';
import { formatMoney, formatNumber } from '@/lib/format';
import { useCategoryReport } from '../api/get-category-report';
import { type ReportColumn, ReportTable } from './report-table';
import { useTableState } from './use-table-state';

const COLUMNS: ReportColumn<CategoryReportRow, CategoryReportSort>[] = [
  {
    label: 'Category',
    sort: 'name',
    render: (row) => (
      <span className="flex flex-col">
        <span className="font-medium">{row.name}</span>
        {row.path !== row.name && <span className="text-muted-foreground text-xs">{row.path}</span>}
      </span>
    ),
    csv: (row) => row.path,
  },
  { label: 'Level', sort: 'level', numeric: true, render: (row) => row.level, csv: (row) => row.level },
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
];

/** Per category, with everything below it: units and value of approved, shipped and completed orders. */
export function CategoryReportCard({ range }: { range: DayRange }) {
  const state = useTableState<CategoryReportSort>(range, { sort: 'value', order: 'desc' });
  const query = useCategoryReport(state.params);
  return (
    <ReportTable
      title="Categories"
      description="Each category counts its products and those of the categories below it."
      caption="Categories report"
      columns={COLUMNS}
      rows={query.data?.rows}
      rowKey={(row) => String(row.category_id ?? 'none')}
      sorting={state.sorting}
      onSort={state.onSort}
      page={state.page}
      pages={query.data?.pagination.pages ?? 0}
      total={query.data?.pagination.total ?? 0}
      limit={state.params.limit}
      onPage={state.setPage}
      noun="categories"
      loading={query.isFetching}
      error={query.isError ? getErrorMessage(query.error, 'Failed to load the categories report') : undefined}
      emptyText="No products were sold in these days."
      fileName={`categories-report-${range.from}-to-${range.to}-page-${state.page}`}
    />
  );
}
