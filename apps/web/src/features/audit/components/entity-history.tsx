import type { AuditEntity } from '@portal/contract';
import { useId } from 'react';
import { Link } from '@/components/ui/link';
import { cn } from '@/lib/cn';
import { useEntityHistory } from '../api/get-audit';
import { AuditEntryList } from './audit-entry-list';

/**
 * An entity page's own history (issue 23): the newest changes to this store, member, order or
 * product, with a link to the whole log filtered to it.
 */
export function EntityHistory({
  entity,
  entityId,
  headingLevel = 3,
  hideHeading = false,
}: {
  entity: AuditEntity;
  entityId: number | string;
  /** 2 when the history is a section of the page itself (the order detail), 3 inside a card. */
  headingLevel?: 2 | 3;
  /** In a dialog titled 'History of …' the heading is left to screen readers. */
  hideHeading?: boolean;
}) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const query = useEntityHistory(entity, entityId);
  const entries = query.data?.entries ?? [];
  const total = query.data?.pagination.total ?? 0;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <Heading
        id={headingId}
        className={cn(
          'font-semibold',
          headingLevel === 2 ? 'mb-2 leading-none tracking-tight' : 'text-sm',
          hideHeading && 'sr-only',
        )}
      >
        History
      </Heading>
      {query.isPending && <p className="text-muted-foreground text-sm">Loading history…</p>}
      {query.isError && <p className="text-destructive text-sm">The history could not be loaded.</p>}
      {query.data && entries.length === 0 && (
        <p className="text-muted-foreground text-sm">No recorded changes yet.</p>
      )}
      {entries.length > 0 && (
        <div className="rounded-md border">
          <AuditEntryList entries={entries} showEntity={false} />
        </div>
      )}
      {total > entries.length && (
        <Link
          className="text-primary text-sm underline"
          to={`/admin/audit?entity=${entity}&entity_id=${entityId}`}
        >
          All {total} entries in the audit log
        </Link>
      )}
    </section>
  );
}
