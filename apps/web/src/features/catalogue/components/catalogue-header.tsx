import { ShoppingCartIcon, SlidersHorizontalIcon } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { formatNumber } from '@/lib/format';
import type { CatalogueState } from '../hooks/use-catalogue-state';
import { CatalogueFilters } from './catalogue-filters';

type CatalogueHeaderProps = {
  isMobile: boolean;
  state: CatalogueState;
  total: number;
  loading: boolean;
  /** Undefined while the cart loads. */
  cartCount?: number;
};

/**
 * The Cart button with the number of items; the number is left out until the cart has loaded.
 * Its name is what it shows, then the word for screen readers ('Cart 3 items'): Label in Name.
 */
function CartLink({ count, className }: { count?: number; className?: string }) {
  return (
    <Button asChild variant="outline" className={className}>
      <Link to="/store/cart">
        <ShoppingCartIcon aria-hidden />
        Cart
        {count !== undefined && (
          <>
            {' '}
            <span className="min-w-5 rounded-full bg-primary px-1.5 py-0.5 text-center text-primary-foreground text-xs tabular-nums">
              {count}
            </span>
            <span className="sr-only"> {count === 1 ? 'item' : 'items'}</span>
          </>
        )}
      </Link>
    </Button>
  );
}

/** 'Products' or 'Search Results' with the count, the Cart button, and on mobile the filter drawer. */
export function CatalogueHeader({ isMobile, state, total, loading, cartCount }: CatalogueHeaderProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const count = formatNumber(total);
  const description = loading
    ? 'Loading products...'
    : state.searchMode
      ? `${count} results found`
      : `${count} products found`;
  return (
    <>
      <PageHeader
        title={state.searchMode ? 'Search Results' : 'Products'}
        description={<span aria-live="polite">{description}</span>}
        actions={isMobile ? undefined : <CartLink count={cartCount} />}
        className="mb-4"
      />
      {isMobile && (
        <div className="mb-4 flex items-center gap-2">
          <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
            <SheetTrigger asChild>
              <Button variant="outline" className="flex-1">
                <SlidersHorizontalIcon aria-hidden />
                Filters/Search
              </Button>
            </SheetTrigger>
            <SheetContent side="left">
              <SheetHeader>
                <SheetTitle>Filters/Search</SheetTitle>
                <SheetDescription>Search the catalogue or browse by category.</SheetDescription>
              </SheetHeader>
              <div className="px-4 pb-6">
                <CatalogueFilters state={state} onDone={() => setDrawerOpen(false)} />
              </div>
            </SheetContent>
          </Sheet>
          <CartLink count={cartCount} />
        </div>
      )}
    </>
  );
}
