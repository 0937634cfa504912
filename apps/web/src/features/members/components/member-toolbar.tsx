import { MEMBER_PAGE_SIZE_OPTIONS } from '@portal/contract';
import { DownloadIcon } from 'lucide-react';
import { ListFilter } from '@/components/list-page/list-filter';
import { ListToolbar } from '@/components/list-page/list-toolbar';
import { Button } from '@/components/ui/button';
import { useMemberExport } from '../api/export-members';
import type { MemberFilters } from '../hooks/use-member-filters';
import { DESIGNATION_OPTIONS, MEMBER_STATUS_OPTIONS } from './member-labels';

const designationOptions = [{ value: 'all', label: 'All Roles' } as const, ...DESIGNATION_OPTIONS];
const statusOptions = [{ value: 'all', label: 'All Status' } as const, ...MEMBER_STATUS_OPTIONS];
const pageSizeOptions = MEMBER_PAGE_SIZE_OPTIONS.map((size) => ({
  value: String(size),
  label: `${size} per page`,
}));

/**
 * Search, designation and status filters and the page size (spec section 2, Team Members);
 * Export CSV (issue 23) downloads every member they match, all pages.
 */
export function MemberToolbar({ filters }: { filters: MemberFilters }) {
  const exporting = useMemberExport();
  // The search as typed (as the product export): the export does not wait for the list's pause.
  const { search, designation, status } = filters;
  return (
    <ListToolbar
      className="lg:flex-row lg:items-center"
      search={{
        value: filters.search,
        onChange: filters.setSearch,
        label: 'Search members',
        placeholder: 'Search by name, email or phone...',
      }}
    >
      <ListFilter
        label="Filter by designation"
        value={filters.designation}
        onChange={filters.setDesignation}
        options={designationOptions}
        className="min-w-36 flex-1 sm:flex-none"
      />
      <ListFilter
        label="Filter by status"
        value={filters.status}
        onChange={filters.setStatus}
        options={statusOptions}
        className="min-w-32 flex-1 sm:flex-none"
      />
      <ListFilter
        label="Members per page"
        value={String(filters.pageSize)}
        onChange={(value) => filters.setPageSize(Number(value))}
        options={pageSizeOptions}
        className="min-w-32 flex-1 sm:flex-none"
      />
      <Button
        variant="outline"
        disabled={exporting.isPending}
        onClick={() => exporting.mutate({ search, designation, status })}
      >
        <DownloadIcon aria-hidden />
        {exporting.isPending ? 'Exporting…' : 'Export CSV'}
      </Button>
    </ListToolbar>
  );
}
