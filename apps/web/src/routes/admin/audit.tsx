import type { AuditEntity } from '@portal/contract';
import { DownloadIcon, ScrollTextIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { ListEmpty, ListError } from '@/components/list-page/list-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { AUDIT_LOAD_ERROR, type AuditFilters as Filters, useAuditLog } from '@/features/audit/api/get-audit';
import { AuditEntryList } from '@/features/audit/components/audit-entry-list';
import {
  AuditFilters,
  type AuditFilterValues,
  SYSTEM_ACTOR_VALUE,
} from '@/features/audit/components/audit-filters';
import { useFileDownload } from '@/lib/download';

const KEYS = ['actor', 'entity', 'action', 'from', 'to'] as const;

/** The screen's filters as the API takes them: 'all' and blanks left out. */
function queryOf(values: AuditFilterValues, page: number): Filters {
  const given = (v: string) => (v && v !== 'all' ? v : undefined);
  return {
    page,
    actor_id: given(values.actor) && values.actor !== SYSTEM_ACTOR_VALUE ? Number(values.actor) : undefined,
    actor: values.actor === SYSTEM_ACTOR_VALUE ? 'system' : undefined,
    entity: given(values.entity) as AuditEntity | undefined,
    entity_id: undefined,
    action: given(values.action),
    from: given(values.from),
    to: given(values.to),
  };
}

/** /admin/audit (issue 23): who changed what, when and from where; filters live in the URL. */
export default function AdminAuditRoute() {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(
    KEYS.map((k) => [k, params.get(k) ?? (k === 'from' || k === 'to' ? '' : 'all')]),
  ) as AuditFilterValues;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const entityId = params.get('entity_id') ?? undefined;
  const filters = { ...queryOf(values, page), entity_id: entityId };
  const query = useAuditLog(filters);
  const download = useFileDownload();
  const entries = query.data?.entries ?? [];
  const pagination = query.data?.pagination;

  const update = (next: Partial<AuditFilterValues> & { page?: number }) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || value === '' || value === 'all') merged.delete(key);
      else merged.set(key, String(value));
    }
    if (next.page === undefined) merged.delete('page');
    setParams(merged, { replace: true });
  };

  return (
    <>
      <title>Audit log · MS Admin Portal</title>
      <PageHeader
        title="Audit log"
        description="Every change an admin made, sign-ins and automatic approvals, newest first. Entries cannot be changed or deleted."
        actions={
          <Button
            variant="outline"
            disabled={download.isPending}
            onClick={() => {
              const { page: _page, ...rest } = filters;
              download.mutate({
                path: '/admin/audit/export',
                query: rest,
                fallbackName: 'audit-log.csv',
                redirectOnUnauthorized: true,
              });
            }}
          >
            <DownloadIcon aria-hidden />
            Export CSV
          </Button>
        }
      />
      <Card className="mb-4 p-4">
        <AuditFilters values={values} onChange={update} />
        {entityId && (
          <p className="mt-3 text-sm">
            Showing one entity only (id {entityId}).{' '}
            <button
              type="button"
              className="text-primary underline"
              onClick={() => update({ entity_id: '' } as Partial<AuditFilterValues>)}
            >
              Show all
            </button>
          </p>
        )}
      </Card>
      {query.isError && !query.data && (
        <ListError title={AUDIT_LOAD_ERROR} message={query.error.message} onRetry={() => query.refetch()} />
      )}
      {query.isPending && (
        <Card className="grid gap-3 p-4" role="status" aria-label="Loading the audit log">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-8 w-full" />
          ))}
        </Card>
      )}
      {query.data && entries.length === 0 && (
        <ListEmpty
          icon={ScrollTextIcon}
          title="No entries"
          description="No recorded change matches these filters."
        />
      )}
      {entries.length > 0 && (
        <Card className="gap-0 py-0">
          <AuditEntryList entries={entries} />
        </Card>
      )}
      {pagination && entries.length > 0 && (
        <Pagination
          page={page}
          pages={pagination.pages}
          summary={{ total: pagination.total, limit: pagination.limit, noun: 'entries' }}
          label="Audit log pages"
          disabled={query.isPlaceholderData}
          className="mt-4"
          onPageChange={(next) => update({ page: next })}
        />
      )}
    </>
  );
}
