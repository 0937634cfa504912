import type { CategoryReportRow, CategoryReportSort } from '@portal/contract';
import type { DayRange } from '@/components/date-range/date-range';
import { getErrorMessage } from '@/lib/api-client';
import { useCategoryReport } from '../api/get-category-report';
import { countColumn, moneyColumn, reportTableProps } from './report-columns';
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
  },
  { label: 'Level', sort: 'level', numeric: true, render: (row) => row.level },
  countColumn('Quantity', 'quantity', (row) => row.quantity),
  moneyColumn('Value', 'value', (row) => row.value),
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
      rowKey={(row) => String(row.category_id ?? 'none')}
      noun="categories"
      {...reportTableProps(query, state, (error) =>
        getErrorMessage(error, 'Failed to load the categories report'),
      )}
      emptyText="No products were sold in these days."
      exportPath="/admin/reports/categories/export"
      exportQuery={{ from: range.from, to: range.to, ...state.sorting }}
    />
  );
}
