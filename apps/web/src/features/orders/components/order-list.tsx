import type { MemberOrder } from '@portal/contract';
import { ClipboardListIcon, FilterXIcon, PackageIcon } from 'lucide-react';
import { ListEmpty } from '@/components/list-page/list-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { OrderCard, type OrderCardActions } from './order-card';

/** The order cards, each an article named by its order number. */
export function OrderList({ orders, ...actions }: OrderCardActions & { orders: MemberOrder[] }) {
  return (
    <div className="grid gap-4">
      {orders.map((order) => (
        <article key={order.id} aria-labelledby={`order-${order.id}-title`}>
          <OrderCard order={order} {...actions} />
        </article>
      ))}
    </div>
  );
}

type EmptyProps = { status: string | null; onShowAll: () => void };

/** 'No orders found', or the filtered text naming the chosen status. */
export function OrdersEmptyState({ status, onShowAll }: EmptyProps) {
  return status ? (
    <ListEmpty
      icon={FilterXIcon}
      title="No orders found"
      description={`No orders with status "${status}". Try selecting a different filter or check back later.`}
      action={
        <Button variant="outline" onClick={onShowAll}>
          Show All Orders
        </Button>
      }
    />
  ) : (
    <ListEmpty
      icon={ClipboardListIcon}
      title="No orders found"
      description="Orders you place from your cart will appear here."
      action={
        <Button asChild>
          <Link to="/store">
            <PackageIcon aria-hidden />
            Browse Products
          </Link>
        </Button>
      }
    />
  );
}

/** Placeholder cards while the first page loads. */
export function OrdersSkeleton() {
  return (
    <div role="status" aria-label="Loading orders" className="grid gap-4">
      {[0, 1, 2].map((key) => (
        <Card key={key} className="gap-4 py-5">
          <CardContent className="grid gap-3 px-5">
            <div className="flex justify-between gap-4">
              <div className="grid gap-2">
                <Skeleton className="h-5 w-48" />
                <Skeleton className="h-4 w-36" />
              </div>
              <Skeleton className="h-6 w-20" />
            </div>
            <Skeleton className="h-16 w-full" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
