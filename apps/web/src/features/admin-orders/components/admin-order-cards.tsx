import type { AdminOrderListItem } from '@portal/contract';
import { CalendarDaysIcon, ChevronRightIcon, PackageIcon, StoreIcon } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { formatDate, formatMoney } from '@/lib/format';
import { itemCountText, orderPath } from './order-labels';
import { OrderStatusBadge } from './order-status-badge';

/** The order list below 768 px: one tappable card per order. */
export function AdminOrderCards({ orders }: { orders: AdminOrderListItem[] }) {
  return (
    <ul aria-label="Orders" className="grid grid-cols-1 gap-3">
      {orders.map((order) => (
        <li key={order.id}>
          <Link
            to={orderPath(order.id)}
            className="block rounded-lg border bg-card p-4 outline-none transition-colors hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="break-all font-medium font-mono text-sm">{order.order_number}</p>
                <p className="truncate text-sm">{order.user_name}</p>
                <p className="truncate text-muted-foreground text-xs">{order.user_email}</p>
              </div>
              <OrderStatusBadge status={order.status} />
            </div>
            <div className="mt-3 grid grid-cols-1 gap-1.5 text-muted-foreground text-sm">
              <span className="flex min-w-0 items-center gap-2">
                <StoreIcon aria-hidden className="size-4 shrink-0" />
                <span className="truncate">{order.store_name ?? 'No store'}</span>
              </span>
              <span className="flex items-center gap-2">
                <PackageIcon aria-hidden className="size-4 shrink-0" />
                {itemCountText(order.items_count)} · {formatMoney(order.total_amount)}
              </span>
              <span className="flex items-center justify-between gap-2">
                <span className="flex items-center gap-2">
                  <CalendarDaysIcon aria-hidden className="size-4 shrink-0" />
                  {formatDate(order.created_at)}
                </span>
                <ChevronRightIcon aria-hidden className="size-4 shrink-0" />
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
