import { SearchIcon, XIcon } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { AdminOrderStatusFilter } from '../api/admin-order-keys';
import { STATUS_FILTER_OPTIONS } from './order-labels';

type AdminOrdersToolbarProps = {
  search: string;
  onSearchChange: (value: string) => void;
  status: AdminOrderStatusFilter;
  onStatusChange: (value: AdminOrderStatusFilter) => void;
};

/** Search box and status filter; they stack on phones. */
export function AdminOrdersToolbar({
  search,
  onSearchChange,
  status,
  onStatusChange,
}: AdminOrdersToolbarProps) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-3 shadow-xs sm:flex-row sm:items-center">
      <div className="relative min-w-0 flex-1">
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search orders"
          placeholder="Search by order number, store..."
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
      <Select value={status} onValueChange={(value) => onStatusChange(value as AdminOrderStatusFilter)}>
        <SelectTrigger aria-label="Filter by status" className="w-full sm:w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {STATUS_FILTER_OPTIONS.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
