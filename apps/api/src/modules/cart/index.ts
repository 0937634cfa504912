/**
 * What other modules may use of the cart module: who may order (a member of an active store), and
 * adding many lines at once (quick order, restock lists, reorder).
 */

export {
  ADMIN_CANNOT_ORDER,
  NO_STORE,
  orderingRefusal,
  requireOrderingAccess,
  STORE_INACTIVE,
} from './access';
export { mayOrderWhere } from './access-repository';
export { type AddOutcome, addLinesToCart, addProductsToCart, isSendableSku, NO_LONGER_SOLD } from './bulk';
