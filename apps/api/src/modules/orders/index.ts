/** What other modules may use of the orders module (the admin order screens). */

export { exportOrdersCsv, orderDateRange } from './export';
export { paginationOf, productNamesOf } from './present';
export {
  cursorAt,
  findItemsByOrder,
  findOrderKeys,
  findOrderListPage,
  findOrderRows,
  findOrdersByIds,
  type OrderListRow,
  type OrderPageRow,
  type PageAt,
  pageCursorsOf,
} from './repository';
export { getOrderDetail } from './service';
export { changeOrderStatus, STATUS_CHANGED_MEANWHILE } from './status';
