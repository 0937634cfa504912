import type { OrderPagination } from '@portal/contract';
import { InboxIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { pageRange } from '@/lib/pagination';
import { useIsMobile } from '@/lib/use-media-query';
import type { AdminOrderList } from '../api/get-admin-orders';
import type { OrderSelection } from '../hooks/use-order-selection';
import { AdminOrderCards } from './admin-order-cards';
import { AdminOrdersTable } from './admin-orders-table';
import { BULK_ONLY_PENDING, isBulkSelectable } from './bulk-labels';
import { BULK_HINT_ID } from './order-select-checkbox';

type AdminOrdersSectionProps = {
  data: AdminOrderList | undefined;
  /** A newer page or filter is loading while the previous one stays on screen. */
  updating: boolean;
  /** A search or status filter is applied (decides the empty text). */
  filtered: boolean;
  /** With the pagination on screen, whose cursors make Next and Previous fast (issue 24). */
  onPageChange: (page: number, pagination: OrderPagination) => void;
  /** Checkboxes for bulk approval (issue 22). */
  selection?: OrderSelection;
};

/**
 * 'Showing 11-20 of 42 orders'; when a search matched more orders than the server counts (issue
 * 24, total_is_estimate), the total is the least there are: 'Showing 1-10 of 1,000+ orders'.
 */
export function showingText(page: number, limit: number, total: number, estimate = false): string {
  const { from, to } = pageRange(page, limit, total);
  return `Showing ${from}-${to} of ${countText(total, estimate)} orders`;
}

const countText = (total: number, estimate: boolean) =>
  estimate ? `${total.toLocaleString('en-US')}+` : `${total}`;

/** 'Orders (count)' with the table (or cards on phones), the empty texts and the page buttons. */
export function AdminOrdersSection({
  data,
  updating,
  filtered,
  onPageChange,
  selection,
}: AdminOrdersSectionProps) {
  const isMobile = useIsMobile();
  if (!data) return <OrdersSkeleton />;
  const { orders, pagination } = data;
  const estimate = pagination.total_is_estimate === true;
  // Says why some boxes are disabled; the disabled boxes point at it.
  const someDecided = selection && orders.some((order) => !isBulkSelectable(order));
  return (
    <Card className="gap-4" aria-busy={updating}>
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <div className="space-y-1.5">
          <CardTitle as="h2">Orders ({countText(pagination.total, estimate)})</CardTitle>
          {orders.length > 0 && (
            <CardDescription aria-live="polite">
              {showingText(pagination.page, pagination.limit, pagination.total, estimate)}
            </CardDescription>
          )}
          {someDecided && (
            <CardDescription id={BULK_HINT_ID} className="text-xs">
              {BULK_ONLY_PENDING}
            </CardDescription>
          )}
        </div>
        {updating && (
          <span className="inline-flex items-center gap-2 text-muted-foreground text-sm">
            <Spinner />
            Updating...
          </span>
        )}
      </CardHeader>
      <CardContent className={isMobile ? undefined : 'px-0'}>
        {orders.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-12 text-center text-muted-foreground">
            <InboxIcon aria-hidden className="size-10 opacity-60" />
            <p className="font-medium">
              {filtered ? 'No orders match your search criteria' : 'No orders found'}
            </p>
          </div>
        ) : isMobile ? (
          <AdminOrderCards orders={orders} selection={selection} />
        ) : (
          <div className="border-t">
            <AdminOrdersTable orders={orders} selection={selection} />
          </div>
        )}
      </CardContent>
      {pagination.pages > 1 && (
        <div className="px-4">
          <Pagination
            page={pagination.page}
            pages={pagination.pages}
            label="Order pages"
            onPageChange={(page) => onPageChange(page, pagination)}
          />
        </div>
      )}
    </Card>
  );
}

function OrdersSkeleton() {
  return (
    <Card className="gap-4" aria-busy>
      <CardHeader>
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-4 w-48" />
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        <span className="sr-only" role="status">
          Loading orders...
        </span>
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </CardContent>
    </Card>
  );
}
