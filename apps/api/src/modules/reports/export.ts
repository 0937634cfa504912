import type { Readable } from 'node:stream';
import {
  CATEGORY_REPORT_CSV_COLUMNS,
  type CategoryReportSort,
  PRODUCT_REPORT_CSV_COLUMNS,
  type ProductReportSort,
  STORE_REPORT_CSV_COLUMNS,
  type StoreReportSort,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { type Cell, csvStream } from '../../lib/csv-stream';
import { type AggregateCache, readReportVersion } from './cache';
import { resolveRange } from './range';
import {
  findCategoryTotals,
  findProductTotals,
  findStoreTotals,
  type Sorting,
  sumStoreFigures,
} from './repository';

const CHUNK = 1000;
const EVERY_ROW = { limit: null, offset: 0 };

type ExportQuery<S extends string> = { from?: string; to?: string } & Sorting<S>;

/**
 * A report's rows become CSV text a chunk at a time. A report has at most one row per store,
 * product or category (bounded by the catalogue, never by the orders), and it is read in one
 * statement so that the file is one consistent answer, its sums those of the JSON pages.
 */
async function* chunks<R>(read: () => Promise<R[]>, toCells: (row: R) => Cell[]): AsyncGenerator<Cell[][]> {
  const rows = await read();
  for (let i = 0; i < rows.length; i += CHUNK) yield rows.slice(i, i + CHUNK).map(toCells);
}

const sortingOf = <S extends string>(query: ExportQuery<S>): Sorting<S> => ({
  sort: query.sort,
  order: query.order,
});

/** The whole stores report of the range, in the table's sort: GET /admin/reports/stores/export. */
export function exportStoreReport(
  db: Db,
  cache: AggregateCache,
  query: ExportQuery<StoreReportSort>,
): Readable {
  const range = resolveRange(query);
  const read = async () => {
    const figures = await cache.read(
      `stores ${range.from} ${range.to}`,
      () => readReportVersion(db),
      () => sumStoreFigures(db, range),
    );
    return findStoreTotals(db, figures, sortingOf(query), EVERY_ROW);
  };
  return csvStream(
    STORE_REPORT_CSV_COLUMNS,
    chunks(read, (r) => [
      r.store_id,
      r.store_code,
      r.name,
      r.orders,
      r.value,
      r.average_order,
      r.pending_orders,
      r.last_order_date,
    ]),
  );
}

/** Every product sold in the range: GET /admin/reports/products/export. */
export function exportProductReport(db: Db, query: ExportQuery<ProductReportSort>): Readable {
  const range = resolveRange(query);
  return csvStream(
    PRODUCT_REPORT_CSV_COLUMNS,
    chunks(
      () => findProductTotals(db, range, sortingOf(query), EVERY_ROW),
      (r) => [r.product_id, r.name, r.sku, r.quantity, r.value, r.orders],
    ),
  );
}

/** Every category with products sold in the range: GET /admin/reports/categories/export. */
export function exportCategoryReport(db: Db, query: ExportQuery<CategoryReportSort>): Readable {
  const range = resolveRange(query);
  return csvStream(
    CATEGORY_REPORT_CSV_COLUMNS,
    chunks(
      () => findCategoryTotals(db, range, sortingOf(query), EVERY_ROW),
      (r) => [r.category_id, r.name, r.path, r.level, r.quantity, r.value],
    ),
  );
}
