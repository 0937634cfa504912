/** What other modules may use of the reports module: the dashboard reads the same aggregates. */
export { daysOf, previousRange, resolveRange } from './range';
export {
  countOrdersByStatus,
  findTopProducts,
  findTopStores,
  sumOrdersByDay,
  sumValueByDay,
} from './repository';
