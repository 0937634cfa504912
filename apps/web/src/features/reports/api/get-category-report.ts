import type { CategoryReportRow } from '@portal/contract';
import { useReportTable } from './get-report-table';
import type { TableParams } from './report-keys';

/** GET /admin/reports/categories: categories (with everything below them) sold in the range. */
export const useCategoryReport = (params: TableParams) =>
  useReportTable<CategoryReportRow>('categories', params);
