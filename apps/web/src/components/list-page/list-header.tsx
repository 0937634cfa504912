import type { LucideIcon } from 'lucide-react';
import { RefreshCwIcon } from 'lucide-react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type ListHeaderProps = {
  title: string;
  /** A line above the totals ('Manage your team members and their access levels'). */
  subtitle?: string;
  /** Undefined until the first page has loaded. */
  total?: number;
  activeOnPage?: number;
  /** The item's name, one and many: ['store', 'stores']. */
  noun: [string, string];
  refreshing: boolean;
  onRefresh: () => void;
  add: { label: string; icon: LucideIcon; onClick: () => void };
};

/** A list screen's h1, '{total} {noun} total · {n} active on this page', Refresh and Add. */
export function ListHeader({
  title,
  subtitle,
  total,
  activeOnPage,
  noun,
  refreshing,
  onRefresh,
  add,
}: ListHeaderProps) {
  const totals =
    total === undefined ? (
      <span
        aria-hidden
        className={cn(
          'inline-block animate-pulse rounded-md bg-muted-foreground/10 align-middle h-4',
          subtitle ? 'w-52' : 'mt-1 w-48',
        )}
      />
    ) : (
      <span className={cn('flex flex-wrap items-center gap-x-2 gap-y-1', subtitle && 'text-sm')}>
        <span className={subtitle ? 'font-medium text-foreground' : undefined}>
          {total} {total === 1 ? noun[0] : noun[1]} total
        </span>
        <span aria-hidden>·</span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className="size-2 rounded-full bg-emerald-500" />
          {activeOnPage ?? 0} active on this page
        </span>
      </span>
    );
  return (
    <PageHeader
      title={title}
      description={
        subtitle ? (
          <span className="grid gap-1.5">
            <span>{subtitle}</span>
            {totals}
          </span>
        ) : (
          totals
        )
      }
      actions={
        <>
          <Button variant="outline" onClick={onRefresh} disabled={refreshing}>
            <RefreshCwIcon aria-hidden className={cn(refreshing && 'animate-spin')} />
            Refresh
          </Button>
          <Button onClick={add.onClick}>
            <add.icon aria-hidden />
            {add.label}
          </Button>
        </>
      }
    />
  );
}
