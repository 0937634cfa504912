import type { MemberOrder, OrderDetail } from '@portal/contract';
import { RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { ListError } from '@/components/list-page/list-states';
import { useKeepPageInRange } from '@/components/list-page/use-list-page';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { AddToListButton } from '@/features/lists/components/add-to-list-dialog';
import { useCancelOrder } from '@/features/orders/api/cancel-order';
import { MY_ORDERS_PAGE_SIZE, useMyOrders } from '@/features/orders/api/get-my-orders';
import { type ReorderResult, useReorderOrder } from '@/features/orders/api/reorder-order';
import { useRestoreOrderToCart } from '@/features/orders/api/restore-order-to-cart';
import { CancelOrderDialog } from '@/features/orders/components/cancel-order-dialog';
import { ExportMyOrdersButton } from '@/features/orders/components/export-my-orders-button';
import { LinkedOrder } from '@/features/orders/components/linked-order';
import { OrderActionError } from '@/features/orders/components/order-action-error';
import type { OrderCardActions } from '@/features/orders/components/order-card';
import { OrderList, OrdersEmptyState, OrdersSkeleton } from '@/features/orders/components/order-list';
import {
  OrderStatusFilter,
  type OrderStatusFilterValue,
} from '@/features/orders/components/order-status-filter';
import { ReorderReportDialog } from '@/features/orders/components/reorder-report-dialog';
import { getErrorMessage } from '@/lib/api-client';

/** Spec section 9: My Orders shows up to 7 page buttons. */
const MY_ORDERS_PAGE_BUTTONS = 7;

/** The order a link names (?order=ID, as the notification e-mails send), or null. */
function linkedOrderIdOf(params: URLSearchParams): number | null {
  const value = params.get('order');
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2147483647 ? id : null;
}

/** 'Add these lines to a list' on an order's details: its products with their quantities. */
function addLinesToList(order: OrderDetail) {
  const products = order.items.flatMap((item) =>
    item.product_id === null
      ? []
      : [{ id: item.product_id, name: item.display_name ?? item.product_name, quantity: item.quantity }],
  );
  return <AddToListButton products={products} label="Add these lines to a list" size="sm" />;
}

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
  const reorder = useReorderOrder();
  const [report, setReport] = useState<{ orderNumber: string; result: ReorderResult } | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedOrderId = linkedOrderIdOf(searchParams);

  const orders = query.data?.orders ?? [];
  const pagination = query.data?.pagination;

  // A cancel can empty the last page of a filtered list: step back to the new last page.
  useKeepPageInRange(page, pagination?.pages, setPage);

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

  const reorderOrder = (order: { id: number; order_number: string }) => {
    setActionError(null);
    reorder.mutate(order.id, {
      onSuccess: (result) => setReport({ orderNumber: order.order_number, result }),
      onError: (error) => setActionError(getErrorMessage(error, 'Failed to order again')),
    });
  };

  const closeLinkedOrder = () =>
    setSearchParams(
      (params) => {
        params.delete('order');
        return params;
      },
      { replace: true },
    );

  const busy: OrderCardActions['busy'] = cancel.isPending
    ? { id: cancel.variables, action: 'cancel' }
    : restore.isPending
      ? { id: restore.variables, action: 'restore' }
      : reorder.isPending
        ? { id: reorder.variables, action: 'reorder' }
        : null;
  // The linked order is among the cards shown: its card opens; else it shows on its own above them.
  const linkedOnPage = orders.some((order) => order.id === linkedOrderId);

  const showError = query.isError && !query.isFetching;
  const loading = query.isPending && !showError;

  return (
    <>
      <title>My Orders · MS Portal</title>
      <PageHeader
        title="My Orders"
        description="Track the orders you have placed and their approval status."
        actions={
          <>
            <ExportMyOrdersButton status={status === 'all' ? undefined : status} />
            <Button variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
              <RefreshCwIcon aria-hidden className={query.isFetching ? 'animate-spin' : undefined} />
              Refresh
            </Button>
          </>
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
        {linkedOrderId !== null && query.data && !linkedOnPage && (
          <LinkedOrder
            orderId={linkedOrderId}
            onClose={closeLinkedOrder}
            onReorder={reorderOrder}
            reordering={reorder.isPending && reorder.variables === linkedOrderId}
            actions={addLinesToList}
          />
        )}
        {showError && (
          <ListError
            title="Failed to load orders"
            message={query.error.message}
            onRetry={() => query.refetch()}
          />
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
              onReorder={reorderOrder}
              detailActions={addLinesToList}
              linkedOrderId={linkedOrderId}
            />
          ))}
        {pagination && pagination.pages > 1 && orders.length > 0 && (
          <Pagination
            page={page}
            pages={pagination.pages}
            summary={{ total: pagination.total, limit: pagination.limit, noun: 'orders' }}
            label="Order pages"
            maxButtons={MY_ORDERS_PAGE_BUTTONS}
            rowFrom="lg"
            className="border-t pt-4"
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
      <ReorderReportDialog report={report} onClose={() => setReport(null)} />
    </>
  );
}
