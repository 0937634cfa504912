import { REPORT_PAGE_SIZE } from '@portal/contract';
import { useState } from 'react';
import type { DayRange } from '@/components/date-range/date-range';
import type { TableParams } from '../api/report-keys';
import type { SortState } from './report-table';

/**
 * A report table's sort and page; a new range or a new sort starts again at page 1 (reset while
 * rendering, so no request for the old page with the new range goes out).
 */
export function useTableState<S extends string>(range: DayRange, initial: SortState<S>) {
  const [sorting, setSorting] = useState(initial);
  const [page, setPage] = useState(1);
  const rangeKey = `${range.from}..${range.to}`;
  const [seenRange, setSeenRange] = useState(rangeKey);
  if (seenRange !== rangeKey) {
    setSeenRange(rangeKey);
    setPage(1);
  }
  const params: TableParams = { ...range, ...sorting, page, limit: REPORT_PAGE_SIZE };
  return {
    params,
    sorting,
    onSort: (next: SortState<S>) => {
      setSorting(next);
      setPage(1);
    },
    page,
    setPage,
  };
}
