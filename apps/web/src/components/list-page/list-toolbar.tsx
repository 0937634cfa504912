import { LayoutGridIcon, ListIcon, SearchIcon, XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export type ListView = 'grid' | 'list';

type ListSearchProps = {
  value: string;
  onChange: (value: string) => void;
  /** The box's accessible name ('Search stores'). */
  label: string;
  placeholder: string;
  className?: string;
};

type ListToolbarProps = {
  search: ListSearchProps;
  /** The filters (ListFilter), after the search box. */
  children?: ReactNode;
  /** Offers the grid/list toggle (from md up; phones always get cards). */
  view?: { value: ListView; onChange: (view: ListView) => void };
  /** Where the box and the filters go side by side, e.g. 'sm:flex-row sm:items-center'. */
  className?: string;
};

/** A list screen's search box, filters and layout toggle; they stack on phones. */
export function ListToolbar({ search, children, view, className }: ListToolbarProps) {
  return (
    <div className={cn('flex flex-col gap-3 rounded-xl border bg-card p-3 shadow-xs', className)}>
      <ListSearch {...search} />
      <div className="flex flex-wrap items-center gap-2">
        {children}
        {view && <ViewToggle view={view.value} onViewChange={view.onChange} />}
      </div>
    </div>
  );
}

/** A labelled search box with a button that clears it (the browser's own clear mark is hidden). */
function ListSearch({ value, onChange, label, placeholder, className }: ListSearchProps) {
  return (
    <div className={cn('relative min-w-0 flex-1', className)}>
      <SearchIcon
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label="Clear search"
          className="absolute top-1/2 right-2 flex size-6 -translate-y-1/2 items-center justify-center rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <XIcon aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}

const views = [
  { value: 'grid', label: 'Grid view', icon: LayoutGridIcon },
  { value: 'list', label: 'List view', icon: ListIcon },
] as const;

/** 'Grid view' / 'List view' toggle buttons, hidden below md. */
function ViewToggle({ view, onViewChange }: { view: ListView; onViewChange: (view: ListView) => void }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar-style button group; fieldset would add a legend and border
    <div role="group" aria-label="Layout" className="hidden rounded-md border bg-muted/40 p-0.5 md:flex">
      {views.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-label={label}
          aria-pressed={view === value}
          title={label}
          onClick={() => onViewChange(value)}
          className={cn(
            'flex size-8 items-center justify-center rounded-sm text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
            view === value && 'bg-card text-foreground shadow-xs',
          )}
        >
          <Icon aria-hidden className="size-4" />
        </button>
      ))}
    </div>
  );
}
