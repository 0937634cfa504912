import type { Store } from '@portal/contract';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { ListBody } from '@/components/list-page/list-body';
import { ListHeader } from '@/components/list-page/list-header';
import { ListError } from '@/components/list-page/list-states';
import type { ListView } from '@/components/list-page/list-toolbar';
import { useKeepPageInRange, useListTop } from '@/components/list-page/use-list-page';
import { Pagination } from '@/components/ui/pagination';
import { EntityHistoryDialog, useHistoryDialog } from '@/features/audit/components/entity-history-dialog';
import { FETCH_STORES_ERROR, useStores } from '@/features/stores/api/get-stores';
import { DeleteStoreDialog } from '@/features/stores/components/delete-store-dialog';
import { StoreFormDialog } from '@/features/stores/components/store-form-dialog';
import { StoreEmptyState, StoreGridSkeleton, StoreList } from '@/features/stores/components/store-list';
import { StoreToolbar } from '@/features/stores/components/store-toolbar';
import { useStoreFilters } from '@/features/stores/hooks/use-store-filters';

type DialogState = { open: boolean; store: Store | null };
const closed: DialogState = { open: false, store: null };

/** /admin/stores (spec section 2, Admin Stores). */
export default function AdminStoresRoute() {
  const filters = useStoreFilters();
  const [view, setView] = useState<ListView>('grid');
  const [form, setForm] = useState<DialogState>(closed);
  const [removal, setRemoval] = useState<DialogState>(closed);
  const history = useHistoryDialog();
  const query = useStores(filters.params);

  const stores = query.data?.stores ?? [];
  const pagination = query.data?.pagination;
  const page = filters.params.page;

  // A delete can empty the last page: step back to the new last one.
  useKeepPageInRange(page, pagination?.pages, filters.setPage);
  const { listTop, goToPage } = useListTop(filters.setPage);
  const openCreate = () => setForm({ open: true, store: null });
  const showError = query.isError && !query.isFetching;

  return (
    <>
      <title>Stores · MS Portal</title>
      <ListHeader
        title="Stores"
        noun={['store', 'stores']}
        total={pagination?.total}
        activeOnPage={stores.filter((store) => store.status === 'active').length}
        refreshing={query.isFetching}
        onRefresh={() => query.refetch()}
        add={{ label: 'Add Store', icon: PlusIcon, onClick: openCreate }}
      />
      <div className="grid gap-4">
        <StoreToolbar filters={filters} view={view} onViewChange={setView} />
        {showError && (
          <ListError
            title={FETCH_STORES_ERROR}
            message={query.error.message}
            onRetry={() => query.refetch()}
          />
        )}
        <ListBody ref={listTop} updating={query.isFetching} stale={query.isPlaceholderData}>
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
                onHistory={(store) => history.show({ entity: 'store', id: store.id, name: store.name })}
              />
            ))}
        </ListBody>
        {pagination && stores.length > 0 && (
          <Pagination
            page={page}
            pages={pagination.pages}
            summary={{ total: pagination.total, limit: pagination.limit, noun: 'stores' }}
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
      <EntityHistoryDialog {...history.dialog} />
    </>
  );
}
