import type { AdminOrderListItem } from '@portal/contract';
import type { BulkDecision, BulkOutcome } from '../api/bulk-update-order-status';

/** Bulk decisions take pending orders only: the others are already decided. */
export const isBulkSelectable = (order: Pick<AdminOrderListItem, 'status'>) => order.status === 'pending';

export const BULK_ONLY_PENDING = 'Only pending orders can be selected to approve or reject together.';

export const ordersText = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

const PAST: Record<BulkDecision, string> = { approved: 'Approved', rejected: 'Rejected' };

/** 'Approved 48 orders; 2 could not be changed', 'Rejected 1 order', 'No order was approved; ...'. */
export function bulkSummary(status: BulkDecision, results: BulkOutcome[]): string {
  const changed = results.filter((result) => result.ok).length;
  const failed = results.length - changed;
  const done =
    changed === 0 ? `No order was ${PAST[status].toLowerCase()}` : `${PAST[status]} ${ordersText(changed)}`;
  return failed === 0 ? done : `${done}; ${failed} could not be changed`;
}

/** The order's number for the report; the id when the order no longer exists. */
export const outcomeName = (result: BulkOutcome) => result.order_number ?? `Order ${result.id}`;
