import type { CheckoutBody, DeliveryAddress, OrderPlaced } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { ApiError, api } from '@/lib/api-client';
import { toastError, toastSuccess } from '@/lib/toast';
import { cartKeys } from './cart-keys';
import { newIdempotencyKey } from './idempotency-key';

export type CheckoutLine = { id: number; name: string; price: number; quantity: number };

/** What the buyer adds at checkout (issue 20); null leaves a field out (the store's address). */
export type CheckoutDetails = {
  po_number: string | null;
  notes: string | null;
  shipping_address: DeliveryAddress | null;
  requested_delivery_date: string | null;
};

export type PlaceOrderInput = {
  /** The member's own store; the server orders for it whatever is sent (spec section 7 body). */
  storeId?: number | null;
  products: CheckoutLine[];
  details: CheckoutDetails;
};

export const PLACE_ORDER_ERROR_TITLE = 'Error placing order';
export const PLACE_ORDER_FALLBACK = 'Failed to place order. Please try again.';

/** The orders resource's root key, repeated here (features do not import each other). */
const ORDERS_ROOT_KEY = ['orders'] as const;

/**
 * POST /orders/from-cart with an Idempotency-Key header: a retry with the same key returns the
 * order of the first attempt instead of placing a second one.
 */
export async function placeOrderFromCart(
  { storeId, products, details }: PlaceOrderInput,
  idempotencyKey: string,
): Promise<{ order: OrderPlaced; message?: string }> {
  const body: CheckoutBody = { store_id: storeId ?? undefined, products, ...details };
  const response = await api.post<OrderPlaced>('/orders/from-cart', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return { order: response.data, message: response.message };
}

/** A refusal the member can act on (out of stock, a field to correct) is shown as the server words it. */
export function placeOrderErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.serverMessage) {
    return error.serverMessage;
  }
  return PLACE_ORDER_FALLBACK;
}

/**
 * Checkout. One Idempotency-Key per attempt: kept while an attempt may have reached the server
 * (network failure, server error) so that trying again cannot order twice, and replaced after a
 * success or a definite refusal. `checkout` ignores calls while one is in flight (double click).
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const keyRef = useRef<string | null>(null);
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (input: PlaceOrderInput) => {
      keyRef.current ??= newIdempotencyKey();
      return placeOrderFromCart(input, keyRef.current);
    },
    meta: { suppressErrorToast: true },
    onSuccess: ({ order }) => {
      keyRef.current = null;
      toastSuccess(
        'Order placed successfully!',
        `Order #${order.order_number} has been submitted for approval`,
      );
      // Not awaited: the screen moves on to My Orders at once, which loads the fresh list.
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: ORDERS_ROOT_KEY });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) keyRef.current = null;
      toastError(placeOrderErrorMessage(error), PLACE_ORDER_ERROR_TITLE);
      // The cart may have changed under the member (a product went out of stock, say).
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
  const { mutate } = mutation;

  const checkout = useCallback(
    (
      input: PlaceOrderInput,
      options?: { onSuccess?: (order: OrderPlaced) => void; onError?: (error: Error) => void },
    ) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutate(input, {
        onSuccess: ({ order }) => options?.onSuccess?.(order),
        onError: (error) => options?.onError?.(error),
        onSettled: () => {
          inFlight.current = false;
        },
      });
    },
    [mutate],
  );

  return { ...mutation, checkout };
}
