import type {
  ADMIN_ACTION_BY_STATUS,
  OrderDetail,
  OrderStatus,
  OrderStatusChangeResponse,
  OrderStatusUpdateBody,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { toastError, toastSuccess } from '@/lib/toast';
import { adminOrderKeys, DASHBOARD_ROOT_KEY } from './admin-order-keys';
import { failureReason } from './order-errors';

/** The statuses an admin moves an order to (the contract's ADMIN_ACTION_BY_STATUS). */
export type OrderDecision = keyof typeof ADMIN_ACTION_BY_STATUS;

/** How a shipped order travels (issue 20): carrier and tracking number required, the rest optional. */
export type Shipment = {
  carrier: string;
  tracking_number: string;
  tracking_url?: string | null;
  /** YYYY-MM-DD. */
  estimated_delivery?: string | null;
};

export type UpdateOrderStatusInput = {
  id: number;
  status: OrderDecision;
  /** Blank notes are sent as none (spec section 2). */
  notes?: string;
  /** The status on screen: if another admin changed it meanwhile, the server answers 409. */
  expectedStatus?: OrderStatus;
  /** Only with status 'shipped'. */
  shipment?: Shipment;
};

export type OrderStatusUpdated = {
  change: OrderStatusChangeResponse['data'];
  message?: string;
  notes: string | null;
  shipment?: Shipment;
};

const FAILED: Record<OrderDecision, string> = {
  approved: 'Failed to approve order',
  rejected: 'Failed to reject order',
  shipped: 'Failed to mark order as shipped',
  completed: 'Failed to mark order as delivered',
  cancelled: 'Failed to cancel order',
};
export const UPDATE_STATUS_ERROR = 'Failed to update order status';

/** PUT /admin/orders/{id}/status. A 401 clears the session and goes to /login (spec section 6). */
export async function updateOrderStatus(input: UpdateOrderStatusInput): Promise<OrderStatusUpdated> {
  const notes = input.notes?.trim() || null;
  const shipment = input.status === 'shipped' ? shipmentBody(input.shipment) : undefined;
  const body: OrderStatusUpdateBody = {
    status: input.status,
    notes,
    expected_status: input.expectedStatus,
    ...shipment,
  };
  const response = await api.put<OrderStatusChangeResponse['data']>(
    `/admin/orders/${input.id}/status`,
    body,
    {
      redirectOnUnauthorized: true,
    },
  );
  return { change: response.data, message: response.message, notes, shipment };
}

/** Trimmed; a blank link or date is sent as none. */
function shipmentBody(shipment: Shipment | undefined): Shipment {
  return {
    carrier: shipment?.carrier.trim() ?? '',
    tracking_number: shipment?.tracking_number.trim() ?? '',
    tracking_url: shipment?.tracking_url?.trim() || null,
    estimated_delivery: shipment?.estimated_delivery || null,
  };
}

/** The cached detail as the change leaves it, until the refetch brings the server's own. */
function applyChange(order: OrderDetail, { change, notes, shipment }: OrderStatusUpdated): OrderDetail {
  const next = {
    ...order,
    status: change.status,
    updated_at: change.updated_at,
    status_note: notes,
    admin_notes: notes,
  };
  if (change.status === 'completed') return { ...next, delivered_at: change.updated_at };
  if (change.status !== 'shipped' || !shipment) return next;
  return {
    ...next,
    carrier: shipment.carrier,
    tracking_number: shipment.tracking_number,
    tracking_url: shipment.tracking_url ?? null,
    estimated_delivery: shipment.estimated_delivery ?? order.estimated_delivery,
    shipped_at: change.updated_at,
  };
}

function toastDecision(status: OrderStatus, message: string | undefined) {
  if (status === 'rejected') toastSuccess('Order Rejected', 'Order has been rejected');
  else if (status === 'cancelled') toastSuccess('Order Cancelled', message ?? 'Order cancelled successfully');
  else toastSuccess('Success', message ?? `Order ${status} successfully`);
}

/**
 * Approves, rejects, ships, completes or cancels an order. The new status and update time are written into the cached detail
 * at once (spec section 4); then the detail (for its history), every order list and the dashboard
 * are refetched.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    // The toast below names the action; the generic one would repeat it.
    meta: { suppressErrorToast: true },
    onSuccess: (updated) => {
      const { change, message } = updated;
      queryClient.setQueryData<OrderDetail>(adminOrderKeys.detail(change.id), (order) =>
        order ? applyChange(order, updated) : order,
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
