import type { OrderDetail, OrderStatus, OrderStatusChangeResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { toastError, toastSuccess } from '@/lib/toast';
import { adminOrderKeys, DASHBOARD_ROOT_KEY } from './admin-order-keys';
import { failureReason } from './order-errors';

export type OrderDecision = 'approved' | 'rejected';

export type UpdateOrderStatusInput = {
  id: number;
  status: OrderDecision;
  /** Blank notes are sent as none (spec section 2). */
  notes?: string;
  /** The status on screen: if another admin changed it meanwhile, the server answers 409. */
  expectedStatus?: OrderStatus;
};

export type OrderStatusUpdated = {
  change: OrderStatusChangeResponse['data'];
  message?: string;
  notes: string | null;
};

const FAILED: Record<OrderDecision, string> = {
  approved: 'Failed to approve order',
  rejected: 'Failed to reject order',
};
export const UPDATE_STATUS_ERROR = 'Failed to update order status';

/** PUT /admin/orders/{id}/status. A 401 clears the session and goes to /login (spec section 6). */
export async function updateOrderStatus(input: UpdateOrderStatusInput): Promise<OrderStatusUpdated> {
  const notes = input.notes?.trim() || null;
  const response = await api.put<OrderStatusChangeResponse['data']>(
    `/admin/orders/${input.id}/status`,
    { status: input.status, notes, expected_status: input.expectedStatus },
    { redirectOnUnauthorized: true },
  );
  return { change: response.data, message: response.message, notes };
}

function toastDecision(status: OrderStatus, message: string | undefined) {
  if (status === 'rejected') toastSuccess('Order Rejected', 'Order has been rejected');
  else toastSuccess('Success', message ?? `Order ${status} successfully`);
}

/**
 * Approves or rejects an order. The new status and update time are written into the cached detail
 * at once (spec section 4); then the detail (for its history), every order list and the dashboard
 * are refetched.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    // The toast below names the action; the generic one would repeat it.
    meta: { suppressErrorToast: true },
    onSuccess: ({ change, message, notes }) => {
      queryClient.setQueryData<OrderDetail>(adminOrderKeys.detail(change.id), (order) =>
        order
          ? {
              ...order,
              status: change.status,
              updated_at: change.updated_at,
              status_note: notes,
              admin_notes: notes,
            }
          : order,
      );
      toastDecision(change.status, message);
      // Not awaited: the dialog closes on the answer, not after the refetches.
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_ROOT_KEY });
    },
    onError: async (error, input) => {
      if (error instanceof ApiError && error.handled) return;
      toastError(failureReason(error) ?? UPDATE_STATUS_ERROR, FAILED[input.status]);
      // A 409 means the order changed under us: show what it is now.
      if (error instanceof ApiError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: adminOrderKeys.detail(input.id) });
      }
    },
  });
}
