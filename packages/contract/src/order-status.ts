import type { OrderStatus } from './enums';

/**
 * Who may move an order from which status to which (spec section 4, Order status), written once:
 * the API refuses any other move, the admin screen and My Orders read it to show their buttons.
 * Admins approve, reject, ship and complete (mark delivered), members cancel; completed and
 * cancelled are final. Admins may also void an order for its member (decision 017). A member may
 * put a cancelled or rejected order back in the cart once (restore), which also makes it final.
 */
export type OrderAction = 'approve' | 'reject' | 'ship' | 'complete' | 'cancel' | 'void';
export type OrderActor = 'admin' | 'member';

export type OrderTransition = { by: OrderActor; from: readonly OrderStatus[]; to: OrderStatus };

export const ORDER_TRANSITIONS = {
  approve: { by: 'admin', from: ['pending', 'rejected'], to: 'approved' },
  // Until it ships: a shipped order is on its way.
  reject: { by: 'admin', from: ['pending', 'approved'], to: 'rejected' },
  // Issue 20: shipped with a carrier and tracking number, then delivered; or collected at once.
  ship: { by: 'admin', from: ['approved'], to: 'shipped' },
  complete: { by: 'admin', from: ['approved', 'shipped'], to: 'completed' },
  cancel: { by: 'member', from: ['pending'], to: 'cancelled' },
  // Issue 21, decision 017: an admin cancels for the member (the customer called it off), which is
  // not a refusal (reject) and is final; not once shipped. The screens call it 'Cancel Order'.
  void: { by: 'admin', from: ['pending', 'approved'], to: 'cancelled' },
} as const satisfies Record<OrderAction, OrderTransition>;

export const ORDER_ACTIONS = Object.keys(ORDER_TRANSITIONS) as OrderAction[];

/** The status an action leads to. */
export const targetOf = (action: OrderAction): OrderStatus => ORDER_TRANSITIONS[action].to;

/** Whether the action may leave this status. */
export function canTransition(action: OrderAction, from: OrderStatus): boolean {
  return (ORDER_TRANSITIONS[action].from as readonly OrderStatus[]).includes(from);
}

/** The actions this actor may take on an order in this status, in the table's order. */
export function actionsFor(status: OrderStatus, by: OrderActor): OrderAction[] {
  return ORDER_ACTIONS.filter(
    (action) => ORDER_TRANSITIONS[action].by === by && canTransition(action, status),
  );
}

/** The statuses a member may restore to the cart from, once per order. */
export const RESTORABLE_STATUSES: readonly OrderStatus[] = ['cancelled', 'rejected'];

export const canRestore = (order: { status: OrderStatus; restored_at?: string | null }) =>
  RESTORABLE_STATUSES.includes(order.status) && !order.restored_at;

/** The action an admin's status change asks for (PUT /admin/orders/{id}/status). */
export const ADMIN_ACTION_BY_STATUS = {
  approved: 'approve',
  rejected: 'reject',
  shipped: 'ship',
  completed: 'complete',
  cancelled: 'void',
} as const satisfies Partial<Record<OrderStatus, OrderAction>>;
