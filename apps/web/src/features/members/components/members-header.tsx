import { RefreshCwIcon, UserPlusIcon } from 'lucide-react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type MembersHeaderProps = {
  /** Undefined until the first page has loaded. */
  total?: number;
  activeOnPage?: number;
  refreshing: boolean;
  onRefresh: () => void;
  onAdd: () => void;
};

/** Spec section 2: 'Team Members', its subtitle, the totals, Refresh and Add Member. */
export function MembersHeader({ total, activeOnPage, refreshing, onRefresh, onAdd }: MembersHeaderProps) {
  return (
    <PageHeader
      title="Team Members"
      description={
        <span className="grid gap-1.5">
          <span>Manage your team members and their access levels</span>
          {total === undefined ? (
            <span
              aria-hidden
              className="inline-block animate-pulse rounded-md bg-muted-foreground/10 align-middle h-4 w-52"
            />
          ) : (
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <span className="font-medium text-foreground">
                {total} {total === 1 ? 'member' : 'members'} total
              </span>
              <span aria-hidden>·</span>
              <span className="inline-flex items-center gap-1.5">
                <span aria-hidden className="size-2 rounded-full bg-emerald-500" />
                {activeOnPage ?? 0} active on this page
              </span>
            </span>
          )}
        </span>
      }
      actions={
        <>
          <Button variant="outline" onClick={onRefresh} disabled={refreshing}>
            <RefreshCwIcon aria-hidden className={cn(refreshing && 'animate-spin')} />
            Refresh
          </Button>
          <Button onClick={onAdd}>
            <UserPlusIcon aria-hidden />
            Add Member
          </Button>
        </>
      }
    />
  );
}
