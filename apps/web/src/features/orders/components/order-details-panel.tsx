import { INVOICE_STATUSES, type OrderDetail, type OrderStatus } from '@portal/contract';
import { AlertCircleIcon, FileDownIcon, RotateCcwIcon } from 'lucide-react';
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
export function OrderDetailsPanel({ orderId, id }: { orderId: number; id: string }) {
  const query = useMyOrder(orderId, true);
  const order = query.data;
  return (
    <div id={id} className="grid gap-4 rounded-lg border bg-muted/20 p-4">
      {order ? (
        <>
          <Section id={`${id}-progress`} title="Order progress">
            <OrderProgress order={order} />
          </Section>
          <Section id={`${id}-delivery`} title="Delivery">
            <OrderCheckoutDetails order={order} />
          </Section>
          <Section id={`${id}-totals`} title="Totals">
            <OrderTotals order={order} />
          </Section>
          {INVOICED.includes(order.status) && (
            <div className="flex flex-wrap gap-2 border-t pt-3">
              <InvoiceButton order={order} />
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
