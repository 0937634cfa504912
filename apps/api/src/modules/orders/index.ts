/** What other modules may use of the orders module (the admin order screens). */
export { paginationOf, productNamesOf } from './present';
export { findItemsByOrder, findOrderPage } from './repository';
export { getOrderDetail } from './service';
export { changeOrderStatus } from './status';
