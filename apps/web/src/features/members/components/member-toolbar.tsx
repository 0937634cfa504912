import { MEMBER_PAGE_SIZE_OPTIONS } from '@portal/contract';
import { SearchIcon, XIcon } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { DesignationFilter, MemberStatusFilter } from '../hooks/use-member-filters';
import { DESIGNATION_OPTIONS, MEMBER_STATUS_OPTIONS } from './member-labels';

type MemberToolbarProps = {
  search: string;
  onSearchChange: (value: string) => void;
  designation: DesignationFilter;
  onDesignationChange: (value: DesignationFilter) => void;
  status: MemberStatusFilter;
  onStatusChange: (value: MemberStatusFilter) => void;
  pageSize: number;
  onPageSizeChange: (value: number) => void;
};

/** Search, designation and status filters and the page size; wraps onto several rows on phones. */
export function MemberToolbar(props: MemberToolbarProps) {
  const { search, onSearchChange, designation, onDesignationChange, status, onStatusChange } = props;
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-3 shadow-xs lg:flex-row lg:items-center">
      <div className="relative min-w-0 flex-1">
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search members"
          placeholder="Search by name, email or phone..."
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
        <Select
          value={designation}
          onValueChange={(value) => onDesignationChange(value as DesignationFilter)}
        >
          <SelectTrigger aria-label="Filter by designation" className="min-w-36 flex-1 sm:flex-none">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All Roles</SelectItem>
            {DESIGNATION_OPTIONS.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={status} onValueChange={(value) => onStatusChange(value as MemberStatusFilter)}>
          <SelectTrigger aria-label="Filter by status" className="min-w-32 flex-1 sm:flex-none">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All Status</SelectItem>
            {MEMBER_STATUS_OPTIONS.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select
          value={String(props.pageSize)}
          onValueChange={(value) => props.onPageSizeChange(Number(value))}
        >
          <SelectTrigger aria-label="Members per page" className="min-w-32 flex-1 sm:flex-none">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {MEMBER_PAGE_SIZE_OPTIONS.map((size) => (
              <SelectItem key={size} value={String(size)}>
                {size} per page
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
