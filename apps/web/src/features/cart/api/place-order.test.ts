import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { newIdempotencyKey } from './idempotency-key';
import { PLACE_ORDER_FALLBACK, placeOrderErrorMessage, placeOrderFromCart } from './place-order';

const NO_DETAILS = { po_number: null, notes: null, shipping_address: null, requested_delivery_date: null };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('placeOrderFromCart', () => {
  it('sends the Idempotency-Key header and reads data.order_number', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json(
        {
          success: true,
          message: 'Order placed successfully',
          data: { id: 7, order_number: 'ST0001-100007' },
        },
        { status: 201 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { order } = await placeOrderFromCart({ storeId: 3, products: [], details: NO_DETAILS }, 'key-1');
    expect(order.order_number).toBe('ST0001-100007');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/orders/from-cart');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-1');
    expect(JSON.parse(String(init.body))).toEqual({ store_id: 3, products: [], ...NO_DETAILS });
  });

  it('turns a refusal into an ApiError with the server message', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ success: false, message: 'These products are out of stock: Battery' }, { status: 409 }),
    );
    const failure = placeOrderFromCart({ products: [], details: NO_DETAILS }, 'key-2');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 409 });
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(placeOrderFromCart({ products: [], details: NO_DETAILS }, 'key-3')).rejects.toMatchObject({
      status: 0,
    });
  });
});

describe('placeOrderErrorMessage', () => {
  it("shows the server's reason for a refusal", () => {
    const error = new ApiError({
      status: 409,
      body: { message: 'These products are out of stock: Battery' },
    });
    expect(placeOrderErrorMessage(error)).toBe('These products are out of stock: Battery');
  });

  it('falls back to the spec text for server failures, network errors and silent refusals', () => {
    expect(placeOrderErrorMessage(new ApiError({ status: 500, body: { message: 'boom' } }))).toBe(
      PLACE_ORDER_FALLBACK,
    );
    expect(placeOrderErrorMessage(new ApiError({ status: 0 }))).toBe(PLACE_ORDER_FALLBACK);
    expect(placeOrderErrorMessage(new ApiError({ status: 400 }))).toBe(PLACE_ORDER_FALLBACK);
    expect(placeOrderErrorMessage(new Error('x'))).toBe('Failed to place order. Please try again.');
  });
});

describe('newIdempotencyKey', () => {
  it('is a fresh v4 UUID each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(UUID);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('still works where crypto.randomUUID is missing (plain http)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const key = newIdempotencyKey();
    expect(key).toMatch(UUID);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
