import { ListFilter } from '@/components/list-page/list-filter';
import { ListToolbar } from '@/components/list-page/list-toolbar';
import type { AdminOrderFilters } from '../hooks/use-admin-order-filters';
import { ExportOrdersButton } from './export-orders-dialog';
import { STATUS_FILTER_OPTIONS } from './order-labels';

/** Search box, status filter and Export CSV (issue 23, with those two filters); they stack on phones. */
export function AdminOrdersToolbar({ filters }: { filters: AdminOrderFilters }) {
  return (
    <ListToolbar
      className="sm:flex-row sm:items-center"
      search={{
        value: filters.search,
        onChange: filters.setSearch,
        label: 'Search orders',
        placeholder: 'Search by order number, store...',
      }}
    >
      <ListFilter
        label="Filter by status"
        value={filters.status}
        onChange={filters.setStatus}
        options={STATUS_FILTER_OPTIONS}
        className="w-full sm:w-44"
      />
      {/* The search as typed: the export does not wait for the list's pause after typing. */}
      <ExportOrdersButton status={filters.status} search={filters.search} />
    </ListToolbar>
  );
}
