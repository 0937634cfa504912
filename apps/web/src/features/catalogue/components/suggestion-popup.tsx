import type { Suggestion } from '@portal/contract';
import { SearchIcon } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

type SuggestionPopupProps = {
  listId: string;
  visible: boolean;
  loading: boolean;
  items: Suggestion[];
  /** Index of the option picked out with the arrow keys, or -1. */
  active: number;
  onPick: (text: string) => void;
  onHover: (index: number) => void;
};

const TYPE_LABEL: Record<Suggestion['type'], string> = {
  category: 'Category',
  model: 'Model',
  product: 'Product',
};

/**
 * The suggestion list under the search box. The listbox stays in the page (hidden) so the
 * combobox's aria-controls always points at it.
 */
export function SuggestionPopup({
  listId,
  visible,
  loading,
  items,
  active,
  onPick,
  onHover,
}: SuggestionPopupProps) {
  const showList = visible && !loading && items.length > 0;
  return (
    <div
      className={cn(
        'absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-lg',
        !visible && 'hidden',
      )}
    >
      {visible && loading && (
        <div role="status" className="flex items-center gap-2 px-3 py-2.5 text-muted-foreground text-sm">
          <Spinner />
          Loading suggestions...
        </div>
      )}
      {visible && !loading && items.length === 0 && (
        <p role="status" className="px-3 py-2.5 text-muted-foreground text-sm">
          No suggestions found
        </p>
      )}
      <div id={listId} role="listbox" aria-label="Search suggestions" hidden={!showList} className="py-1">
        {items.map((item, index) => (
          // Keyboard use goes through the combobox (arrow keys and Enter), as the pattern asks.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys for its options
          <div
            key={`${item.type}-${item.text}`}
            id={`${listId}-${index}`}
            role="option"
            // Options are pointed at with aria-activedescendant; the focus stays in the box.
            tabIndex={-1}
            aria-selected={index === active}
            // Keeps the focus in the box so its blur does not close the list before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(item.text)}
            onMouseEnter={() => onHover(index)}
            className={cn(
              'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm',
              index === active && 'bg-accent text-accent-foreground',
            )}
          >
            <SearchIcon aria-hidden className="size-3.5 shrink-0 text-muted-foreground" />
            <span className="min-w-0 flex-1 truncate">{item.text}</span>
            <span className="shrink-0 text-muted-foreground text-xs">{TYPE_LABEL[item.type]}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
