import type { Store } from '@portal/contract';
import { AlertCircleIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ListPagination } from '@/components/ui/list-pagination';
import { UpdatingIndicator } from '@/components/ui/updating-indicator';
import { FETCH_STORES_ERROR, useStores } from '@/features/stores/api/get-stores';
import { DeleteStoreDialog } from '@/features/stores/components/delete-store-dialog';
import { StoreFormDialog } from '@/features/stores/components/store-form-dialog';
import { StoreEmptyState, StoreGridSkeleton, StoreList } from '@/features/stores/components/store-list';
import { StoreToolbar, type StoreView } from '@/features/stores/components/store-toolbar';
import { StoresHeader } from '@/features/stores/components/stores-header';
import { useStoreFilters } from '@/features/stores/hooks/use-store-filters';
import { cn } from '@/lib/cn';

type DialogState = { open: boolean; store: Store | null };
const closed: DialogState = { open: false, store: null };

/** /admin/stores (spec section 2, Admin Stores). */
export default function AdminStoresRoute() {
  const filters = useStoreFilters();
  const { setPage } = filters;
  const [view, setView] = useState<StoreView>('grid');
  const [form, setForm] = useState<DialogState>(closed);
  const [removal, setRemoval] = useState<DialogState>(closed);
  const query = useStores(filters.params);

  const stores = query.data?.stores ?? [];
  const pagination = query.data?.pagination;
  const page = filters.params.page;

  // A delete can empty the last page: step back to the new last one.
  useEffect(() => {
    if (pagination && pagination.pages > 0 && page > pagination.pages) setPage(pagination.pages);
  }, [pagination, page, setPage]);

  const listTop = useRef<HTMLDivElement>(null);
  // The pager sits under the list: bring the top of the new page into view.
  const goToPage = (next: number) => {
    setPage(next);
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    listTop.current?.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  };
  const openCreate = () => setForm({ open: true, store: null });
  const showError = query.isError && !query.isFetching;

  return (
    <>
      <title>Stores · MS Portal</title>
      <StoresHeader
        total={pagination?.total}
        activeOnPage={stores.filter((store) => store.status === 'active').length}
        refreshing={query.isFetching}
        onRefresh={() => query.refetch()}
        onAdd={openCreate}
      />
      <div className="grid gap-4">
        <StoreToolbar
          search={filters.search}
          onSearchChange={filters.setSearch}
          storeType={filters.storeType}
          onStoreTypeChange={filters.setStoreType}
          status={filters.status}
          onStatusChange={filters.setStatus}
          view={view}
          onViewChange={setView}
        />
        {showError && (
          <Alert variant="destructive">
            <AlertCircleIcon aria-hidden />
            <AlertTitle>{FETCH_STORES_ERROR}</AlertTitle>
            <AlertDescription>
              {query.error.message !== FETCH_STORES_ERROR && <p>{query.error.message}</p>}
              <Button variant="outline" size="sm" className="mt-1" onClick={() => query.refetch()}>
                Try Again
              </Button>
            </AlertDescription>
          </Alert>
        )}
        <div ref={listTop} className="relative mt-1 scroll-mt-24" aria-busy={query.isFetching}>
          <UpdatingIndicator active={query.isFetching} />
          <div className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
            {query.isPending && !showError && <StoreGridSkeleton />}
            {query.data &&
              (stores.length === 0 ? (
                <StoreEmptyState
                  filtered={filters.filtered}
                  onAdd={openCreate}
                  onClearFilters={filters.clearFilters}
                />
              ) : (
                <StoreList
                  stores={stores}
                  view={view}
                  onEdit={(store) => setForm({ open: true, store })}
                  onDelete={(store) => setRemoval({ open: true, store })}
                />
              ))}
          </div>
        </div>
        {pagination && stores.length > 0 && (
          <ListPagination
            page={page}
            pages={pagination.pages}
            total={pagination.total}
            limit={pagination.limit}
            noun="stores"
            label="Stores pages"
            onPageChange={goToPage}
          />
        )}
      </div>
      <StoreFormDialog
        open={form.open}
        store={form.store}
        onOpenChange={(open) => setForm((state) => ({ ...state, open }))}
      />
      <DeleteStoreDialog
        open={removal.open}
        store={removal.store}
        onOpenChange={(open) => setRemoval((state) => ({ ...state, open }))}
      />
    </>
  );
}
