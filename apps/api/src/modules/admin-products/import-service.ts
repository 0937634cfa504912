import type { Readable } from 'node:stream';
import {
  IMPORT_MAX_LISTED_ERRORS,
  type ImportError,
  type ImportReport,
  type ProductCsvColumn,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError, conflict } from '../../lib/app-error';
import { type AuditActor, recordAudit } from '../audit';
import { resolveCategoryPaths } from './import-categories';
import { type CsvProduct, CsvRowProblem, csvRecords, readHeader, readProduct } from './import-csv';
import { FileProblem, strictUtf8 } from './import-decode';
import { applyStaged, countChanges, createStaging, matchProducts, stageRows } from './import-repository';

const BATCH = 2000;

/** The report of an apply that found errors: nothing was written (422). */
export class ImportRefused extends Error {
  constructor(readonly report: ImportReport) {
    super(
      `The file has ${report.errors_total} ${report.errors_total === 1 ? 'error' : 'errors'}; nothing was changed.`,
    );
  }
}
/** Ends a dry run's transaction without writing, carrying its report out. */
class DryRunDone extends Error {
  constructor(readonly report: ImportReport) {
    super('dry run');
  }
}

class Errors {
  list: ImportError[] = [];
  total = 0;
  add(...errors: ImportError[]) {
    this.total += errors.length;
    for (const e of errors) if (this.list.length < IMPORT_MAX_LISTED_ERRORS) this.list.push(e);
  }
}

type ImportDeps = { db: Db; actor: AuditActor; onChanged: () => Promise<void> };

/** Reads the file into the staging table a batch at a time, collecting every row's errors. */
async function stageFile(tx: Db, source: Readable, errors: Errors) {
  const seen = new Map<string, number>();
  let columns: ProductCsvColumn[] | undefined;
  let rows = 0;
  let batch: CsvProduct[] = [];
  const text = source.pipe(strictUtf8());
  source.on('error', (error) => text.destroy(error));
  try {
    for await (const { record, row } of csvRecords(text)) {
      if (!columns) {
        const header = readHeader(record);
        if ('errors' in header) {
          errors.add(...header.errors);
          break;
        }
        columns = header.columns;
        continue;
      }
      rows += 1;
      const item = readProduct(columns, record, row);
      if ('errors' in item) {
        errors.add(...item.errors);
        continue;
      }
      const sku = item.product.sku.toLowerCase();
      const first = seen.get(sku);
      if (first !== undefined) {
        errors.add({
          row,
          column: 'sku',
          message: `SKU ${item.product.sku} appears again (first on row ${first})`,
        });
        continue;
      }
      seen.set(sku, row);
      batch.push(item.product);
      if (batch.length >= BATCH) {
        await stageRows(tx, batch);
        batch = [];
      }
    }
  } catch (error) {
    if (error instanceof CsvRowProblem) errors.add(error.problem);
    else if (error instanceof FileProblem && !error.tooLarge)
      errors.add({ row: 0, column: null, message: error.message });
    else if (error instanceof FileProblem) throw new AppError('PAYLOAD_TOO_LARGE', error.message);
    else throw error;
  } finally {
    // A file abandoned half way is read to its end, so the answer is not stuck behind it.
    source.unpipe();
    source.resume();
  }
  if (batch.length) await stageRows(tx, batch);
  if (!columns && errors.total === 0)
    errors.add({ row: 1, column: null, message: 'The file is empty: it has no header row' });
  else if (columns && rows === 0)
    errors.add({ row: 2, column: null, message: 'The file has a header but no products' });
  return { columns: new Set(columns ?? []), rows };
}

/**
 * Imports a product CSV (issue 19): every row is checked and counted as created, updated or
 * unchanged (upsert by SKU, case-insensitive), missing categories are created from their paths,
 * and only a file without a single error is written, all of it in one transaction. A dry run does
 * the same work and rolls it back, so its report is exactly what the apply will do.
 */
export async function importProducts(
  { db, actor, onChanged }: ImportDeps,
  source: Readable,
  dryRun: boolean,
) {
  try {
    const report = await db.transaction(async (tx) => {
      await createStaging(tx);
      const errors = new Errors();
      const { columns, rows } = await stageFile(tx, source, errors);
      const categoriesCreated = await resolveCategoryPaths(tx);
      await matchProducts(tx);
      const counts = await countChanges(tx, columns);
      const apply = !dryRun && errors.total === 0;
      const report: ImportReport = {
        dry_run: dryRun,
        applied: apply,
        rows,
        ...counts,
        categories_created: categoriesCreated,
        errors: errors.list,
        errors_total: errors.total,
      };
      if (dryRun) throw new DryRunDone(report);
      if (!apply) throw new ImportRefused(report);
      await applyStaged(tx, columns, actor.id);
      // One entry per import (issue 23): its counts; each product's own history is the file.
      const { dry_run: _d, applied: _a, errors: _e, errors_total: _t, ...totals } = report;
      const changes = Object.fromEntries(
        Object.entries(totals).map(([k, v]) => [k, { before: null, after: v }]),
      );
      await recordAudit(tx, {
        actor,
        action: 'import',
        entity: 'import',
        entityId: null,
        label: `${report.rows} rows`,
        changes,
      });
      return report;
    });
    await onChanged();
    return report;
  } catch (error) {
    if (error instanceof DryRunDone) return error.report;
    if (isUniqueViolation(error))
      throw conflict('A product with one of these SKUs was added meanwhile. Run the import again.');
    throw error;
  }
}
