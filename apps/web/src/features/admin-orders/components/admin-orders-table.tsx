import type { AdminOrderListItem } from '@portal/contract';
import { EyeIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import type { OrderSelection } from '../hooks/use-order-selection';
import { itemCountText, orderPath } from './order-labels';
import { OrderSelectCheckbox, SelectAllCheckbox } from './order-select-checkbox';
import { OrderStatusBadge } from './order-status-badge';

type AdminOrdersTableProps = {
  orders: AdminOrderListItem[];
  /** Row checkboxes for bulk decisions (issue 22). */
  selection?: OrderSelection;
};

/**
 * The order list on wide screens. A click anywhere on a row opens the order; keyboard users reach
 * the same page through the row's View link (Enter opens it). The checkbox cell does not open it.
 */
export function AdminOrdersTable({ orders, selection }: AdminOrdersTableProps) {
  const navigate = useNavigate();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {selection && (
            <TableHead className="w-10 pr-0">
              <SelectAllCheckbox selection={selection} />
            </TableHead>
          )}
          <TableHead>Order #</TableHead>
          <TableHead>Member</TableHead>
          <TableHead>Store</TableHead>
          <TableHead>Items</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Date</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((order) => (
          <TableRow
            key={order.id}
            className="cursor-pointer"
            data-testid="order-row"
            data-state={selection?.isSelected(order.id) ? 'selected' : undefined}
            onClick={() => navigate(orderPath(order.id))}
          >
            {selection && (
              // A click beside the small box must not open the order.
              <TableCell className="w-10 cursor-default pr-0" onClick={(event) => event.stopPropagation()}>
                <OrderSelectCheckbox order={order} selection={selection} />
              </TableCell>
            )}
            <TableCell className="font-medium font-mono text-xs">{order.order_number}</TableCell>
            <TableCell>
              <div className="max-w-48 truncate font-medium">{order.user_name}</div>
              <div className="max-w-48 truncate text-muted-foreground text-xs">{order.user_email}</div>
            </TableCell>
            <TableCell className="max-w-48 truncate">
              {order.store_name ?? <span className="text-muted-foreground">No store</span>}
            </TableCell>
            <TableCell>
              <div>{itemCountText(order.items_count)}</div>
              <div className="text-muted-foreground text-xs tabular-nums">
                {formatMoney(order.total_amount)}
              </div>
            </TableCell>
            <TableCell>
              <OrderStatusBadge status={order.status} />
            </TableCell>
            <TableCell className="text-muted-foreground">
              <time dateTime={order.created_at} title={formatDateTime(order.created_at)}>
                {formatDate(order.created_at)}
              </time>
            </TableCell>
            <TableCell className="text-right">
              <Button asChild variant="ghost" size="sm">
                <Link
                  to={orderPath(order.id)}
                  aria-label={`View order ${order.order_number}`}
                  // The row's own click would navigate a second time.
                  onClick={(event) => event.stopPropagation()}
                >
                  <EyeIcon aria-hidden />
                  View
                </Link>
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
