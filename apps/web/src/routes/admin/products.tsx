import type { AdminProduct } from '@portal/contract';
import { PackageIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { ListBody } from '@/components/list-page/list-body';
import { ListEmpty, ListError, ListNoMatches } from '@/components/list-page/list-states';
import { useKeepPageInRange, useListSearch, useListTop } from '@/components/list-page/use-list-page';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { EntityHistoryDialog, useHistoryDialog } from '@/features/audit/components/entity-history-dialog';
import { FETCH_PRODUCTS_ERROR, useProductChange, useProducts } from '@/features/products/api/products';
import { ProductFormDialog } from '@/features/products/components/product-form-dialog';
import { ProductTable } from '@/features/products/components/product-table';
import { type ProductFilterValues, ProductToolbar } from '@/features/products/components/product-toolbar';

const PAGE_SIZE = 20;
const NO_FILTERS: ProductFilterValues = { category: 'all', status: 'all', stock: 'all', sort: 'newest' };

/** /admin/products (issue 19): the catalogue the admin runs. */
export default function AdminProductsRoute() {
  const list = useListSearch();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [form, setForm] = useState<{ open: boolean; product: AdminProduct | null }>({
    open: false,
    product: null,
  });
  const [removal, setRemoval] = useState<{ open: boolean; product: AdminProduct | null }>({
    open: false,
    product: null,
  });
  const query = useProducts({
    page: list.page,
    limit: PAGE_SIZE,
    search: list.searchTerm || undefined,
    category_id: filters.category === 'all' ? undefined : Number(filters.category),
    status: filters.status,
    stock: filters.stock,
    sort: filters.sort,
  });
  const change = useProductChange();
  const history = useHistoryDialog();
  const products = query.data?.products ?? [];
  const pagination = query.data?.pagination;
  useKeepPageInRange(list.page, pagination?.pages, list.setPage);
  const { listTop, goToPage } = useListTop(list.setPage);
  const filtered =
    list.searchTerm !== '' ||
    JSON.stringify(filters) !== JSON.stringify({ ...NO_FILTERS, sort: filters.sort });
  const openCreate = () => setForm({ open: true, product: null });

  return (
    <>
      <title>Products · MS Portal</title>
      <PageHeader
        title="Products"
        description={
          pagination ? `${pagination.total.toLocaleString('en-US')} products match` : 'Loading products...'
        }
        actions={
          <Button onClick={openCreate}>
            <PlusIcon aria-hidden />
            Add Product
          </Button>
        }
      />
      {/* minmax(0, 1fr): the wide table scrolls inside its box instead of widening the page. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <ProductToolbar
          search={list.search}
          onSearch={list.setSearch}
          filters={filters}
          onFilter={list.firstPageWith((next: Partial<ProductFilterValues>) =>
            setFilters((f) => ({ ...f, ...next })),
          )}
        />
        {query.isError && !query.isFetching && (
          <ListError
            title={FETCH_PRODUCTS_ERROR}
            message={query.error.message}
            onRetry={() => query.refetch()}
          />
        )}
        <ListBody ref={listTop} updating={query.isFetching} stale={query.isPlaceholderData}>
          {query.isPending && (
            <div role="status" aria-label="Loading products" className="grid gap-2">
              {Array.from({ length: 8 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <Skeleton key={i} className="h-12" />
              ))}
            </div>
          )}
          {query.data &&
            (products.length === 0 ? (
              filtered ? (
                <ListNoMatches
                  title="No products match"
                  description="Try another search or clear the filters."
                  onClearFilters={() => {
                    list.setSearch('');
                    setFilters(NO_FILTERS);
                    list.setPage(1);
                  }}
                />
              ) : (
                <ListEmpty
                  icon={PackageIcon}
                  title="No products yet"
                  description="Add your first product, or import your parts list."
                  action={<Button onClick={openCreate}>Add Your First Product</Button>}
                />
              )
            ) : (
              <ProductTable
                products={products}
                busy={change.isPending}
                onEdit={(product) => setForm({ open: true, product })}
                onDeactivate={(product) => setRemoval({ open: true, product })}
                onReactivate={(product) =>
                  change.mutate({ kind: 'update', id: product.id, body: { is_active: true } })
                }
                onQuickEdit={(product, body) =>
                  change.mutate({ kind: 'update', id: product.id, body, quiet: true })
                }
                onHistory={(product) =>
                  history.show({ entity: 'product', id: product.id, name: product.name })
                }
              />
            ))}
        </ListBody>
        {pagination && products.length > 0 && (
          <Pagination
            page={list.page}
            pages={pagination.pages}
            summary={{ total: pagination.total, limit: pagination.limit, noun: 'products' }}
            label="Products pages"
            onPageChange={goToPage}
          />
        )}
      </div>
      <ProductFormDialog
        open={form.open}
        product={form.product}
        onClose={() => setForm((state) => ({ ...state, open: false }))}
      />
      <ConfirmDeleteDialog
        open={removal.open}
        onOpenChange={(open) => setRemoval((state) => ({ ...state, open }))}
        title="Deactivate Product"
        description={
          <>
            <strong className="text-foreground">{removal.product?.name}</strong> leaves the store at once:
            buyers no longer find it, and carts holding it cannot check out. Its past orders stay as they are.
            You can reactivate it later.
          </>
        }
        confirmLabel="Deactivate"
        busy={change.isPending}
        onConfirm={async () => {
          if (removal.product) await change.mutateAsync({ kind: 'deactivate', id: removal.product.id });
        }}
      />
      <EntityHistoryDialog {...history.dialog} />
    </>
  );
}
