import type { OrderDetail } from '@portal/contract';
import { OrderItemsCard } from './order-items-card';
import { CustomerCard, OrderNotesCard, ShippingAddressCard, StoreCard } from './order-people-cards';
import { OrderStatusCard } from './order-status-card';
import { OrderTimelineCard } from './order-timeline-card';

/** The body of the order detail screen: the order on the left, who and when on the right. */
export function OrderDetailView({ order }: { order: OrderDetail }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="grid grid-cols-1 min-w-0 content-start gap-6 lg:col-span-2">
        <OrderStatusCard order={order} />
        <OrderItemsCard order={order} />
        <OrderNotesCard order={order} />
      </div>
      <div className="grid grid-cols-1 min-w-0 content-start gap-6">
        <CustomerCard order={order} />
        <StoreCard order={order} />
        <OrderTimelineCard order={order} />
        <ShippingAddressCard order={order} />
      </div>
    </div>
  );
}
