import type { AdminOrderListItem } from '@portal/contract';
import { CalendarDaysIcon, ChevronRightIcon, PackageIcon, StoreIcon } from 'lucide-react';
import { Label } from '@/components/ui/label';
import { Link } from '@/components/ui/link';
import { cn } from '@/lib/cn';
import { formatDate, formatMoney } from '@/lib/format';
import type { OrderSelection } from '../hooks/use-order-selection';
import { itemCountText, orderPath } from './order-labels';
import { OrderSelectCheckbox, SelectAllCheckbox } from './order-select-checkbox';
import { OrderStatusBadge } from './order-status-badge';

type AdminOrderCardsProps = {
  orders: AdminOrderListItem[];
  /** A checkbox beside each card for bulk decisions (issue 22). */
  selection?: OrderSelection;
};

/** The order list below 768 px: one tappable card per order, its checkbox outside the link. */
export function AdminOrderCards({ orders, selection }: AdminOrderCardsProps) {
  return (
    <div className="grid grid-cols-1 gap-3">
      {selection && (
        <div className="flex items-center gap-3 px-4">
          <SelectAllCheckbox selection={selection} id="orders-select-all" />
          <Label htmlFor="orders-select-all" className="py-1">
            Select all on this page
          </Label>
        </div>
      )}
      <ul aria-label="Orders" className="grid grid-cols-1 gap-3">
        {orders.map((order) => (
          <li
            key={order.id}
            className={cn(
              'flex rounded-lg border bg-card',
              selection?.isSelected(order.id) && 'border-primary bg-muted/40',
            )}
          >
            {selection && (
              <div className="pt-4 pr-2 pl-4">
                <OrderSelectCheckbox order={order} selection={selection} />
              </div>
            )}
            <OrderCardLink order={order} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function OrderCardLink({ order }: { order: AdminOrderListItem }) {
  return (
    <Link
      to={orderPath(order.id)}
      className="block min-w-0 flex-1 rounded-lg p-4 outline-none transition-colors hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
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
  );
}
