import { type KeyboardEvent, useState } from 'react';
import { cn } from '@/lib/cn';

type QuickEditProps = {
  /** The input's accessible name, e.g. 'Price of iPhone 14 Battery'. */
  label: string;
  value: string;
  /** Turns the typed text into the value to save, or null when it is not valid. */
  parse: (text: string) => number | null | undefined;
  onSave: (value: number | null) => void;
  disabled?: boolean;
  className?: string;
};

/**
 * A table cell's value edited in place: saved on Enter or when focus leaves, restored on Escape or
 * when the text is not valid. `undefined` from parse means invalid; null is a valid empty value.
 */
export function QuickEdit({ label, value, parse, onSave, disabled, className }: QuickEditProps) {
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? value;
  const save = () => {
    if (text === null) return;
    const parsed = parse(text.trim());
    setText(null);
    if (parsed !== undefined && text.trim() !== value) onSave(parsed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
    if (event.key === 'Escape') setText(null);
  };
  return (
    <input
      aria-label={label}
      value={shown}
      disabled={disabled}
      inputMode="decimal"
      autoComplete="off"
      onChange={(event) => setText(event.target.value)}
      onBlur={save}
      onKeyDown={onKeyDown}
      className={cn(
        'h-8 w-24 rounded-md border border-input bg-card px-2 text-right text-sm tabular-nums outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    />
  );
}

/** '12.5' or '12.50' to 12.5; anything else is not a price. */
export const parsePrice = (text: string) => (/^\d+(\.\d{1,2})?$/.test(text) ? Number(text) : undefined);

/** A whole number, or empty for 'not tracked'. */
export const parseStock = (text: string) =>
  text === '' ? null : /^\d+$/.test(text) ? Number(text) : undefined;
