import type { StoreReportRow } from '@portal/contract';
import { useReportTable } from './get-report-table';
import type { TableParams } from './report-keys';

/** GET /admin/reports/stores: stores with an order in the range. */
export const useStoreReport = (params: TableParams) => useReportTable<StoreReportRow>('stores', params);
