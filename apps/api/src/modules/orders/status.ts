import {
  canTransition,
  type OrderAction,
  type OrderStatus,
  type OrderStatusChange,
  targetOf,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import { findOrderStatus, type Shipment, transitionOrder } from './actions-repository';

export type { OrderAction };

import type { Actor } from './actor';

export type { Actor };

export const ORDER_NOT_FOUND = 'Order not found';
export const STATUS_CHANGED_MEANWHILE = 'Order status changed meanwhile. Please refresh and try again.';
/** The member restored the order to the cart or deleted it from their list: it is final. */
export const CLOSED_BY_MEMBER = (action: OrderAction) =>
  `This order was removed or restored to the cart by the member and can no longer be ${targetOf(action)}.`;

// Which action may leave which status is the contract's table (ORDER_TRANSITIONS, canTransition),
// shared with the screens that show the buttons.

/** The word the screens use for an action, where it is not the action's own name. */
const VERB: Partial<Record<OrderAction, string>> = { void: 'cancel' };

function refusal(action: OrderAction, from: OrderStatus): string {
  if (targetOf(action) === from) return `This order is already ${from}`;
  return `Cannot ${VERB[action] ?? action} an order that is ${from}`;
}

type ChangeOptions = {
  db: Db;
  orderId: number;
  action: OrderAction;
  actor: Actor;
  notes?: string | null;
  /** Set for member actions: only the member's own orders still in their list are found. */
  ownerId?: number;
  /** The status the actor saw; a different current status means someone else acted first. */
  expected?: OrderStatus;
  /** Shipping (issue 20): the carrier and tracking the order leaves with. */
  shipment?: Shipment;
};

/**
 * Reads the status to know which transition is asked for, then lets one conditional update
 * decide: of two admins acting at once exactly one wins, the other gets a 409; likewise an
 * approve racing the member's restore or delete.
 */
export async function changeOrderStatus(options: ChangeOptions): Promise<OrderStatusChange> {
  const { db, orderId, action, actor, ownerId } = options;
  const found = await findOrderStatus(db, orderId, ownerId);
  if (!found) throw notFound(ORDER_NOT_FOUND);
  const current = found.status;
  if (options.expected && options.expected !== current) throw conflict(STATUS_CHANGED_MEANWHILE);
  if (!canTransition(action, current)) throw conflict(refusal(action, current));
  if (found.closedByMember) throw conflict(CLOSED_BY_MEMBER(action));

  const changed = await transitionOrder(db, {
    orderId,
    from: current,
    to: targetOf(action),
    actor,
    notes: options.notes ?? null,
    // The status note is the latest admin decision; a member's cancel leaves it as it was.
    setStatusNote: actor.role === 'admin',
    shipment: options.shipment,
  });
  if (changed) return { id: changed.id, status: changed.status, updated_at: changed.updatedAt.toISOString() };

  const now = await findOrderStatus(db, orderId, ownerId);
  if (!now) throw notFound(ORDER_NOT_FOUND);
  if (!canTransition(action, now.status)) throw conflict(refusal(action, now.status));
  throw conflict(now.closedByMember ? CLOSED_BY_MEMBER(action) : STATUS_CHANGED_MEANWHILE);
}
