import type { ProductReportRow } from '@portal/contract';
import { useReportTable } from './get-report-table';
import type { TableParams } from './report-keys';

/** GET /admin/reports/products: products sold (approved, shipped, completed) in the range. */
export const useProductReport = (params: TableParams) => useReportTable<ProductReportRow>('products', params);
