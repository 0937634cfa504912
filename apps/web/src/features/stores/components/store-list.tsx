import type { Store } from '@portal/contract';
import { PlusIcon, SearchXIcon, StoreIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useIsMobile } from '@/lib/use-media-query';
import type { StoreActionHandlers } from './store-actions';
import { StoreCard } from './store-card';
import { StoreTable } from './store-table';
import type { StoreView } from './store-toolbar';

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
  const Icon = filtered ? SearchXIcon : StoreIcon;
  return (
    <Card className="border-dashed">
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Icon aria-hidden className="size-6" />
        </span>
        <h2 className="font-semibold text-lg">
          {filtered ? 'No stores match your criteria' : 'No stores yet'}
        </h2>
        <p className="max-w-sm text-muted-foreground text-sm">
          {filtered
            ? 'Try a different search, or clear the filters to see every store.'
            : 'Add your first store to start assigning team members and taking orders.'}
        </p>
        {filtered ? (
          <Button variant="outline" onClick={onClearFilters}>
            Clear Filters
          </Button>
        ) : (
          <Button onClick={onAdd}>
            <PlusIcon aria-hidden />
            Add Your First Store
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

type StoreListProps = StoreActionHandlers & { stores: Store[]; view: StoreView };

/** The stores as cards, or as a table on wide screens in the list view (phones always get cards). */
export function StoreList({ stores, view, onEdit, onDelete }: StoreListProps) {
  const isMobile = useIsMobile();
  const cards = (
    <ul aria-label="Stores" className={gridClass}>
      {stores.map((store) => (
        <li key={store.id}>
          <StoreCard store={store} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
  if (view === 'grid' || isMobile) return cards;
  return <StoreTable stores={stores} onEdit={onEdit} onDelete={onDelete} />;
}
