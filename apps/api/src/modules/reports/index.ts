/** What other modules may use of the reports module: the dashboard reads the same aggregates. */
export {
  type AggregateCache,
  createAggregateCache,
  type DashboardVersions,
  dashboardVersionColumns,
  readDashboardAnswerVersion,
  readReportVersion,
} from './cache';
export { type CompactionResult, compactReportAggregates, createReportCompactor } from './compaction';
export { buildAllMonths } from './month-rollups';
export { addDays, daysOf, previousRange, resolveRange } from './range';
export {
  countOrdersByStatus,
  findTopProducts,
  findTopStores,
  type ProductSum,
  type StoreSum,
  sumOrdersByDay,
  sumProductQuantities,
  sumStoreValues,
  sumValueByDay,
} from './repository';
