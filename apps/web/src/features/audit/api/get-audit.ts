import type { AuditEntity, AuditEntry, Pagination } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type AuditPage = { entries: AuditEntry[]; pagination: Pagination };
/** GET /admin/audit's query (contract AuditQuerySchema), as the screen sends it. */
export type AuditFilters = {
  page?: number;
  limit?: number;
  actor_id?: number;
  /** 'system': the entries the portal wrote itself (automatic approvals). */
  actor?: 'system';
  entity?: AuditEntity;
  entity_id?: string;
  action?: string;
  from?: string;
  to?: string;
};

export const AUDIT_LOAD_ERROR = 'Failed to load the audit log';

export const auditKeys = {
  all: ['audit'] as const,
  list: (filters: AuditFilters) => ['audit', 'list', filters] as const,
  actors: ['audit', 'actors'] as const,
};

/** GET /admin/audit: newest first, with the screen's filters (blank ones left out). */
export async function getAudit(filters: AuditFilters, signal?: AbortSignal) {
  const body = await api.get<AuditPage>('/admin/audit', { signal, query: filters });
  return body.data;
}

export function useAuditLog(filters: AuditFilters) {
  return useQuery(
    queryOptions({
      queryKey: auditKeys.list(filters),
      queryFn: ({ signal }) => getAudit(filters, signal),
      // Every admin write adds to the log: a visit always asks again.
      staleTime: 0,
      placeholderData: keepPreviousData,
      meta: { suppressErrorToast: true },
    }),
  );
}

/** The admins (and System) who appear in the log, for the actor filter. */
export function useAuditActors() {
  return useQuery(
    queryOptions({
      queryKey: auditKeys.actors,
      queryFn: async ({ signal }) =>
        (await api.get<{ actors: { id: number | null; name: string }[] }>('/admin/audit/actors', { signal }))
          .data.actors,
      staleTime: 60_000,
    }),
  );
}

/** One entity's own history (a store, a member, an order, a product): the newest 20 entries. */
export function useEntityHistory(entity: AuditEntity, entityId: number | string) {
  return useAuditLog({ entity, entity_id: String(entityId), page: 1, limit: 20 });
}
