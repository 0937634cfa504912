import { PlusIcon, RefreshCwIcon } from 'lucide-react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type StoresHeaderProps = {
  /** Undefined until the first page has loaded. */
  total?: number;
  activeOnPage?: number;
  refreshing: boolean;
  onRefresh: () => void;
  onAdd: () => void;
};

/** Spec section 2: '{total} stores total', the active stores on this page, Refresh and Add Store. */
export function StoresHeader({ total, activeOnPage, refreshing, onRefresh, onAdd }: StoresHeaderProps) {
  return (
    <PageHeader
      title="Stores"
      description={
        total === undefined ? (
          <span
            aria-hidden
            className="inline-block animate-pulse rounded-md bg-muted-foreground/10 align-middle mt-1 h-4 w-48"
          />
        ) : (
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span>
              {total} {total === 1 ? 'store' : 'stores'} total
            </span>
            <span aria-hidden>·</span>
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden className="size-2 rounded-full bg-emerald-500" />
              {activeOnPage ?? 0} active on this page
            </span>
          </span>
        )
      }
      actions={
        <>
          <Button variant="outline" onClick={onRefresh} disabled={refreshing}>
            <RefreshCwIcon aria-hidden className={cn(refreshing && 'animate-spin')} />
            Refresh
          </Button>
          <Button onClick={onAdd}>
            <PlusIcon aria-hidden />
            Add Store
          </Button>
        </>
      }
    />
  );
}
