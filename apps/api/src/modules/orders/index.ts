/** What other modules may use of the orders module (the admin order screens). */

export { exportOrdersCsv, orderDateRange } from './export';
export { paginationOf, productNamesOf } from './present';
export { findItemsByOrder, findOrderPage } from './repository';
export { getOrderDetail } from './service';
export { changeOrderStatus, STATUS_CHANGED_MEANWHILE } from './status';
