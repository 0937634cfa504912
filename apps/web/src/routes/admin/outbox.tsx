import { MailIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { ListEmpty, ListError } from '@/components/list-page/list-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { OUTBOX_LOAD_ERROR, useOutbox } from '@/features/notifications/api/get-outbox';
import { OutboxTable } from '@/features/notifications/components/outbox-table';

/** Placeholder rows while the first page loads. */
function OutboxSkeleton() {
  return (
    <div role="status" aria-label="Loading e-mail" className="grid gap-3 p-4">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-8 w-full" />
      ))}
    </div>
  );
}

/** /admin/outbox (issue 21): every e-mail the portal wrote about orders, sent or waiting. */
export default function AdminOutboxRoute() {
  const [page, setPage] = useState(1);
  const query = useOutbox(page);
  const entries = query.data?.items ?? [];
  const pagination = query.data?.pagination;
  return (
    <>
      <title>Outbox · MS Admin Portal</title>
      <PageHeader
        title="Outbox"
        description="The e-mail the portal writes about orders, newest first. Without SMTP_URL set, e-mail waits here and nothing is sent."
        actions={
          <Button variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
            <RefreshCwIcon aria-hidden className={query.isFetching ? 'animate-spin' : undefined} />
            Refresh
          </Button>
        }
      />
      {query.isError && !query.data && (
        <ListError title={OUTBOX_LOAD_ERROR} message={query.error.message} onRetry={() => query.refetch()} />
      )}
      {query.isPending && (
        <Card className="py-0">
          <OutboxSkeleton />
        </Card>
      )}
      {query.data && entries.length === 0 && (
        <ListEmpty
          icon={MailIcon}
          title="No e-mail yet"
          description="E-mail about new and changed orders appears here as soon as the portal writes it."
        />
      )}
      {entries.length > 0 && (
        <Card className="gap-0 py-0">
          <OutboxTable entries={entries} />
        </Card>
      )}
      {pagination && entries.length > 0 && (
        <Pagination
          page={page}
          pages={pagination.pages}
          summary={{ total: pagination.total, limit: pagination.limit, noun: 'e-mails' }}
          label="Outbox pages"
          disabled={query.isPlaceholderData}
          className="mt-4"
          onPageChange={setPage}
        />
      )}
    </>
  );
}
