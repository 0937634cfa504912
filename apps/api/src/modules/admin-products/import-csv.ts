import type { Readable } from 'node:stream';
import {
  CATEGORY_MAX_LEVEL,
  CATEGORY_NAME_MAX_LENGTH,
  CATEGORY_PATH_SEPARATOR,
  CreateProductBodySchema,
  type ImportError,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_REQUIRED,
  type ProductCsvColumn,
  unguardCell,
} from '@portal/contract';
import { CsvError, parse } from 'csv-parse';

/** A valid row, as the staging table takes it; a column the file leaves out is undefined. */
export type CsvProduct = {
  row_no: number;
  sku: string;
  name: string;
  price: string;
  category?: string | null;
  model?: string | null;
  manufacturer?: string | null;
  description?: string | null;
  badges?: string | null;
  is_active?: boolean;
  stock_quantity?: number | null;
};

export type CsvItem = { product: CsvProduct } | { errors: ImportError[] };
export type CsvHeader = { columns: ProductCsvColumn[] } | { errors: ImportError[] };

const known = new Set<string>(PRODUCT_CSV_COLUMNS);

/** The first record: every column known, none twice, sku, name and price present. */
export function readHeader(record: string[]): CsvHeader {
  const names = record.map((name) => name.trim().toLowerCase());
  const errors: ImportError[] = [];
  const list = PRODUCT_CSV_COLUMNS.join(', ');
  names.forEach((name, i) => {
    if (!known.has(name))
      errors.push({
        row: 1,
        column: name || null,
        message: `Unknown column "${record[i]}"; the columns are ${list}`,
      });
    else if (names.indexOf(name) !== i)
      errors.push({ row: 1, column: name, message: `Column "${name}" appears twice` });
  });
  for (const name of PRODUCT_CSV_REQUIRED) {
    if (!names.includes(name)) errors.push({ row: 1, column: name, message: `Missing column "${name}"` });
  }
  return errors.length ? { errors } : { columns: names as ProductCsvColumn[] };
}

/** 'Parts >Screens> iPhone' → 'Parts > Screens > iPhone'; an error text when the path breaks a rule. */
export function categoryPathOf(value: string): { path: string | null } | { error: string } {
  if (!value.trim()) return { path: null };
  const parts = value.split('>').map((part) => part.trim());
  if (parts.some((part) => !part)) return { error: `category "${value}" has an empty level` };
  if (parts.length > CATEGORY_MAX_LEVEL)
    return {
      error: `category "${value}" has ${parts.length} levels; at most ${CATEGORY_MAX_LEVEL} are allowed`,
    };
  const long = parts.find((part) => part.length > CATEGORY_NAME_MAX_LENGTH);
  if (long)
    return {
      error: `category name "${long.slice(0, 40)}…" is longer than ${CATEGORY_NAME_MAX_LENGTH} characters`,
    };
  return { path: parts.join(CATEGORY_PATH_SEPARATOR) };
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
const WHOLE = /^-?\d+$/;
const optionalColumns = ['model', 'manufacturer', 'description', 'badges'] as const;

/** One data row checked against the same rules as the product form (the contract's schema). */
export function readProduct(columns: ProductCsvColumn[], record: string[], row: number): CsvItem {
  if (record.length !== columns.length) {
    const hint = record.length > columns.length ? ' (a value with a comma needs double quotes)' : '';
    return {
      errors: [
        { row, column: null, message: `Expected ${columns.length} values, found ${record.length}${hint}` },
      ],
    };
  }
  const cell = Object.fromEntries(columns.map((name, i) => [name, unguardCell(record[i] ?? '')])) as Record<
    ProductCsvColumn,
    string | undefined
  >;
  const errors: ImportError[] = [];
  const body: Record<string, unknown> = { sku: cell.sku, name: cell.name };
  const price = (cell.price ?? '').trim();
  if (!price) errors.push({ row, column: 'price', message: 'price is required' });
  else if (!DECIMAL.test(price))
    errors.push({ row, column: 'price', message: `price "${price}" is not a number` });
  else body.price = Number(price);
  for (const name of optionalColumns) if (cell[name] !== undefined) body[name] = cell[name];
  if (cell.stock_quantity !== undefined) {
    const stock = cell.stock_quantity.trim();
    if (stock && !WHOLE.test(stock))
      errors.push({
        row,
        column: 'stock_quantity',
        message: `stock_quantity "${stock}" is not a whole number`,
      });
    else body.stock_quantity = stock ? Number(stock) : null;
  }
  if (cell.status !== undefined) {
    const status = cell.status.trim().toLowerCase();
    if (status && status !== 'active' && status !== 'inactive')
      errors.push({ row, column: 'status', message: `status "${cell.status}" must be active or inactive` });
    else body.is_active = status !== 'inactive';
  }
  let category: string | null | undefined;
  if (cell.category !== undefined) {
    const found = categoryPathOf(cell.category);
    if ('error' in found) errors.push({ row, column: 'category', message: found.error });
    else category = found.path;
  }
  const parsed = CreateProductBodySchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (errors.some((e) => e.column === field)) continue;
      errors.push({ row, column: field === 'is_active' ? 'status' : field || null, message: issue.message });
    }
  }
  if (errors.length || !parsed.success) return { errors };
  const p = parsed.data;
  const product: CsvProduct = { row_no: row, sku: p.sku, name: p.name, price: price };
  if (cell.category !== undefined) product.category = category ?? null;
  for (const name of optionalColumns) if (cell[name] !== undefined) product[name] = p[name] ?? null;
  if (cell.status !== undefined) product.is_active = p.is_active ?? true;
  if (cell.stock_quantity !== undefined) product.stock_quantity = p.stock_quantity ?? null;
  return { product };
}

const PARSE_PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted value is not closed (a double quote is missing)',
  CSV_INVALID_CLOSING_QUOTE: 'a double quote inside a value must be doubled ("")',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'text follows a closing double quote',
  CSV_MAX_RECORD_SIZE: 'a value is too long',
};

/**
 * The records of a CSV text stream with their spreadsheet row numbers (the header is row 1),
 * streamed: a file of any length is read a few records at a time. A broken quote ends the file
 * with an error on the row it starts.
 */
export async function* csvRecords(text: Readable): AsyncGenerator<{ record: string[]; row: number }> {
  const parser = text.pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, max_record_size: 1_000_000 }),
  );
  text.on('error', (error) => parser.destroy(error));
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row += 1;
      yield { record, row };
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const problem = PARSE_PROBLEMS[error.code] ?? error.message;
    // The parser reads ahead of this loop: its own count of finished records names the row.
    const records = (error as CsvError & { records?: number }).records ?? row;
    throw new CsvRowProblem({
      row: records + 1,
      column: null,
      message: `The file cannot be read from here: ${problem}`,
    });
  }
}

export class CsvRowProblem extends Error {
  constructor(readonly problem: ImportError) {
    super(problem.message);
  }
}
