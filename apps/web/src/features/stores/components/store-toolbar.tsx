import { LayoutGridIcon, ListIcon, SearchIcon, XIcon } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import type { StoreStatusFilter, StoreTypeFilter } from '../hooks/use-store-filters';
import { STORE_STATUS_OPTIONS, STORE_TYPE_OPTIONS } from './store-labels';

export type StoreView = 'grid' | 'list';

type StoreToolbarProps = {
  search: string;
  onSearchChange: (value: string) => void;
  storeType: StoreTypeFilter;
  onStoreTypeChange: (value: StoreTypeFilter) => void;
  status: StoreStatusFilter;
  onStatusChange: (value: StoreStatusFilter) => void;
  view: StoreView;
  onViewChange: (view: StoreView) => void;
};

const views = [
  { value: 'grid', label: 'Grid view', icon: LayoutGridIcon },
  { value: 'list', label: 'List view', icon: ListIcon },
] as const;

/**
 * Search, type and status filters and the grid/list toggle; wraps onto several rows on phones,
 * where the toggle is hidden (phones always get cards).
 */
export function StoreToolbar(props: StoreToolbarProps) {
  const { search, onSearchChange, storeType, onStoreTypeChange, status, onStatusChange, view, onViewChange } =
    props;
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-3 shadow-xs sm:flex-row sm:flex-wrap sm:items-center">
      <div className="relative min-w-0 flex-1 sm:min-w-64">
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search stores"
          placeholder="Search by name, store ID, location or manager..."
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {search && (
          <button
            type="button"
            onClick={() => onSearchChange('')}
            aria-label="Clear search"
            className="absolute top-1/2 right-2 flex size-6 -translate-y-1/2 items-center justify-center rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <XIcon aria-hidden className="size-4" />
          </button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Select value={storeType} onValueChange={(value) => onStoreTypeChange(value as StoreTypeFilter)}>
          <SelectTrigger aria-label="Filter by store type" className="min-w-36 flex-1 sm:flex-none">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All Types</SelectItem>
            {STORE_TYPE_OPTIONS.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={status} onValueChange={(value) => onStatusChange(value as StoreStatusFilter)}>
          <SelectTrigger aria-label="Filter by status" className="min-w-36 flex-1 sm:flex-none">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All Status</SelectItem>
            {STORE_STATUS_OPTIONS.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {/* biome-ignore lint/a11y/useSemanticElements: a toolbar-style button group; fieldset would add a legend and border */}
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
      </div>
    </div>
  );
}
