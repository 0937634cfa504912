/** What other modules may use of the cart module: who may order (a member of an active store). */

export {
  ADMIN_CANNOT_ORDER,
  NO_STORE,
  orderingRefusal,
  requireOrderingAccess,
  STORE_INACTIVE,
} from './access';
export { mayOrderWhere } from './access-repository';
