import { Pagination } from '@/components/ui/pagination';
import { useIsMobile } from '@/lib/use-media-query';
import { useCatalogueProducts } from '../hooks/use-catalogue-products';
import { useCatalogueState } from '../hooks/use-catalogue-state';
import type { ProductActions } from '../lib/product-actions';
import { CatalogueFilters } from './catalogue-filters';
import { CatalogueHeader } from './catalogue-header';
import { ProductGrid, ProductGridSkeleton, ProductsEmpty, ProductsError } from './product-grid';
import { SearchBanner } from './search-banner';

type CatalogueViewProps = { actions: ProductActions; cartCount?: number };

/** The store catalogue (spec section 2): filters panel, header, grid and pagination. */
export function CatalogueView({ actions, cartCount }: CatalogueViewProps) {
  const isMobile = useIsMobile();
  const state = useCatalogueState();
  const result = useCatalogueProducts(state);
  const empty = !result.loading && !result.errorMessage && result.products.length === 0;

  return (
    <div className="flex gap-6 lg:gap-8">
      {!isMobile && (
        <aside
          aria-label="Search and filters"
          className="sticky top-20 max-h-[calc(100vh-6rem)] w-64 shrink-0 self-start overflow-y-auto rounded-xl border bg-card p-4 lg:w-72"
        >
          <CatalogueFilters state={state} />
        </aside>
      )}

      <div className="@container min-w-0 flex-1">
        <CatalogueHeader
          isMobile={isMobile}
          state={state}
          total={result.total}
          loading={result.loading}
          cartCount={cartCount}
        />
        {state.searchMode && (
          <SearchBanner
            query={state.query}
            correctedQuery={result.correctedQuery}
            onClear={state.clearSearch}
          />
        )}

        {result.errorMessage ? (
          <ProductsError message={result.errorMessage} />
        ) : result.loading ? (
          <ProductGridSkeleton />
        ) : empty ? (
          <ProductsEmpty
            query={state.searchMode ? state.query : undefined}
            clearLabel={
              state.searchMode ? 'Clear Search' : state.path.length > 0 ? 'Clear Filters' : undefined
            }
            onClear={state.searchMode ? state.clearSearch : () => state.setPath([])}
          />
        ) : (
          <>
            <ProductGrid products={result.products} actions={actions} updating={result.updating} />
            <Pagination
              compact
              className="mt-6"
              label="Pagination"
              page={state.page}
              pages={result.pages}
              onPageChange={state.setPage}
              disabled={result.updating}
            />
          </>
        )}
      </div>
    </div>
  );
}
