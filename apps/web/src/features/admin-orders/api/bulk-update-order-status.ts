import type { BulkStatusBody, BulkStatusResult } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminOrderKeys, DASHBOARD_ROOT_KEY } from './admin-order-keys';

/** The two decisions an admin takes on many orders at once (issue 22). */
export type BulkDecision = BulkStatusBody['status'];

export type BulkUpdateInput = {
  ids: number[];
  status: BulkDecision;
  /** One note for every order; blank is sent as none. */
  notes?: string;
};

export type BulkOutcome = BulkStatusResult['results'][number];

/**
 * POST /admin/orders/bulk-status. Each order succeeds or fails on its own: the answer is a 200
 * with one result per id, so a failed order is not an error of the request.
 */
export async function bulkUpdateOrderStatus(input: BulkUpdateInput): Promise<BulkOutcome[]> {
  const notes = input.notes?.trim();
  const body: BulkStatusBody = { ids: input.ids, status: input.status, ...(notes ? { notes } : {}) };
  const response = await api.post<BulkStatusResult>('/admin/orders/bulk-status', body, {
    redirectOnUnauthorized: true,
  });
  return response.data.results;
}

/** After the answer every order list, every open detail and the dashboard's counts are refetched. */
export function useBulkUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateOrderStatus,
    // The dialog shows why the whole request failed; a toast would repeat it.
    meta: { suppressErrorToast: true },
    onSettled: () => {
      // Not awaited: the report shows at once, the list catches up.
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_ROOT_KEY });
    },
  });
}
