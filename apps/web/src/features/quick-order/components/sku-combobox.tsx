import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { inputClassName } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { useDebounce } from '@/lib/use-debounce';
import { SKU_SUGGESTIONS_MIN_LENGTH, useSkuSuggestions } from '../api/get-sku-suggestions';

const TYPING_DELAY_MS = 300;
const BLUR_CLOSE_MS = 200;

type SkuComboboxProps = {
  id: string;
  label: string;
  value: string;
  onChange: (sku: string) => void;
  /** Enter pressed with no suggestion chosen by the arrow keys. */
  onEnter: () => void;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A SKU box offering matching products as the member types (a combobox: the arrow keys move
 * through the options, Enter takes the chosen one, Escape closes the list).
 */
export function SkuCombobox({ id, label, value, onChange, onEnter, inputRef }: SkuComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const settled = useDebounce(value, TYPING_DELAY_MS).trim();
  const wanted = open && value.trim().length >= SKU_SUGGESTIONS_MIN_LENGTH;
  const suggestions = useSkuSuggestions(settled, wanted);
  const items = suggestions.data ?? [];
  const showList = wanted && settled.length >= SKU_SUGGESTIONS_MIN_LENGTH && items.length > 0;

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const pick = (sku: string) => {
    onChange(sku);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && showList) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => {
        const next = index + step;
        if (next >= items.length) return -1;
        return next < -1 ? items.length - 1 : next;
      });
    } else if (event.key === 'ArrowDown') {
      setOpen(true);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = showList && active >= 0 ? items[active] : undefined;
      if (item) pick(item.sku);
      else {
        setOpen(false);
        onEnter();
      }
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder="SKU"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => clearTimeout(blurTimer.current)}
        onBlur={() => {
          blurTimer.current = setTimeout(() => setOpen(false), BLUR_CLOSE_MS);
        }}
        onKeyDown={onKeyDown}
        className={cn(inputClassName, 'font-mono')}
      />
      {wanted && suggestions.isFetching && items.length === 0 && (
        <span className="-translate-y-1/2 absolute top-1/2 right-2">
          <Spinner />
          <span className="sr-only">Looking up SKUs...</span>
        </span>
      )}
      <div
        id={listId}
        role="listbox"
        aria-label={`Products matching ${value.trim() || 'the SKU'}`}
        hidden={!showList}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-md border bg-popover py-1 text-popover-foreground shadow-lg"
      >
        {items.map((item, index) => (
          // The input handles the keys for its options (the combobox pattern).
          // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard use goes through the combobox
          <div
            key={item.sku}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(item.sku)}
            onMouseEnter={() => setActive(index)}
            className={cn(
              'flex cursor-pointer items-baseline gap-2 px-3 py-2 text-sm',
              index === active && 'bg-accent text-accent-foreground',
            )}
          >
            <span className="shrink-0 font-medium font-mono">{item.sku}</span>
            <span className="min-w-0 flex-1 truncate text-muted-foreground">{item.name}</span>
            <span className="shrink-0 tabular-nums">{formatMoney(item.price)}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
