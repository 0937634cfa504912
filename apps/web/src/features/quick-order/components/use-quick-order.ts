import { useState } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { type CartBulkResult, useAddLinesToCart } from '../api/add-lines-to-cart';
import { type PreviewInput, usePreviewQuickOrder } from '../api/preview-quick-order';
import {
  inputLinesOf,
  isAddable,
  itemsText,
  mergeRepreview,
  newTypedRow,
  type PreviewRow,
  resendText,
  rowsToText,
  type TypedRow,
  withoutLines,
} from '../lib/preview-lines';

/** The three ways in: typed rows, pasted lines, a CSV file. */
export type EntryMode = 'type' | 'paste' | 'csv';

function summary(rows: PreviewRow[]): string {
  const ready = rows.filter(isAddable).length;
  const problems = rows.length - ready;
  const parts = [`${itemsText(ready)} ready to add`];
  if (problems > 0) parts.push(`${problems} ${problems === 1 ? 'line needs' : 'lines need'} fixing`);
  return `Preview ready: ${parts.join(', ')}.`;
}

/** Keys of a SKU as the server compares them. */
const skuKey = (sku: string) => sku.trim().toUpperCase();

/**
 * The quick-order screen's state: the inputs, the preview lines (under the line numbers the
 * member saw, through fixes), what the last add did, and the text announced to screen readers.
 */
export function useQuickOrder() {
  const [mode, setMode] = useState<EntryMode>('type');
  const [typedRows, setTypedRows] = useState<TypedRow[]>(() => [newTypedRow()]);
  const [pasted, setPasted] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const [rows, setRows] = useState<PreviewRow[] | null>(null);
  // Where the preview's lines came from: the input the added lines are taken out of.
  const [source, setSource] = useState<EntryMode>('type');
  // Lines of that input (numbered as the preview numbers them) already taken out of it.
  const [dropped, setDropped] = useState<number[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<CartBulkResult | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Where the focus goes once the screen shows an answer; a new object each time it should move.
  const [focusRequest, setFocusRequest] = useState<{ to: 'preview' | 'added' } | null>(null);
  const preview = usePreviewQuickOrder();
  const addToCart = useAddLinesToCart();

  const inputOf = (): PreviewInput | string => {
    if (mode === 'type') {
      const text = rowsToText(typedRows);
      return text === '' ? 'Type at least one SKU' : { text };
    }
    if (mode === 'paste') return pasted.trim() === '' ? 'Paste at least one line' : { text: pasted };
    return file ? { file, fileName: file.name } : 'Choose a CSV file to upload';
  };

  const show = (next: PreviewRow[], moveFocus = true) => {
    setRows(next);
    setAnnouncement(summary(next));
    if (moveFocus) setFocusRequest({ to: 'preview' });
  };

  const fail = (error: unknown, fallback: string) => {
    const message = getErrorMessage(error, fallback);
    setFailure(message);
    setAnnouncement(message);
  };

  const runPreview = async () => {
    const input = inputOf();
    if (typeof input === 'string') {
      setInputError(input);
      setAnnouncement(input);
      return;
    }
    setInputError(null);
    setFailure(null);
    setAdded(null);
    try {
      const answer = await preview.mutateAsync(input);
      setSource(mode);
      setDropped([]);
      show(answer.lines);
    } catch (error) {
      fail(error, 'Failed to preview the lines');
    }
  };

  /**
   * Sends the readable lines again (after a fix), keeping their line numbers. `moveFocus`: false
   * when the member is editing in the table (a quantity), where the focus stays.
   */
  const resend = async (next: PreviewRow[], moveFocus = true) => {
    const { text, sent, kept } = resendText(next);
    setFailure(null);
    if (sent.length === 0) return show(kept, moveFocus);
    try {
      show(mergeRepreview(sent, kept, (await preview.mutateAsync({ text })).lines), moveFocus);
    } catch (error) {
      fail(error, 'Failed to preview the lines');
    }
  };

  const applySuggestion = (row: PreviewRow, sku: string) =>
    resend(
      (rows ?? []).map((other) =>
        other === row
          ? { line: row.line, sku, quantity: row.quantity, merged_lines: row.merged_lines }
          : other,
      ),
    );

  /** A new quantity for one line ('Use N' or the line's quantity box), checked again. */
  const changeQuantity = (row: PreviewRow, quantity: number, moveFocus = true) =>
    resend(
      (rows ?? []).map((other) =>
        other === row ? { line: row.line, sku: row.sku, quantity, merged_lines: row.merged_lines } : other,
      ),
      moveFocus,
    );

  /**
   * The lines now in the cart leave the input they came from, so a new preview cannot add them
   * again. The preview keeps the numbers the member saw: a line's place in the input is its number
   * less the lines above it already taken out.
   */
  const dropFromInput = (taken: number[]) => {
    const lines = new Set(taken.map((line) => line - dropped.filter((gone) => gone < line).length));
    setDropped([...dropped, ...taken]);
    if (source === 'type') {
      setTypedRows((typed) => {
        const kept = typed.filter((_, index) => !lines.has(index + 1));
        return kept.length > 0 ? kept : [newTypedRow()];
      });
    } else if (source === 'paste') {
      setPasted((text) => withoutLines(text, lines));
    } else {
      setFile(null);
    }
  };

  const removeRow = (row: PreviewRow) => {
    const next = (rows ?? []).filter((other) => other !== row);
    setRows(next);
    setAnnouncement(`Line ${row.line} removed.`);
    setFocusRequest({ to: 'preview' });
  };

  const addReady = async () => {
    const ready = (rows ?? []).filter(isAddable);
    if (ready.length === 0) return;
    setFailure(null);
    try {
      const result = await addToCart.mutateAsync(
        ready.map((row) => ({ sku: row.product?.sku ?? row.sku, quantity: row.quantity })),
      );
      const refused = new Map(result.errors.map((error) => [skuKey(error.sku), error.message]));
      const addedLines: number[] = [];
      const left = (rows ?? []).flatMap((row): PreviewRow[] => {
        if (!isAddable(row)) return [row];
        const reason = refused.get(skuKey(row.product?.sku ?? row.sku)) ?? refused.get(skuKey(row.sku));
        if (reason) return [{ ...row, cartError: reason }];
        addedLines.push(...inputLinesOf(row));
        return [];
      });
      dropFromInput(addedLines);
      setAdded(result);
      setRows(left);
      setFocusRequest({ to: 'added' });
      const notAdded = result.errors.length > 0 ? ` ${result.errors.length} could not be added.` : '';
      setAnnouncement(`Added ${itemsText(result.added.length)} to your cart.${notAdded}`);
    } catch (error) {
      fail(error, 'Failed to add the lines to your cart');
    }
  };

  return {
    mode,
    setMode: (next: EntryMode) => {
      setMode(next);
      setInputError(null);
    },
    typedRows,
    setTypedRows,
    pasted,
    setPasted,
    file,
    setFile,
    inputError,
    rows,
    failure,
    added,
    announcement,
    focusRequest,
    previewing: preview.isPending,
    adding: addToCart.isPending,
    runPreview,
    applySuggestion,
    changeQuantity,
    removeRow,
    addReady,
  };
}
