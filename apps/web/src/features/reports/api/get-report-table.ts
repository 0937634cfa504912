import type { Pagination, ReportRange } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ReportName, reportKeys, type TableParams } from './report-keys';

export type ReportTablePage<R> = { range: ReportRange; rows: R[]; pagination: Pagination };

/** GET /admin/reports/{stores|products|categories}?from&to&sort&order&page&limit. */
export async function getReportTable<R>(report: ReportName, params: TableParams, signal?: AbortSignal) {
  const body = await api.get<ReportTablePage<R>>(`/admin/reports/${report}`, { signal, query: params });
  return body.data;
}

export const reportTableQueryOptions = <R>(report: ReportName, params: TableParams) =>
  queryOptions({
    queryKey: reportKeys.table(report, params),
    queryFn: ({ signal }) => getReportTable<R>(report, params, signal),
  });

/** One page of a report table; the page before stays on screen while the next one loads. */
export function useReportTable<R>(report: ReportName, params: TableParams) {
  return useQuery({ ...reportTableQueryOptions<R>(report, params), placeholderData: keepPreviousData });
}
