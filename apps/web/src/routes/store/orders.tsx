import type { MemberOrder } from '@portal/contract';
import { AlertCircleIcon, RefreshCwIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCancelOrder } from '@/features/orders/api/cancel-order';
import { MY_ORDERS_PAGE_SIZE, useMyOrders } from '@/features/orders/api/get-my-orders';
import { useRestoreOrderToCart } from '@/features/orders/api/restore-order-to-cart';
import { CancelOrderDialog } from '@/features/orders/components/cancel-order-dialog';
import { OrderActionError } from '@/features/orders/components/order-action-error';
import type { OrderCardActions } from '@/features/orders/components/order-card';
import { OrderList, OrdersEmptyState, OrdersSkeleton } from '@/features/orders/components/order-list';
import {
  OrderStatusFilter,
  type OrderStatusFilterValue,
} from '@/features/orders/components/order-status-filter';
import { OrdersPagination } from '@/features/orders/components/orders-pagination';
import { getErrorMessage } from '@/lib/api-client';

/** /store/orders: the signed-in member's orders (spec section 2, My Orders). */
export default function StoreOrdersRoute() {
  const [status, setStatus] = useState<OrderStatusFilterValue>('all');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<MemberOrder | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const query = useMyOrders({
    page,
    limit: MY_ORDERS_PAGE_SIZE,
    status: status === 'all' ? undefined : status,
  });
  const cancel = useCancelOrder();
  const restore = useRestoreOrderToCart();

  const orders = query.data?.orders ?? [];
  const pagination = query.data?.pagination;

  // A cancel can empty the last page of a filtered list: step back to the new last page.
  useEffect(() => {
    if (pagination && pagination.pages > 0 && page > pagination.pages) setPage(pagination.pages);
  }, [pagination, page]);

  const changeStatus = (next: OrderStatusFilterValue) => {
    setStatus(next);
    setPage(1);
  };

  const confirmCancel = () => {
    if (!confirming) return;
    setActionError(null);
    cancel.mutate(confirming.id, {
      onError: (error) => setActionError(getErrorMessage(error, 'Failed to cancel order')),
    });
    setConfirming(null);
  };

  const restoreOrder = (order: MemberOrder) => {
    setActionError(null);
    restore.mutate(order.id, {
      onError: (error) => setActionError(getErrorMessage(error, 'Failed to restore order to cart')),
    });
  };

  const busy: OrderCardActions['busy'] = cancel.isPending
    ? { id: cancel.variables, action: 'cancel' }
    : restore.isPending
      ? { id: restore.variables, action: 'restore' }
      : null;

  const showError = query.isError && !query.isFetching;
  const loading = query.isPending && !showError;

  return (
    <>
      <title>My Orders · MS Portal</title>
      <PageHeader
        title="My Orders"
        description="Track the orders you have placed and their approval status."
        actions={
          <Button variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
            <RefreshCwIcon aria-hidden className={query.isFetching ? 'animate-spin' : undefined} />
            Refresh
          </Button>
        }
      />
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <OrderStatusFilter value={status} onChange={changeStatus} />
          <div aria-live="polite" className="text-muted-foreground text-sm">
            {query.isFetching && !query.isPending && (
              <span className="inline-flex items-center gap-2">
                <Spinner />
                Updating results...
              </span>
            )}
          </div>
        </div>
        <OrderActionError message={actionError} onDismiss={() => setActionError(null)} />
        {showError && (
          <Alert variant="destructive">
            <AlertCircleIcon aria-hidden />
            <AlertTitle>Failed to load orders</AlertTitle>
            <AlertDescription>
              <p>{query.error.message}</p>
              <Button variant="outline" size="sm" className="mt-1" onClick={() => query.refetch()}>
                Try Again
              </Button>
            </AlertDescription>
          </Alert>
        )}
        {loading && <OrdersSkeleton />}
        {query.data &&
          !showError &&
          (orders.length === 0 ? (
            <OrdersEmptyState
              status={status === 'all' ? null : status}
              onShowAll={() => changeStatus('all')}
            />
          ) : (
            <OrderList
              orders={orders}
              busy={busy}
              onCancel={(order) => setConfirming(order)}
              onRestore={restoreOrder}
            />
          ))}
        {pagination && orders.length > 0 && (
          <OrdersPagination
            page={page}
            pages={pagination.pages}
            total={pagination.total}
            limit={pagination.limit}
            onPageChange={(next) => {
              setPage(next);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        )}
      </div>
      <CancelOrderDialog
        orderNumber={confirming?.order_number ?? null}
        onConfirm={confirmCancel}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
