import { XIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { inputClassName } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useDebounce } from '@/lib/use-debounce';
import { type OrderStoreOption, useOrderStoreOptions } from '../api/get-order-store-options';

const TYPING_DELAY_MS = 300;
const BLUR_CLOSE_MS = 200;
export const STORE_FILTER_LABEL = 'Filter by store';
export const ALL_STORES = 'All stores';

type StoreFilterComboboxProps = {
  /** The chosen store, if any, and the name it shows under. */
  storeId?: number;
  storeName?: string;
  onChange: (store: OrderStoreOption | undefined) => void;
  className?: string;
};

/**
 * The order list's store filter (issue 24): a box offering the stores matching what is typed, read
 * from the server a few at a time, so it serves hundreds of stores (a combobox: the arrow keys move
 * through the stores, Enter takes the chosen one or the first, Escape closes the list and puts
 * back the chosen store's name). The cross button goes back to all stores. The pattern of the
 * quick order's SKU box, repeated here because features do not import each other.
 */
export function StoreFilterCombobox({ storeId, storeName, onChange, className }: StoreFilterComboboxProps) {
  const inputId = useId();
  const listId = useId();
  // What is typed; undefined while the box shows the chosen store's name.
  const [text, setText] = useState<string>();
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const open = text !== undefined;
  const settled = useDebounce(text ?? '', TYPING_DELAY_MS).trim();
  // Asked once the typing pauses: no stores for a text half typed.
  const current = text !== undefined && settled === text.trim();
  const matches = useOrderStoreOptions(settled, current);
  const items = current ? (matches.data ?? []) : [];
  const showList = open && items.length > 0;

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const close = () => {
    setText(undefined);
    setActive(-1);
  };
  const pick = (store: OrderStoreOption | undefined) => {
    close();
    if (store?.id !== storeId) onChange(store);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && showList) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => {
        const next = index + step;
        if (next >= items.length) return -1;
        return next < -1 ? items.length - 1 : next;
      });
    } else if (event.key === 'ArrowDown' || (event.key === 'Enter' && !open)) {
      event.preventDefault();
      setText('');
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = showList ? items[Math.max(active, 0)] : undefined;
      if (item) pick(item);
    }
  };

  return (
    <div className={cn('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        {STORE_FILTER_LABEL}
      </label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder={ALL_STORES}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        value={text ?? (storeId ? (storeName ?? '') : '')}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
        }}
        onFocus={() => clearTimeout(blurTimer.current)}
        onBlur={() => {
          blurTimer.current = setTimeout(close, BLUR_CLOSE_MS);
        }}
        onKeyDown={onKeyDown}
        className={cn(inputClassName, storeId && 'pr-9')}
      />
      {storeId && !open ? (
        <button
          type="button"
          aria-label={ALL_STORES}
          title={ALL_STORES}
          onClick={() => pick(undefined)}
          className="-translate-y-1/2 absolute top-1/2 right-1 rounded-sm p-1.5 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <XIcon aria-hidden className="size-4" />
        </button>
      ) : null}
      {open && matches.isFetching && items.length === 0 && (
        <span className="-translate-y-1/2 absolute top-1/2 right-2">
          <Spinner />
          <span className="sr-only">Looking up stores...</span>
        </span>
      )}
      <div
        id={listId}
        role="listbox"
        aria-label={settled ? `Stores matching ${settled}` : 'Stores'}
        hidden={!showList}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-md border bg-popover py-1 text-popover-foreground shadow-lg"
      >
        {items.map((store, index) => (
          // The input handles the keys for its options (the combobox pattern).
          // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard use goes through the combobox
          <div
            key={store.id}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(store)}
            onMouseEnter={() => setActive(index)}
            className={cn(
              'cursor-pointer truncate px-3 py-2 text-sm',
              index === active && 'bg-accent text-accent-foreground',
              store.id === storeId && 'font-medium',
            )}
          >
            {store.name}
          </div>
        ))}
      </div>
      {current && settled && !matches.isFetching && matches.isSuccess && items.length === 0 && (
        <p className="absolute inset-x-0 top-full z-30 mt-1 rounded-md border bg-popover px-3 py-2 text-muted-foreground text-sm shadow-lg">
          No stores match “{settled}”
        </p>
      )}
    </div>
  );
}
