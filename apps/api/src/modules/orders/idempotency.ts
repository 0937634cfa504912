import type { OrderPlaced, OrderStatus } from '@portal/contract';
import type { Db } from '../../db/client';
import { unprocessable } from '../../lib/app-error';
import { findOrderByKey } from './order-key-repository';

export const KEY_REUSED =
  'This Idempotency-Key was already used for another order with different items or notes. ' +
  'Please check your orders, then try again with a new key.';

export type PlaceResult = { order: OrderPlaced; created: boolean };

export type OrderRequest = {
  /**
   * What the key is used for now: a hash of the ordered products (id and quantity, by id) and
   * the notes, computed by order-statement.ts for both checkout routes alike.
   */
  fingerprint: string;
  notes: string | null | undefined;
  /**
   * A cart checkout that found the cart empty: the first request with the key took the items, so
   * only the notes can tell a retry from another request.
   */
  itemsTaken?: boolean;
};

/**
 * The order placed earlier with this key, when the request is the same (a retry or a double
 * click): it is answered again and nothing new is placed. The same key with other items or
 * notes is refused with 422 rather than silently answering an order the member did not ask for.
 */
export async function replayOf(
  db: Db,
  userId: number,
  idempotencyKey: string | undefined,
  request: OrderRequest,
): Promise<PlaceResult | undefined> {
  if (!idempotencyKey) return undefined;
  const existing = await findOrderByKey(db, userId, idempotencyKey);
  if (!existing) return undefined;
  const { fingerprint, notes, ...placed } = existing;
  const same =
    // Orders placed before fingerprints were kept answer any retry, as they always did.
    fingerprint === null ||
    (request.itemsTaken ? notes === (request.notes ?? null) : fingerprint === request.fingerprint);
  if (!same) throw unprocessable(KEY_REUSED);
  return { order: { ...placed, status: placed.status as OrderStatus }, created: false };
}
