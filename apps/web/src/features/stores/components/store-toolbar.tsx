import { DownloadIcon } from 'lucide-react';
import { ListFilter } from '@/components/list-page/list-filter';
import { ListToolbar, type ListView } from '@/components/list-page/list-toolbar';
import { Button } from '@/components/ui/button';
import { useStoreExport } from '../api/export-stores';
import type { StoreFilters } from '../hooks/use-store-filters';
import { STORE_STATUS_OPTIONS, STORE_TYPE_OPTIONS } from './store-labels';

type StoreToolbarProps = { filters: StoreFilters; view: ListView; onViewChange: (view: ListView) => void };

const typeOptions = [{ value: 'all', label: 'All Types' } as const, ...STORE_TYPE_OPTIONS];
const statusOptions = [{ value: 'all', label: 'All Status' } as const, ...STORE_STATUS_OPTIONS];

/**
 * Search, type and status filters and the grid/list toggle (spec section 2, Admin Stores);
 * Export CSV (issue 23) downloads every store they match.
 */
export function StoreToolbar({ filters, view, onViewChange }: StoreToolbarProps) {
  const exporting = useStoreExport();
  // The search as typed (as the product export): the export does not wait for the list's pause.
  const { search, storeType: store_type, status } = filters;
  return (
    <ListToolbar
      className="sm:flex-row sm:flex-wrap sm:items-center"
      search={{
        value: filters.search,
        onChange: filters.setSearch,
        label: 'Search stores',
        placeholder: 'Search by name, store ID, location or manager...',
        className: 'sm:min-w-64',
      }}
      view={{ value: view, onChange: onViewChange }}
    >
      <ListFilter
        label="Filter by store type"
        value={filters.storeType}
        onChange={filters.setStoreType}
        options={typeOptions}
        className="min-w-36 flex-1 sm:flex-none"
      />
      <ListFilter
        label="Filter by status"
        value={filters.status}
        onChange={filters.setStatus}
        options={statusOptions}
        className="min-w-36 flex-1 sm:flex-none"
      />
      <Button
        variant="outline"
        disabled={exporting.isPending}
        onClick={() => exporting.mutate({ search, store_type, status })}
      >
        <DownloadIcon aria-hidden />
        {exporting.isPending ? 'Exporting…' : 'Export CSV'}
      </Button>
    </ListToolbar>
  );
}
