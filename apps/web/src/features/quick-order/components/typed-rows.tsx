import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { newTypedRow, type TypedRow } from '../lib/preview-lines';
import { SkuCombobox } from './sku-combobox';

type TypedRowsProps = { rows: TypedRow[]; onChange: (rows: TypedRow[]) => void };

/**
 * The SKU grid: a SKU box (with matching products offered) and a quantity per row. Enter in a
 * row moves to the next one, adding it after the last.
 */
export function TypedRows({ rows, onChange }: TypedRowsProps) {
  const skuBoxes = useRef(new Map<number, HTMLInputElement>());
  const [focusKey, setFocusKey] = useState<number | null>(null);

  useEffect(() => {
    if (focusKey === null) return;
    skuBoxes.current.get(focusKey)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const update = (key: number, change: Partial<TypedRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const addRow = () => {
    const row = newTypedRow();
    onChange([...rows, row]);
    setFocusKey(row.key);
  };

  const next = (index: number) => {
    const following = rows[index + 1];
    if (following) setFocusKey(following.key);
    else addRow();
  };

  const remove = (index: number) => {
    const left = rows.filter((_, at) => at !== index);
    const kept = left.length > 0 ? left : [newTypedRow()];
    onChange(kept);
    const neighbour = kept[Math.min(index, kept.length - 1)];
    if (neighbour) setFocusKey(neighbour.key);
  };

  return (
    <div className="grid gap-2">
      <div aria-hidden className="hidden grid-cols-[2.5rem_1fr_6rem_2.25rem] gap-2 px-1 sm:grid">
        <span className="text-muted-foreground text-xs uppercase tracking-wide">Row</span>
        <span className="text-muted-foreground text-xs uppercase tracking-wide">SKU</span>
        <span className="text-muted-foreground text-xs uppercase tracking-wide">Quantity</span>
      </div>
      <ol aria-label="SKU rows" className="grid gap-2">
        {rows.map((row, index) => {
          const number = index + 1;
          return (
            <li
              key={row.key}
              className="grid grid-cols-[2rem_1fr_4.5rem_2.25rem] items-center gap-2 sm:grid-cols-[2.5rem_1fr_6rem_2.25rem]"
            >
              <span className="text-center text-muted-foreground text-sm tabular-nums">{number}</span>
              <SkuCombobox
                id={`quick-sku-${row.key}`}
                label={`SKU, row ${number}`}
                value={row.sku}
                onChange={(sku) => update(row.key, { sku })}
                onEnter={() => next(index)}
                inputRef={(element) => {
                  if (element) skuBoxes.current.set(row.key, element);
                  else skuBoxes.current.delete(row.key);
                }}
              />
              <div>
                <label htmlFor={`quick-qty-${row.key}`} className="sr-only">
                  {`Quantity, row ${number}`}
                </label>
                <Input
                  id={`quick-qty-${row.key}`}
                  inputMode="numeric"
                  autoComplete="off"
                  value={row.quantity}
                  onChange={(event) => update(row.key, { quantity: event.target.value })}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      next(index);
                    }
                  }}
                  className="text-right tabular-nums"
                />
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove row ${number}`}
                title="Remove row"
                onClick={() => remove(index)}
              >
                <Trash2Icon aria-hidden />
              </Button>
            </li>
          );
        })}
      </ol>
      <div>
        <Button variant="outline" size="sm" onClick={addRow}>
          <PlusIcon aria-hidden />
          Add row
        </Button>
      </div>
      <p className="text-muted-foreground text-xs">
        Press Enter to move to the next row; a new row is added after the last one.
      </p>
    </div>
  );
}
