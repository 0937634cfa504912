import type { OrderPlaced } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { type ApiEnvelope, ApiError, buildUrl, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { readStoredToken } from '@/lib/auth-token';
import { toastError, toastSuccess } from '@/lib/toast';
import { newIdempotencyKey } from './idempotency-key';
import { CART_ROOT_KEY, orderKeys } from './order-keys';

export type CheckoutLine = { id: number; name: string; price: number; quantity: number };
export type PlaceOrderInput = {
  /** The member's own store; the server orders for it whatever is sent (spec section 7 body). */
  storeId?: number | null;
  products: CheckoutLine[];
};

export const PLACE_ORDER_ERROR_TITLE = 'Error placing order';
export const PLACE_ORDER_FALLBACK = 'Failed to place order. Please try again.';

/**
 * POST /orders/from-cart with an Idempotency-Key header: a retry with the same key returns the
 * order of the first attempt instead of placing a second one. The shared api client sends no
 * custom headers, hence this small request of its own (same token, same error shape).
 */
export async function placeOrderFromCart(
  { storeId, products }: PlaceOrderInput,
  idempotencyKey: string,
): Promise<{ order: OrderPlaced; message?: string }> {
  const token = readStoredToken();
  let response: Response;
  try {
    response = await fetch(buildUrl('/orders/from-cart'), {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ store_id: storeId ?? undefined, products }),
    });
  } catch (error) {
    throw new ApiError({ status: 0, clientMessage: NETWORK_ERROR_MESSAGE, cause: error });
  }
  const body = (await response.json().catch(() => undefined)) as ApiEnvelope<OrderPlaced> | undefined;
  if (!response.ok || !body || body.success !== true) {
    throw new ApiError({ status: response.status, body, clientMessage: PLACE_ORDER_FALLBACK });
  }
  return { order: body.data, message: body.message };
}

/** A refusal the member can act on (out of stock, empty cart) is shown as the server words it. */
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
export function usePlaceOrderFromCart() {
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
      void queryClient.invalidateQueries({ queryKey: CART_ROOT_KEY });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) keyRef.current = null;
      toastError(placeOrderErrorMessage(error), PLACE_ORDER_ERROR_TITLE);
      // The cart may have changed under the member (a product went out of stock, say).
      void queryClient.invalidateQueries({ queryKey: CART_ROOT_KEY });
    },
  });
  const { mutate } = mutation;

  const checkout = useCallback(
    (input: PlaceOrderInput, options?: { onSuccess?: (order: OrderPlaced) => void }) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutate(input, {
        onSuccess: ({ order }) => options?.onSuccess?.(order),
        onSettled: () => {
          inFlight.current = false;
        },
      });
    },
    [mutate],
  );

  return { ...mutation, checkout };
}
