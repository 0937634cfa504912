import {
  canRestore as canRestoreOrder,
  canTransition,
  type MemberOrder,
  type OrderDetail,
} from '@portal/contract';
import {
  CalendarDaysIcon,
  ChevronDownIcon,
  RepeatIcon,
  RotateCcwIcon,
  StoreIcon,
  XCircleIcon,
} from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Badge, statusBadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDateTime, formatMoney } from '@/lib/format';
import { OrderDetailsPanel } from './order-details-panel';
import { OrderItems } from './order-items';
import { OrderNotes } from './order-notes';

export type OrderCardActions = {
  onCancel: (order: MemberOrder) => void;
  onRestore: (order: MemberOrder) => void;
  /** 'Order again' (issue 22): on every order, whatever its status. */
  onReorder?: (order: { id: number; order_number: string }) => void;
  /** The order whose cancel, restore or reorder is running, if any. */
  busy: { id: number; action: 'cancel' | 'restore' | 'reorder' } | null;
  /** More actions in the details panel, composed by the screen (e.g. 'Add these lines to a list'). */
  detailActions?: (order: OrderDetail) => ReactNode;
  /** The order named in the address (?order=): its details open, and it scrolls into view. */
  linkedOrderId?: number | null;
};

/**
 * One order of My Orders (spec section 2): number, date, store, status, items, total and actions;
 * 'Order details' opens its progress, delivery, totals and invoice.
 */
export function OrderCard({
  order,
  onCancel,
  onRestore,
  onReorder,
  busy,
  detailActions,
  linkedOrderId,
}: OrderCardActions & { order: MemberOrder }) {
  const cancelling = busy?.id === order.id && busy.action === 'cancel';
  const restoring = busy?.id === order.id && busy.action === 'restore';
  const reordering = busy?.id === order.id && busy.action === 'reorder';
  // The contract's transition table: a member cancels a pending order, restores a closed one once.
  const canCancel = canTransition('cancel', order.status);
  const canRestore = canRestoreOrder(order);
  const linked = linkedOrderId === order.id;
  const [expanded, setExpanded] = useState(linked);
  // A link to this order (a notification, back or forward) opens its details again.
  const [wasLinked, setWasLinked] = useState(linked);
  if (linked !== wasLinked) {
    setWasLinked(linked);
    if (linked) setExpanded(true);
  }
  const cardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // scrollIntoView is missing where nothing is laid out (jsdom).
    if (linked) cardRef.current?.scrollIntoView?.({ block: 'start' });
  }, [linked]);
  const detailsId = `order-${order.id}-details`;
  return (
    <Card ref={cardRef} className="h-full scroll-mt-20 gap-4 py-5">
      <CardHeader className="px-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1.5">
            <div className="flex flex-wrap items-center gap-2">
              <CardTitle as="h2" id={`order-${order.id}-title`} className="break-all text-base">
                Order #{order.order_number}
              </CardTitle>
              <Badge variant={statusBadgeVariant(order.status)} className="tracking-wide">
                {order.status.toUpperCase()}
              </Badge>
            </div>
            <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
              <CalendarDaysIcon aria-hidden className="size-4" />
              Placed on {formatDateTime(order.created_at)}
            </p>
            {order.store_name && (
              <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
                <StoreIcon aria-hidden className="size-4" />
                <span className="sr-only">Store: </span>
                {order.store_name}
              </p>
            )}
          </div>
          <div className="flex items-baseline justify-between gap-3 sm:flex-col sm:items-end sm:gap-0.5">
            <p className="text-muted-foreground text-sm">{order.items_count} item(s)</p>
            <p className="font-semibold text-lg tabular-nums">
              <span className="sr-only">Total: </span>
              {formatMoney(order.total_amount)}
            </p>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3 px-5">
        <OrderItems order={order} />
        <OrderNotes order={order} />
        {order.restored_at && (
          <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
            <RotateCcwIcon aria-hidden className="size-4" />
            Restored to cart on {formatDateTime(order.restored_at)}
          </p>
        )}
        {expanded && (
          <OrderDetailsPanel
            orderId={order.id}
            id={detailsId}
            onReorder={onReorder}
            reordering={reordering}
            actions={detailActions}
          />
        )}
      </CardContent>
      <CardFooter className="flex-wrap justify-between gap-2 border-t px-5 pt-4">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onClick={() => setExpanded((open) => !open)}
        >
          <ChevronDownIcon aria-hidden className={cn('transition-transform', expanded && 'rotate-180')} />
          Order details
        </Button>
        <div className="flex flex-wrap justify-end gap-2">
          {canCancel && (
            <Button
              variant="outline"
              size="sm"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              disabled={cancelling}
              onClick={() => onCancel(order)}
            >
              {cancelling ? <Spinner /> : <XCircleIcon aria-hidden />}
              {cancelling ? 'Cancelling...' : 'Cancel Order'}
            </Button>
          )}
          {canRestore && (
            <Button variant="outline" size="sm" disabled={restoring} onClick={() => onRestore(order)}>
              {restoring ? <Spinner /> : <RotateCcwIcon aria-hidden />}
              {restoring ? 'Restoring...' : 'Restore to Cart'}
            </Button>
          )}
          {onReorder && (
            <Button variant="outline" size="sm" disabled={reordering} onClick={() => onReorder(order)}>
              {reordering ? <Spinner /> : <RepeatIcon aria-hidden />}
              {reordering ? 'Adding...' : 'Order again'}
            </Button>
          )}
        </div>
      </CardFooter>
    </Card>
  );
}
