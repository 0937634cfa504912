import { useState } from 'react';
import { ListFilter } from '@/components/list-page/list-filter';
import { ListToolbar } from '@/components/list-page/list-toolbar';
import { Input } from '@/components/ui/input';
import { useAdminOrders } from '../api/get-admin-orders';
import type { OrderStoreOption } from '../api/get-order-store-options';
import type { AdminOrderFilters } from '../hooks/use-admin-order-filters';
import { ExportOrdersButton } from './export-orders-dialog';
import { STATUS_FILTER_OPTIONS } from './order-labels';
import { StoreFilterCombobox } from './store-filter-combobox';

/**
 * The chosen store's name: the one picked in the filter, else (a store from the address) the name
 * on the orders listed, all of that store's, else 'Store #id'. The list shares the screen's query.
 */
function useChosenStoreName(filters: AdminOrderFilters) {
  const [known, setKnown] = useState<ReadonlyMap<number, string>>(new Map());
  const list = useAdminOrders(filters.params);
  const { storeId } = filters;
  // Not the previous filter's orders kept on screen while this one loads.
  const listed =
    storeId && !list.isPlaceholderData
      ? list.data?.orders.find((order) => order.store_name)?.store_name
      : undefined;
  if (storeId && listed && !known.has(storeId)) setKnown(new Map(known).set(storeId, listed));
  const remember = (store: OrderStoreOption | undefined) => {
    if (store) setKnown((names) => new Map(names).set(store.id, store.name));
  };
  const name = storeId ? (known.get(storeId) ?? listed ?? `Store #${storeId}`) : undefined;
  return { name, remember };
}

/**
 * Search box, status and store filters, a range of order days (issue 24, kept in the address) and
 * Export CSV (issue 23, with the list's status, search, store and days); they stack on phones.
 */
export function AdminOrdersToolbar({ filters }: { filters: AdminOrderFilters }) {
  const { name: storeName, remember } = useChosenStoreName(filters);
  return (
    <ListToolbar
      className="sm:flex-row sm:flex-wrap sm:items-center"
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
      <StoreFilterCombobox
        storeId={filters.storeId}
        storeName={storeName}
        onChange={(store) => {
          remember(store);
          filters.setStoreId(store?.id);
        }}
        className="w-full sm:w-56"
      />
      <Input
        type="date"
        aria-label="Orders from"
        value={filters.from ?? ''}
        max={filters.to}
        onChange={(event) => filters.setFrom(event.target.value)}
        className="w-full sm:w-40"
      />
      <Input
        type="date"
        aria-label="Orders to"
        value={filters.to ?? ''}
        min={filters.from}
        onChange={(event) => filters.setTo(event.target.value)}
        className="w-full sm:w-40"
      />
      {/* The search as typed: the export does not wait for the list's pause after typing. */}
      <ExportOrdersButton
        filters={{
          status: filters.status,
          search: filters.search,
          storeId: filters.storeId,
          storeName,
          from: filters.from,
          to: filters.to,
        }}
      />
    </ListToolbar>
  );
}
