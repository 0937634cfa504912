import { AlertCircleIcon, PackageSearchIcon, RotateCcwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { CardProduct } from '../lib/card-product';
import type { ProductActions } from '../lib/product-actions';
import { ProductCard } from './product-card';

// Columns follow the space the grid gets (beside the filters panel), not the window.
const GRID = 'grid grid-cols-1 gap-4 @md:grid-cols-2 @3xl:grid-cols-3 @6xl:grid-cols-4';

type ProductGridProps = {
  products: CardProduct[];
  actions: ProductActions;
  /** The next page is loading while this one stays on screen. */
  updating?: boolean;
};

export function ProductGrid({ products, actions, updating }: ProductGridProps) {
  return (
    <section aria-label="Products" aria-busy={updating} className={cn(GRID, updating && 'opacity-60')}>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} actions={actions} />
      ))}
    </section>
  );
}

/** 8 placeholder cards while the first page loads. */
export function ProductGridSkeleton() {
  return (
    <div role="status" aria-label="Loading products" className={GRID}>
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
        <div key={i} className="overflow-hidden rounded-xl border bg-card">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="space-y-3 p-4">
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-6 w-20" />
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

type EmptyProps = {
  /** The submitted search, if any. */
  query?: string;
  /** 'Clear Search' in search mode, 'Clear Filters' with a category chosen, else nothing. */
  clearLabel?: 'Clear Search' | 'Clear Filters';
  onClear?: () => void;
};

export function ProductsEmpty({ query, clearLabel, onClear }: EmptyProps) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-card px-6 py-16 text-center">
      <PackageSearchIcon aria-hidden className="size-12 text-muted-foreground/60" />
      <h2 className="font-semibold text-lg">
        {query ? `No products found for "${query}"` : 'No products found'}
      </h2>
      <p className="max-w-sm text-muted-foreground text-sm">
        {query ? 'Check the spelling or try a part name, model or SKU.' : 'Try another category.'}
      </p>
      {clearLabel && onClear && (
        <Button variant="outline" onClick={onClear}>
          {clearLabel}
        </Button>
      )}
    </div>
  );
}

export function ProductsError({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 px-6 py-12 text-center"
    >
      <AlertCircleIcon aria-hidden className="size-10 text-red-600" />
      <p className="font-medium text-red-800">Error loading products: {message}</p>
      <Button variant="outline" onClick={() => window.location.reload()}>
        <RotateCcwIcon aria-hidden />
        Retry
      </Button>
    </div>
  );
}
