import { QUICK_ORDER_MAX_LINES } from '@portal/contract';

// Quick order's pasted lines and CSV files (issue 22), read without the database: one line per
// product, 'SKU qty', 'SKU,qty', 'SKU;qty', 'SKU<TAB>qty' or a bare SKU (1). Whatever a
// spreadsheet, an e-mail or a CSV export adds is tolerated: a BOM, CR/LF/CRLF, blank lines,
// spaces and quotes around fields, a header line, extra columns.

export type ParseProblem = { code: 'quantity' | 'unreadable'; message: string };

export type ParsedLine = {
  /** 1-based line number in the input, blank lines and the header counted. */
  line: number;
  sku: string;
  quantity: number;
  problem?: ParseProblem;
};

export type MergedLine = ParsedLine & { merged_lines?: number[] };

export const SKU_MAX_LENGTH = 100;
/** Reported instead of an absurd number, so the answer stays a safe integer. */
const QUANTITY_SHOWN_MAX = 1_000_000;

export class TooManyLines extends Error {
  constructor() {
    super(`at most ${QUICK_ORDER_MAX_LINES} lines at a time; split the list`);
  }
}

// A NUL, another control character (not tab), a replacement character left by bytes that were not
// UTF-8, or half of a surrogate pair: not text anybody typed.
const JUNK = /(?!\t)[\p{Cc}\p{Cs}\ufffd]/u;

const SKU_HEADERS = new Set(['sku', 'skus', 'itemsku', 'productsku', 'partnumber', 'partno', 'itemnumber']);
const QUANTITY_HEADERS = new Set(['qty', 'quantity', 'quantities', 'qnty', 'count', 'amount']);
const headerWord = (field: string) => field.toLowerCase().replace(/[^a-z]/g, '');

/** A field without the spaces and one pair of quotes around it (CSV's "" inside stands for "). */
function unquote(field: string): string {
  const trimmed = field.trim();
  const quote = trimmed[0];
  if (trimmed.length >= 2 && (quote === '"' || quote === "'") && trimmed.at(-1) === quote) {
    return trimmed
      .slice(1, -1)
      .replaceAll(quote + quote, quote)
      .trim();
  }
  return trimmed;
}

/** Splits on the delimiter outside double quotes. */
function splitQuoted(line: string, delimiter: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    if (char === delimiter && !quoted) {
      fields.push(current);
      current = '';
    } else current += char;
  }
  fields.push(current);
  return fields.map(unquote);
}

/** Outside double quotes, is this character in the line? */
function hasUnquoted(line: string, delimiter: string): boolean {
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) return true;
  }
  return false;
}

type Fields = { fields: string[]; delimited: boolean };

/** Tab, then semicolon, then comma; else spaces. A line quoted whole is read inside its quotes. */
function fieldsOf(line: string): Fields {
  for (const delimiter of ['\t', ';', ',']) {
    if (hasUnquoted(line, delimiter)) return { fields: splitQuoted(line, delimiter), delimited: true };
  }
  const whole = unquote(line);
  return { fields: whole.split(/\s+/).filter(Boolean).map(unquote), delimited: false };
}

type Columns = { sku: number; quantity: number };

/** The columns a header line names, or undefined when the line is data. */
function headerColumns(fields: string[]): Columns | undefined {
  const words = fields.map(headerWord);
  const sku = words.findIndex((word) => SKU_HEADERS.has(word));
  if (sku < 0) return undefined;
  const quantity = words.findIndex((word) => QUANTITY_HEADERS.has(word));
  // 'SKU Qty' and 'sku,quantity' are headers; a lone 'sku' is one too, any other word is data.
  if (quantity < 0 && words.some((word, i) => i !== sku && word !== '')) return undefined;
  return { sku, quantity };
}

const unreadable = (line: number, message: string, sku = ''): ParsedLine => ({
  line,
  sku,
  quantity: 0,
  problem: { code: 'unreadable', message },
});

function quantityOf(text: string | undefined): { quantity: number; problem?: ParseProblem } {
  if (text === undefined || text === '') return { quantity: 1 };
  if (!/^\+?\d+$/.test(text)) {
    return {
      quantity: 0,
      problem: { code: 'quantity', message: `quantity "${text.slice(0, 20)}" is not a whole number` },
    };
  }
  return { quantity: Math.min(Number(text), QUANTITY_SHOWN_MAX) };
}

/**
 * The lines of a paste or file, in order; blank lines and a header (first line naming a sku
 * column) left out. More than QUICK_ORDER_MAX_LINES lines of data throw TooManyLines.
 */
export function parseQuickOrder(text: string): ParsedLine[] {
  const rows = text.replace(/^\ufeff/, '').split(/\r\n|\r|\n/);
  const parsed: ParsedLine[] = [];
  let columns: Columns = { sku: 0, quantity: 1 };
  let first = true;
  for (const [index, raw] of rows.entries()) {
    const line = index + 1;
    if (raw.trim() === '') continue;
    if (JUNK.test(raw)) {
      if (parsed.length >= QUICK_ORDER_MAX_LINES) throw new TooManyLines();
      parsed.push(unreadable(line, 'this line is not readable text'));
      first = false;
      continue;
    }
    const { fields, delimited } = fieldsOf(raw.trim());
    // A spreadsheet row of empty cells is a blank line.
    if (fields.every((field) => field === '')) continue;
    if (first) {
      first = false;
      const header = headerColumns(fields);
      if (header) {
        columns = header;
        continue;
      }
    }
    if (parsed.length >= QUICK_ORDER_MAX_LINES) throw new TooManyLines();
    if (!delimited && fields.length > 2) {
      parsed.push(unreadable(line, 'write one SKU and its quantity, e.g. "ABC-123 2"', fields[0]));
      continue;
    }
    const sku = fields[columns.sku] ?? '';
    if (sku === '') {
      parsed.push(unreadable(line, 'this line has no SKU'));
      continue;
    }
    if (sku.length > SKU_MAX_LENGTH) {
      parsed.push(
        unreadable(line, `a SKU has at most ${SKU_MAX_LENGTH} characters`, sku.slice(0, SKU_MAX_LENGTH)),
      );
      continue;
    }
    const { quantity, problem } = quantityOf(columns.quantity < 0 ? undefined : fields[columns.quantity]);
    parsed.push({ line, sku, quantity, ...(problem ? { problem } : {}) });
  }
  return parsed;
}

/**
 * Lines of the same SKU (whatever its case) merged into the first: quantities summed, the others'
 * numbers in merged_lines. Lines with a problem stay as they are, to be fixed one by one.
 */
export function mergeDuplicates(lines: ParsedLine[]): MergedLine[] {
  const firstOf = new Map<string, MergedLine>();
  const out: MergedLine[] = [];
  for (const line of lines) {
    if (line.problem) {
      out.push(line);
      continue;
    }
    const key = line.sku.toLowerCase();
    const first = firstOf.get(key);
    if (!first) {
      const copy: MergedLine = { ...line };
      firstOf.set(key, copy);
      out.push(copy);
      continue;
    }
    first.quantity = Math.min(first.quantity + line.quantity, QUANTITY_SHOWN_MAX);
    first.merged_lines = [...(first.merged_lines ?? []), line.line];
  }
  return out;
}
