import type { DashboardRecentOrder } from '@portal/contract';
import { ArrowRightIcon, ChevronRightIcon, InboxIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { formatDate } from '@/lib/format';
import { DashboardStatusBadge } from './dashboard-status-badge';

const itemsText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** 'Recent Orders': the 5 newest, each opening its order (spec section 2). */
export function RecentOrdersCard({ orders }: { orders: DashboardRecentOrder[] }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2">Recent Orders</CardTitle>
        <CardDescription>The newest orders across all stores</CardDescription>
        <CardAction>
          <Button asChild variant="ghost" size="sm">
            <Link to="/admin/orders" aria-label="View all orders">
              View all
              <ArrowRightIcon aria-hidden />
            </Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {orders.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-muted-foreground text-sm">
            <InboxIcon aria-hidden className="size-8 opacity-60" />
            No orders yet
          </div>
        ) : (
          <ul aria-label="Recent orders" className="-mx-2 grid grid-cols-1 gap-1">
            {orders.map((order) => (
              <li key={order.id}>
                <Link
                  to={`/admin/orders/${order.id}`}
                  className="flex items-center gap-3 rounded-lg px-2 py-2.5 outline-none transition-colors hover:bg-muted/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-sm">{order.store_name ?? 'No store'}</p>
                    <p className="truncate text-muted-foreground text-xs">
                      {itemsText(order.items_count)} · {order.user_name}
                    </p>
                    <p className="truncate text-muted-foreground text-xs">
                      <span className="font-mono">{order.order_number}</span> · {formatDate(order.created_at)}
                    </p>
                  </div>
                  <DashboardStatusBadge status={order.status} />
                  <ChevronRightIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
