import { formatMoney, formatNumber } from '@/lib/format';
import type { ReportColumn } from './report-table';

/** A sortable count column: shown grouped ('1,204'). */
export function countColumn<R, S extends string>(
  label: string,
  sort: S,
  pick: (row: R) => number,
): ReportColumn<R, S> {
  return { label, sort, numeric: true, render: (row) => formatNumber(pick(row)) };
}

/** A sortable money column: shown as '$1,204.50'. */
export function moneyColumn<R, S extends string>(
  label: string,
  sort: S,
  pick: (row: R) => number | string,
): ReportColumn<R, S> {
  return { label, sort, numeric: true, render: (row) => formatMoney(pick(row)) };
}

type PagedQuery<R> = {
  data?: { rows: R[]; pagination: { pages: number; total: number } };
  isFetching: boolean;
  isError: boolean;
  error: unknown;
};

type TableState<S extends string> = ReturnType<typeof import('./use-table-state').useTableState<S>>;

/** The ReportTable props every report card wires the same way: rows, sorting, pages, state. */
export function reportTableProps<R, S extends string>(
  query: PagedQuery<R>,
  state: TableState<S>,
  errorText: (error: unknown) => string,
) {
  return {
    rows: query.data?.rows,
    sorting: state.sorting,
    onSort: state.onSort,
    page: state.page,
    pages: query.data?.pagination.pages ?? 0,
    total: query.data?.pagination.total ?? 0,
    limit: state.params.limit,
    onPage: state.setPage,
    loading: query.isFetching,
    error: query.isError ? errorText(query.error) : undefined,
  };
}
