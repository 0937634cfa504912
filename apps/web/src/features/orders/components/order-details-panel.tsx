import { INVOICE_STATUSES, type OrderDetail, type OrderStatus } from '@portal/contract';
import { AlertCircleIcon, FileDownIcon, RepeatIcon, RotateCcwIcon, ShieldCheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useFileDownload } from '@/lib/download';
import { useMyOrder } from '../api/get-my-order';
import { OrderCheckoutDetails, OrderTotals } from './order-checkout-details';
import { OrderProgress } from './order-progress';

/** The statuses an invoice exists for (the contract's: GET /orders/{id}/invoice.pdf answers 409 otherwise). */
const INVOICED: readonly OrderStatus[] = INVOICE_STATUSES;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="font-semibold text-sm">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** 'Download Invoice': the PDF of the member's own order, saved under the server's file name. */
export function InvoiceButton({ order }: { order: Pick<OrderDetail, 'id' | 'order_number'> }) {
  const download = useFileDownload();
  const busy = download.isPending;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={busy}
      onClick={() =>
        download.mutate({
          path: `/orders/${order.id}/invoice.pdf`,
          fallbackName: `invoice-${order.order_number}.pdf`,
        })
      }
    >
      {busy ? <Spinner /> : <FileDownIcon aria-hidden />}
      {busy ? 'Downloading…' : 'Download Invoice'}
    </Button>
  );
}

/**
 * One order's details in My Orders, loaded when the member opens them: where it is (the
 * progress), where it goes, what it costs and its invoice.
 */
type OrderDetailsPanelProps = {
  orderId: number;
  id: string;
  /** 'Order again' (issue 22). */
  onReorder?: (order: { id: number; order_number: string }) => void;
  reordering?: boolean;
  /** Further actions the screen composes in (e.g. 'Add these lines to a list'). */
  actions?: (order: OrderDetail) => ReactNode;
};

export function OrderDetailsPanel({ orderId, id, onReorder, reordering, actions }: OrderDetailsPanelProps) {
  const query = useMyOrder(orderId, true);
  const order = query.data;
  const invoiced = order ? INVOICED.includes(order.status) : false;
  return (
    <div id={id} className="grid gap-4 rounded-lg border bg-muted/20 p-4">
      {order ? (
        <>
          <Section id={`${id}-progress`} title="Order progress">
            <OrderProgress order={order} />
          </Section>
          {order.approval_reason && (
            <Section id={`${id}-approval`} title="Approval">
              <p className="flex items-start gap-2 text-sm">
                <ShieldCheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                {order.approval_reason}
              </p>
            </Section>
          )}
          <Section id={`${id}-delivery`} title="Delivery">
            <OrderCheckoutDetails order={order} />
          </Section>
          <Section id={`${id}-totals`} title="Totals">
            <OrderTotals order={order} />
          </Section>
          {(invoiced || onReorder || actions) && (
            <div className="flex flex-wrap gap-2 border-t pt-3">
              {invoiced && <InvoiceButton order={order} />}
              {onReorder && (
                <Button variant="outline" size="sm" disabled={reordering} onClick={() => onReorder(order)}>
                  {reordering ? <Spinner /> : <RepeatIcon aria-hidden />}
                  {reordering ? 'Adding...' : 'Order again'}
                </Button>
              )}
              {actions?.(order)}
            </div>
          )}
        </>
      ) : query.isError && !query.isFetching ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <AlertCircleIcon aria-hidden className="size-4 text-destructive" />
          <p className="min-w-0 flex-1">
            Failed to load order details: {getErrorMessage(query.error, 'Order not found')}
          </p>
          <Button variant="outline" size="sm" onClick={() => query.refetch()}>
            <RotateCcwIcon aria-hidden />
            Try Again
          </Button>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
          <Spinner />
          Loading order details...
        </p>
      )}
    </div>
  );
}
