import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/app-error';
import { findOrderingAccess, type OrderingAccess } from './access-repository';

// Only an active member of an active store may use the cart and check out (issue 17.8). Each
// refusal says why, and the store portal shows it instead of the cart.
export const ADMIN_CANNOT_ORDER = 'Only store members can place orders.';
export const NO_STORE = 'Your account is not assigned to a store. Please contact your administrator.';
export const STORE_INACTIVE =
  'Your store is inactive. Orders cannot be placed until an administrator reactivates it.';

type AccessFacts = Pick<OrderingAccess, 'role' | 'storeId' | 'storeActive'>;

/** Why this user may not order, or undefined when they may. */
export function orderingRefusal({ role, storeId, storeActive }: AccessFacts): string | undefined {
  if (role !== 'user') return ADMIN_CANNOT_ORDER;
  if (storeId === null) return NO_STORE;
  if (!storeActive) return STORE_INACTIVE;
  return undefined;
}

/** The user's access, read now; a 403 naming the reason when they may not order. */
export async function requireOrderingAccess(db: Db, userId: number): Promise<OrderingAccess> {
  const access = await findOrderingAccess(db, userId);
  if (!access) throw notFound('User not found');
  const refusal = orderingRefusal(access);
  if (refusal) throw forbidden(refusal);
  return access;
}
