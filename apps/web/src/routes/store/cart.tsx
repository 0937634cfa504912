import { ArrowLeftIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { useAuth } from '@/features/auth/auth-context';
import { useClearCart } from '@/features/cart/api/clear-cart';
import { useBudget } from '@/features/cart/api/get-budget';
import { orderingClosedReason, useCart } from '@/features/cart/api/get-cart';
import { usePlaceOrder } from '@/features/cart/api/place-order';
import { CartLines, useBusyLines } from '@/features/cart/components/cart-lines';
import { CartEmpty, CartError, CartSkeleton, CartUnavailable } from '@/features/cart/components/cart-states';
import { CheckoutDetails } from '@/features/cart/components/checkout-details';
import { OrderSummary } from '@/features/cart/components/order-summary';
import { useCheckoutDetails } from '@/features/cart/components/use-checkout-details';
import { getErrorMessage } from '@/lib/api-client';

/** /store/cart (spec section 2, Cart): the lines, the checkout details, the order summary and checkout. */
export default function StoreCartRoute() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const cartQuery = useCart();
  const clear = useClearCart();
  const placeOrder = usePlaceOrder();
  const details = useCheckoutDetails();
  const budget = useBudget();
  const { anyBusy, onSavingChange } = useBusyLines();

  // A 403 is no failure to retry: the user may not order and the server says why. It also hides a
  // cart loaded before (the store was deactivated while the page was open).
  const closedReason = cartQuery.isError ? orderingClosedReason(cartQuery.error) : undefined;
  const cart = closedReason ? undefined : cartQuery.data;
  const items = cart?.items ?? [];
  const count = cart?.count ?? 0;

  // Spec section 5: checkout does nothing without a user or with an empty cart.
  const checkout = () => {
    if (!user || !cart || cart.items.length === 0) return;
    const checkoutDetails = details.validate();
    if (!checkoutDetails) return;
    placeOrder.checkout(
      {
        storeId: cart.store?.id,
        products: cart.items.map(({ product, quantity }) => ({
          id: product.id,
          name: product.name,
          price: product.price,
          quantity,
        })),
        details: checkoutDetails,
      },
      { onSuccess: () => navigate('/store/orders'), onError: details.showServerErrors },
    );
  };

  const showError = cartQuery.isError && !cartQuery.isFetching && !cart && !closedReason;

  return (
    <>
      <title>Cart · MS Portal</title>
      <PageHeader
        title="Shopping Cart"
        description={
          cart && items.length > 0
            ? `${count} ${count === 1 ? 'item' : 'items'} ready to order${cart.store ? ` for ${cart.store.name}` : ''}`
            : 'Review the items in your cart.'
        }
        actions={
          <Button variant="outline" asChild>
            <Link to="/store">
              <ArrowLeftIcon aria-hidden />
              Continue Shopping
            </Link>
          </Button>
        }
      />
      {cartQuery.isPending && !showError && <CartSkeleton />}
      {closedReason && <CartUnavailable message={closedReason} />}
      {showError && (
        <CartError
          message={getErrorMessage(cartQuery.error, 'Failed to load your cart')}
          onRetry={() => cartQuery.refetch()}
        />
      )}
      {cart && items.length === 0 && <CartEmpty />}
      {cart && items.length > 0 && (
        <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="grid min-w-0 gap-6">
            <CartLines
              items={items}
              locked={placeOrder.isPending || clear.isPending}
              onSavingChange={onSavingChange}
            />
            <CheckoutDetails
              store={cart.store}
              values={details.values}
              errors={details.errors}
              onChange={details.change}
              disabled={placeOrder.isPending}
            />
          </div>
          <OrderSummary
            cart={cart}
            onCheckout={checkout}
            checkingOut={placeOrder.isPending}
            onClear={() => clear.mutate()}
            clearing={clear.isPending}
            saving={anyBusy}
            budget={budget.data}
          />
        </div>
      )}
    </>
  );
}
