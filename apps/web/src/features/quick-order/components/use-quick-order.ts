import { useState } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { type CartBulkResult, useAddLinesToCart } from '../api/add-lines-to-cart';
import { type PreviewInput, usePreviewQuickOrder } from '../api/preview-quick-order';
import {
  isAddable,
  itemsText,
  mergeRepreview,
  newTypedRow,
  type PreviewRow,
  resendText,
  rowsToText,
  type TypedRow,
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

  const show = (next: PreviewRow[]) => {
    setRows(next);
    setAnnouncement(summary(next));
    setFocusRequest({ to: 'preview' });
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
      show((await preview.mutateAsync(input)).lines);
    } catch (error) {
      fail(error, 'Failed to preview the lines');
    }
  };

  /** Sends the readable lines again (after a fix), keeping their line numbers. */
  const resend = async (next: PreviewRow[]) => {
    const { text, sent, kept } = resendText(next);
    setFailure(null);
    if (sent.length === 0) return show(kept);
    try {
      show(mergeRepreview(sent, kept, (await preview.mutateAsync({ text })).lines));
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
      const left = (rows ?? []).flatMap((row): PreviewRow[] => {
        if (!isAddable(row)) return [row];
        const reason = refused.get(skuKey(row.product?.sku ?? row.sku)) ?? refused.get(skuKey(row.sku));
        return reason ? [{ ...row, cartError: reason }] : [];
      });
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
    removeRow,
    addReady,
  };
}
