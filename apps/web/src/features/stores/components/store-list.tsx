import type { Store } from '@portal/contract';
import { PlusIcon, StoreIcon } from 'lucide-react';
import { ListEmpty, ListNoMatches } from '@/components/list-page/list-states';
import type { ListView } from '@/components/list-page/list-toolbar';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useIsMobile } from '@/lib/use-media-query';
import type { StoreActionHandlers } from './store-actions';
import { StoreCard } from './store-card';
import { StoreTable } from './store-table';

const gridClass = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

export function StoreGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className={gridClass}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={i} className="gap-4 py-5">
          <CardContent className="grid gap-3 px-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-3 w-16" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

type EmptyProps = { filtered: boolean; onAdd: () => void; onClearFilters: () => void };

/** 'No stores yet' for an empty product, 'No stores match your criteria' for an empty filter. */
export function StoreEmptyState({ filtered, onAdd, onClearFilters }: EmptyProps) {
  if (filtered) {
    return (
      <ListNoMatches
        title="No stores match your criteria"
        description="Try a different search, or clear the filters to see every store."
        onClearFilters={onClearFilters}
      />
    );
  }
  return (
    <ListEmpty
      icon={StoreIcon}
      title="No stores yet"
      description="Add your first store to start assigning team members and taking orders."
      action={
        <Button onClick={onAdd}>
          <PlusIcon aria-hidden />
          Add Your First Store
        </Button>
      }
    />
  );
}

type StoreListProps = StoreActionHandlers & { stores: Store[]; view: ListView };

/** The stores as cards, or as a table on wide screens in the list view (phones always get cards). */
export function StoreList({ stores, view, ...handlers }: StoreListProps) {
  const isMobile = useIsMobile();
  const cards = (
    <ul aria-label="Stores" className={gridClass}>
      {stores.map((store) => (
        <li key={store.id}>
          <StoreCard store={store} {...handlers} />
        </li>
      ))}
    </ul>
  );
  if (view === 'grid' || isMobile) return cards;
  return <StoreTable stores={stores} {...handlers} />;
}
