import type { OrderDetail } from '@portal/contract';
import { XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, statusBadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useMyOrder } from '../api/get-my-order';
import { OrderDetailsPanel } from './order-details-panel';

type LinkedOrderProps = {
  orderId: number;
  onClose: () => void;
  onReorder?: (order: { id: number; order_number: string }) => void;
  reordering?: boolean;
  actions?: (order: OrderDetail) => ReactNode;
};

/**
 * The order a link names (/store/orders?order=ID, from a notification) when it is not among the
 * cards of the page shown: its details on their own, above the list.
 */
export function LinkedOrder({ orderId, onClose, onReorder, reordering, actions }: LinkedOrderProps) {
  const query = useMyOrder(orderId, true);
  const order = query.data;
  return (
    <Card className="gap-4 border-primary/40 py-5">
      <CardHeader className="flex flex-row items-start justify-between gap-3 px-5">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle as="h2" className="break-all text-base">
            {order ? `Order #${order.order_number}` : 'Order details'}
          </CardTitle>
          {order && (
            <Badge variant={statusBadgeVariant(order.status)} className="tracking-wide">
              {order.status.toUpperCase()}
            </Badge>
          )}
        </div>
        <Button variant="ghost" size="icon-sm" aria-label="Close order details" onClick={onClose}>
          <XIcon aria-hidden />
        </Button>
      </CardHeader>
      <CardContent className="px-5">
        <OrderDetailsPanel
          orderId={orderId}
          id={`linked-order-${orderId}`}
          onReorder={onReorder}
          reordering={reordering}
          actions={actions}
        />
      </CardContent>
    </Card>
  );
}
