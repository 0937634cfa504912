import type { QuickOrderLine } from '@portal/contract';

/** A preview line on screen; `cartError` is why the cart refused it when the lines were added. */
export type PreviewRow = QuickOrderLine & { cartError?: string };

/** A typed row of the SKU grid: what the boxes hold, as typed. */
export type TypedRow = { key: number; sku: string; quantity: string };

let nextRowKey = 1;
/** An empty typed row (quantity 1) with a key of its own. */
export const newTypedRow = (): TypedRow => ({ key: nextRowKey++, sku: '', quantity: '1' });

/** A line the cart can take as it is. */
export function isAddable(row: PreviewRow): boolean {
  return !row.error && !row.cartError && row.product !== undefined;
}

/**
 * The typed rows as preview text, one line per row ('SKU qty'; a blank quantity means 1). Blank
 * rows stay as empty lines, so the preview's line numbers are the row numbers.
 */
export function rowsToText(rows: Pick<TypedRow, 'sku' | 'quantity'>[]): string {
  const lines = rows.map(({ sku, quantity }) => {
    const code = sku.trim();
    if (code === '') return '';
    const amount = quantity.trim();
    return amount === '' ? code : `${code} ${amount}`;
  });
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines.join('\n');
}

/** The CSV template: the header the upload expects and two example lines. */
export const CSV_TEMPLATE = 'sku,quantity\nABC-123,2\nXYZ-789,10\n';

/**
 * What to send again after a fix: every line the server could read, one per line as 'SKU qty'.
 * An unreadable line keeps its old answer (its raw text is not known here).
 */
export function resendText(rows: PreviewRow[]): { text: string; sent: PreviewRow[]; kept: PreviewRow[] } {
  const sent = rows.filter((row) => row.error?.code !== 'unreadable' && row.sku.trim() !== '');
  const kept = rows.filter((row) => !sent.includes(row));
  return { text: sent.map((row) => `${row.sku} ${row.quantity}`).join('\n'), sent, kept };
}

/**
 * Puts the new answer for the resent lines back under the numbers the member saw: line n of the
 * resent text is `sent[n - 1]`, so line numbers do not shift after a fix; merges found earlier
 * stay listed.
 */
export function mergeRepreview(
  sent: PreviewRow[],
  kept: PreviewRow[],
  answer: QuickOrderLine[],
): PreviewRow[] {
  const lineOf = (n: number) => sent[n - 1]?.line ?? n;
  const rows = answer.map((line): PreviewRow => {
    const before = sent[line.line - 1];
    const merged = [...(before?.merged_lines ?? [])];
    for (const other of line.merged_lines ?? []) {
      const original = sent[other - 1];
      merged.push(lineOf(other), ...(original?.merged_lines ?? []));
    }
    const unique = [...new Set(merged)].sort((a, b) => a - b);
    const { merged_lines: _dropped, ...rest } = line;
    return { ...rest, line: lineOf(line.line), ...(unique.length > 0 ? { merged_lines: unique } : {}) };
  });
  return [...rows, ...kept].sort((a, b) => a.line - b.line);
}

/** 'No longer sold', 'Out of stock', 'In stock', 'In stock (12 left)'. */
export function availabilityText(product: NonNullable<QuickOrderLine['product']>): string {
  if (!product.is_active) return 'No longer sold';
  if (!product.in_stock) return 'Out of stock';
  return product.stock_quantity === null ? 'In stock' : `In stock (${product.stock_quantity} left)`;
}

/** '1 item' / '18 items'. */
export function itemsText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** 'line 9', 'lines 4 and 9', 'lines 4, 9 and 12'. */
export function linesText(lines: number[]): string {
  if (lines.length === 1) return `line ${lines[0]}`;
  return `lines ${lines.slice(0, -1).join(', ')} and ${lines.at(-1)}`;
}

/**
 * What is left of a line the member could take as it is: N of 'only N left', from the preview
 * or from the cart's refusal; undefined when the line is not short of stock.
 */
export function onlyLeft(row: PreviewRow): number | undefined {
  const message = row.cartError ?? (row.error?.code === 'not_enough_stock' ? row.error.message : undefined);
  const match = message?.match(/^only (\d+) left$/);
  return match ? Number(match[1]) : undefined;
}

/** Whether the member may change the line's quantity: not an inactive or unreadable line. */
export function isQuantityEditable(row: PreviewRow): boolean {
  const code = row.error?.code;
  return code !== 'inactive' && code !== 'unreadable' && row.sku.trim() !== '';
}

/** The input line numbers a preview row stands for: its own and those merged into it. */
export const inputLinesOf = (row: PreviewRow) => [row.line, ...(row.merged_lines ?? [])];

/** The text without the given 1-based lines (CR, LF or CRLF line ends, as the server reads them). */
export function withoutLines(text: string, lines: Set<number>): string {
  return text
    .split(/\r\n|\r|\n/)
    .filter((_, index) => !lines.has(index + 1))
    .join('\n');
}
