import { ArrowLeftIcon, RefreshCwIcon } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { useAdminOrder } from '@/features/admin-orders/api/get-admin-order';
import { OrderDetailError } from '@/features/admin-orders/components/order-detail-error';
import { OrderDetailView } from '@/features/admin-orders/components/order-detail-view';
import { EntityHistory } from '@/features/audit/components/entity-history';
import { OrderCheckoutDetails } from '@/features/orders/components/order-checkout-details';
import { OrderProgress } from '@/features/orders/components/order-progress';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

const ORDER_NOT_FOUND = 'Order not found';

/** The order id of the address, or null when it cannot be one (then nothing is fetched). */
function parseOrderId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** /admin/orders/:orderId (spec section 2, Admin order detail). */
export default function AdminOrderDetailRoute() {
  const { orderId } = useParams();
  const navigate = useNavigate();
  const id = parseOrderId(orderId);
  const query = useAdminOrder(id);
  const order = query.data;

  // Back to where the admin came from; straight to the list when the page was opened directly.
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/admin/orders');
  };

  const redirecting = query.error instanceof ApiError && query.error.handled;
  const failed = id === null || (query.isError && !query.isFetching && !order && !redirecting);
  const message = id === null ? ORDER_NOT_FOUND : getErrorMessage(query.error, ORDER_NOT_FOUND);

  return (
    <>
      <title>{order ? `Order #${order.order_number} · MS Portal` : 'Order details · MS Portal'}</title>
      <div className="mb-4 flex items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={goBack} className="-ml-2">
          <ArrowLeftIcon aria-hidden />
          Back
        </Button>
        {id !== null && (
          <Button variant="outline" size="sm" onClick={() => query.refetch()} disabled={query.isFetching}>
            <RefreshCwIcon aria-hidden className={cn(query.isFetching && 'animate-spin')} />
            Refresh
          </Button>
        )}
      </div>
      {order ? (
        <>
          <PageHeader
            title={<span className="break-all">Order #{order.order_number}</span>}
            description={`Placed by ${order.user_name}${order.store_name ? ` for ${order.store_name}` : ''}`}
          />
          {/* The progress and checkout details are My Orders' own: the same words on both screens. */}
          <OrderDetailView
            order={order}
            progress={<OrderProgress order={order} />}
            checkout={<OrderCheckoutDetails order={order} withAddress={false} />}
            history={
              <Card className="px-6">
                {/* A decision made here adds an entry: a new status mounts the history again, and
                    a new mount asks the log again (it is never fresh for long: staleTime 0). */}
                <EntityHistory key={order.status} entity="order" entityId={order.id} headingLevel={2} />
              </Card>
            }
          />
        </>
      ) : failed ? (
        <OrderDetailError
          message={message}
          onRetry={() => (id === null ? undefined : query.refetch())}
          onBack={goBack}
        />
      ) : (
        <LoadingState text="Loading order details..." />
      )}
    </>
  );
}
