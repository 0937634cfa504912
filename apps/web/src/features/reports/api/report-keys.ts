import type { DayRange } from '@/components/date-range/date-range';

export type ReportName = 'stores' | 'products' | 'categories';
export type TableParams = DayRange & { sort: string; order: 'asc' | 'desc'; page: number; limit: number };

/** One key factory for the reports and the store's spending; order changes may invalidate `all`. */
export const reportKeys = {
  all: ['reports'] as const,
  table: (report: ReportName, params: TableParams) => [...reportKeys.all, report, params] as const,
  spending: () => [...reportKeys.all, 'spending'] as const,
};
