import { z } from 'zod';
import { AdminProductListQuerySchema } from './admin-products';
import { envelope } from './common';

/**
 * The product CSV (issue 19), in this column order for export; an import may leave out any column
 * but sku, name and price (what is left out stays as it is on update). `category` is a path from
 * the top, 'Parts > Screens > iPhone'; `status` is active or inactive; an empty stock_quantity means
 * stock is not tracked.
 */
export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'name',
  'price',
  'category',
  'model',
  'manufacturer',
  'description',
  'badges',
  'status',
  'stock_quantity',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
export const PRODUCT_CSV_REQUIRED: readonly ProductCsvColumn[] = ['sku', 'name', 'price'];
export const CATEGORY_PATH_SEPARATOR = ' > ';
/** The largest file an import takes (100,000 products with descriptions fit well below it). */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_MAX_MB = IMPORT_MAX_BYTES / 1024 / 1024;
/** At most this many errors are listed; errors_total counts them all. */
export const IMPORT_MAX_LISTED_ERRORS = 1000;

export const ImportQuerySchema = z.object({
  dry_run: z
    .enum(['true', 'false'], { error: 'dry_run must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
});

/** One problem: the row as a spreadsheet numbers it (the header is row 1) and the column, when known. */
export const ImportErrorSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportError = z.infer<typeof ImportErrorSchema>;

export const ImportReportSchema = z.object({
  dry_run: z.boolean(),
  /** Whether the products were written (an apply without errors). */
  applied: z.boolean(),
  /** Data rows read (the header not counted). */
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Categories the paths name that do not exist yet (created on apply). */
  categories_created: z.number().int(),
  errors: z.array(ImportErrorSchema),
  errors_total: z.number().int(),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;
export const ImportReportResponseSchema = envelope(ImportReportSchema);
export type ImportReportResponse = z.infer<typeof ImportReportResponseSchema>;
/** An apply with errors: 422, nothing changed, the same report. */
export const ImportRefusedSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  data: ImportReportSchema,
});

/** GET /admin/products/export: the product list's filters (no pages: every matching product). */
export const ProductExportQuerySchema = AdminProductListQuerySchema.omit({ page: true, limit: true });
export type ProductExportQuery = z.input<typeof ProductExportQuerySchema>;

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is written
 * with a leading apostrophe, as spreadsheets do; an import takes that apostrophe off again, so
 * export → edit → import leaves such text as it was.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;
export const guardCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);
export const unguardCell = (value: string) =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
