import { httpCall } from './spawn-server';

// Buyers shopping over HTTP. Each buyer works alone on their own cart, one call at a time, so
// the answers tell exactly what the cart holds; the one call cut off by a crash is remembered
// as unknown (it may or may not have been committed).

export type Placed = { orderId: number; orderNumber: string; key: string; items: Map<number, number> };

export type Unknown =
  | { kind: 'add'; productId: number; before: number; after: number }
  | { kind: 'checkout'; key: string; items: Map<number, number> };

export type Buyer = {
  id: number;
  email: string;
  token: string;
  /** The cart as the answers reported it: product id -> quantity. */
  cart: Map<number, number>;
  placed: Placed[];
  unknown?: Unknown;
  keys: number;
};

export type Load = {
  /** Acknowledged checkouts so far, across buyers. */
  placedCount(): number;
  stop(): void;
  /** Resolves when every buyer has stopped (after stop() or a failed call). */
  done: Promise<void>;
  /** Answers that should never happen (any status but the expected one). */
  wrongAnswers: string[];
};

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

export function startLoad(port: () => number, buyers: Buyer[], productIds: readonly number[]): Load {
  let stopped = false;
  let placed = 0;
  const wrongAnswers: string[] = [];

  async function shop(buyer: Buyer) {
    while (!stopped) {
      const lines = 1 + Math.floor(Math.random() * 3);
      for (let i = 0; i < lines && !stopped; i += 1) {
        const productId = pick(productIds);
        const quantity = 1 + Math.floor(Math.random() * 5);
        const before = buyer.cart.get(productId) ?? 0;
        buyer.unknown = { kind: 'add', productId, before, after: Math.min(before + quantity, 99) };
        const res = await httpCall(port(), '/api/user/cart', {
          method: 'POST',
          token: buyer.token,
          body: { product_id: productId, quantity },
        });
        buyer.unknown = undefined;
        if (res.status !== 200) throw new Error(`add to cart: ${res.status} ${JSON.stringify(res.body)}`);
        buyer.cart.set(productId, res.body.data.quantity);
      }
      if (stopped) return;
      buyer.keys += 1;
      const key = `crash-${buyer.id}-${buyer.keys}`;
      buyer.unknown = { kind: 'checkout', key, items: new Map(buyer.cart) };
      const res = await httpCall(port(), '/api/orders/from-cart', {
        method: 'POST',
        token: buyer.token,
        headers: { 'idempotency-key': key },
        body: {},
      });
      buyer.unknown = undefined;
      if (res.status !== 201) throw new Error(`checkout: ${res.status} ${JSON.stringify(res.body)}`);
      recordPlaced(buyer, key, res.body.data);
      placed += 1;
    }
  }

  const done = Promise.all(
    buyers.map((buyer) =>
      shop(buyer).catch((error: Error) => {
        // A call cut off by the crash has no answer (connection reset or refused): expected.
        // An answer with a wrong status is a finding.
        if (!/socket hang up|ECONNRESET|ECONNREFUSED|EPIPE/.test(String(error.message))) {
          wrongAnswers.push(`${buyer.email}: ${error.message}`);
          buyer.unknown = undefined;
        }
      }),
    ),
  ).then(() => undefined);

  return {
    placedCount: () => placed,
    stop: () => {
      stopped = true;
    },
    done,
    wrongAnswers,
  };
}

/** A 2xx checkout: the order must hold what the cart held, and the cart starts over empty. */
export function recordPlaced(buyer: Buyer, key: string, data: { id: number; order_number: string }) {
  buyer.placed.push({ orderId: data.id, orderNumber: data.order_number, key, items: new Map(buyer.cart) });
  buyer.cart.clear();
}
