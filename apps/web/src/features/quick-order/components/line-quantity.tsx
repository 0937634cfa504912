import { useState } from 'react';
import { Input } from '@/components/ui/input';
import type { PreviewRow } from '../lib/preview-lines';

type LineQuantityProps = {
  row: PreviewRow;
  /** A new whole number, checked again by the server (which says when it is out of range). */
  onChange: (row: PreviewRow, quantity: number) => void;
};

/**
 * A preview line's quantity, fixed in place: the new number is sent when the member leaves the
 * box or presses Enter.
 */
export function LineQuantity({ row, onChange }: LineQuantityProps) {
  const [draft, setDraft] = useState(String(row.quantity));
  const [invalid, setInvalid] = useState(false);
  // The server's answer wins: the box starts again from the line's new quantity (kept mounted, so
  // the focus stays in it after Enter).
  const [shown, setShown] = useState(row.quantity);
  if (shown !== row.quantity) {
    setShown(row.quantity);
    setDraft(String(row.quantity));
    setInvalid(false);
  }
  const id = `quick-line-qty-${row.line}`;

  const commit = () => {
    const value = draft.trim();
    if (!/^\d+$/.test(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const quantity = Number(value);
    if (quantity !== row.quantity) onChange(row, quantity);
  };

  return (
    <div className="ml-auto grid w-20 justify-items-end gap-1">
      <Input
        id={id}
        aria-label={`Quantity, line ${row.line}`}
        inputMode="numeric"
        autoComplete="off"
        value={draft}
        aria-invalid={invalid || row.error?.code === 'quantity' ? true : undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        className="h-8 text-right tabular-nums"
      />
      {invalid && (
        <p id={`${id}-error`} className="whitespace-normal text-right text-red-700 text-xs">
          Enter a whole number
        </p>
      )}
    </div>
  );
}
