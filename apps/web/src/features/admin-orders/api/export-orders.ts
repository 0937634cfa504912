import { useMutation } from '@tanstack/react-query';
import { actionError } from '@/lib/action-error';
import { ApiError } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { toastError } from '@/lib/toast';
import type { AdminOrderStatusFilter } from './admin-order-keys';

export const EXPORT_ORDERS_ERROR = 'Failed to export orders';

export type OrderExportRequest = {
  /** The list's current status filter, search and store (issue 24). */
  status: AdminOrderStatusFilter;
  search?: string;
  storeId?: number;
  /** Inclusive days (YYYY-MM-DD), UTC as the API counts them; blank: no bound. */
  from: string;
  to: string;
  /** One row per order line instead of one per order. */
  lines: boolean;
};

/**
 * GET /admin/orders/export (issue 23): the orders the list's status, search and store match, in the
 * date range, as a dated CSV file the server names. A 401 goes to /login as the list's calls do.
 */
export function exportOrders({ status, search, storeId, from, to, lines }: OrderExportRequest) {
  return downloadFile({
    path: '/admin/orders/export',
    query: {
      status: status === 'all' ? undefined : status,
      search: search?.trim(),
      store_id: storeId ? String(storeId) : undefined,
      from,
      to,
      lines: String(lines),
    },
    fallbackName: lines ? 'order-lines.csv' : 'orders.csv',
    redirectOnUnauthorized: true,
  });
}

export const useOrderExport = () =>
  useMutation({
    mutationFn: exportOrders,
    meta: { suppressErrorToast: true },
    onError: (error) => {
      if (error instanceof ApiError && error.handled) return;
      toastError(actionError(EXPORT_ORDERS_ERROR, error));
    },
  });
