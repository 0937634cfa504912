import { SUGGESTIONS_MIN_LENGTH } from '@portal/contract';
import { SearchIcon, XIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClassName } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useDebounce } from '@/lib/use-debounce';
import { useSuggestions } from '../api/get-suggestions';
import { SuggestionPopup } from './suggestion-popup';

/** Spec section 9: the typed text settles after 300 ms; the list closes 200 ms after blur. */
const TYPING_DELAY_MS = 300;
const BLUR_CLOSE_MS = 200;

type SearchBoxProps = {
  value: string;
  onValueChange: (value: string) => void;
  /** A search has been submitted: suggestions stay off until it is cleared. */
  searchMode: boolean;
  onSearch: (query: string) => void;
  onClear: () => void;
};

/** The catalogue search box: a combobox with up to 5 suggestions, Search and Clear. */
export function SearchBox({ value, onValueChange, searchMode, onSearch, onClear }: SearchBoxProps) {
  const inputId = useId();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Enter runs the highlighted suggestion only when the arrow keys chose it since the last
  // keystroke; a row the mouse happens to rest on never replaces the typed text.
  const [chosenByKeys, setChosenByKeys] = useState(false);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const settled = useDebounce(value, TYPING_DELAY_MS).trim();
  const typed = value.trim();
  const wantsSuggestions = open && !searchMode && typed.length >= SUGGESTIONS_MIN_LENGTH;
  const suggestions = useSuggestions(settled, wantsSuggestions);
  const items = suggestions.data ?? [];
  const showPopup = wantsSuggestions && settled.length >= SUGGESTIONS_MIN_LENGTH;
  const showList = showPopup && !suggestions.isLoading && items.length > 0;

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const run = (query: string) => {
    setOpen(false);
    setActive(-1);
    if (query.trim() !== '') onSearch(query.trim());
  };

  const pick = (text: string) => {
    onValueChange(text);
    run(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (open) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!showList) {
        setOpen(true);
        return;
      }
      event.preventDefault();
      setChosenByKeys(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text box itself; moving past either end wraps through it.
      setActive((index) => {
        const next = index + step;
        if (next >= items.length) return -1;
        return next < -1 ? items.length - 1 : next;
      });
    } else if (event.key === 'Enter' && showList && chosenByKeys && active >= 0 && active < items.length) {
      event.preventDefault();
      const item = items[active];
      if (item) pick(item.text);
    }
  };

  return (
    <search aria-label="Products">
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          run(value);
        }}
      >
        <label htmlFor={inputId} className="font-medium text-sm">
          Search products
        </label>
        {/* The list drops below the whole row, over the category tree, never over the buttons. */}
        <div className="relative flex gap-2">
          <div className="relative min-w-0 flex-1">
            <SearchIcon
              aria-hidden
              className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
            />
            <input
              id={inputId}
              type="search"
              role="combobox"
              autoComplete="off"
              spellCheck={false}
              placeholder="Part or SKU"
              aria-autocomplete="list"
              aria-expanded={showList}
              aria-controls={listId}
              aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
              value={value}
              onChange={(event) => {
                onValueChange(event.target.value);
                setActive(-1);
                setChosenByKeys(false);
                setOpen(true);
              }}
              onFocus={() => {
                clearTimeout(blurTimer.current);
                setOpen(true);
              }}
              onBlur={() => {
                blurTimer.current = setTimeout(() => setOpen(false), BLUR_CLOSE_MS);
              }}
              onKeyDown={onKeyDown}
              className={cn(inputClassName, 'pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden')}
            />
            {(value !== '' || searchMode) && (
              <button
                type="button"
                aria-label="Clear"
                title="Clear search"
                onClick={() => {
                  setOpen(false);
                  onClear();
                }}
                className="-translate-y-1/2 absolute top-1/2 right-1.5 inline-flex size-6 items-center justify-center rounded-sm text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <XIcon aria-hidden className="size-4" />
              </button>
            )}
          </div>
          <Button type="submit" disabled={typed === ''}>
            Search
          </Button>
          <SuggestionPopup
            listId={listId}
            visible={showPopup}
            loading={suggestions.isLoading}
            items={items}
            active={active}
            onPick={pick}
            onHover={(index) => {
              setActive(index);
              setChosenByKeys(false);
            }}
          />
        </div>
      </form>
    </search>
  );
}
