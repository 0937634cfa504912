import type { OrderDetail } from '@portal/contract';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { OrderItemsCard } from './order-items-card';
import { CustomerCard, OrderNotesCard, ShippingAddressCard, StoreCard } from './order-people-cards';
import { OrderStatusCard } from './order-status-card';
import { OrderTimelineCard } from './order-timeline-card';

type OrderDetailViewProps = {
  order: OrderDetail;
  /** The order's progress (Placed → Approved → Shipped → Delivered), shared with My Orders. */
  progress?: ReactNode;
  /** PO number, delivery address and requested date, shared with My Orders. */
  checkout?: ReactNode;
  /** The order's own audit history (issue 23), composed by the screen from the audit feature. */
  history?: ReactNode;
};

/** The body of the order detail screen: the order on the left, who and when on the right. */
export function OrderDetailView({ order, progress, checkout, history }: OrderDetailViewProps) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="grid grid-cols-1 min-w-0 content-start gap-6 lg:col-span-2">
        <OrderStatusCard order={order} />
        {checkout && (
          <Card className="gap-4">
            <CardHeader>
              <CardTitle as="h2">Checkout Details</CardTitle>
            </CardHeader>
            <CardContent>{checkout}</CardContent>
          </Card>
        )}
        <OrderItemsCard order={order} />
        <OrderNotesCard order={order} />
        {history}
      </div>
      <div className="grid grid-cols-1 min-w-0 content-start gap-6">
        <CustomerCard order={order} />
        <StoreCard order={order} />
        <OrderTimelineCard order={order} progress={progress} />
        <ShippingAddressCard order={order} />
      </div>
    </div>
  );
}
