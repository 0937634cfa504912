import { NOTIFICATIONS_PAGE_SIZE, type OutboxEntrySchema, type Pagination } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { outboxKeys } from './notification-keys';

export type OutboxEntry = z.infer<typeof OutboxEntrySchema>;
export type OutboxPage = { items: OutboxEntry[]; pagination: Pagination };

export const OUTBOX_PAGE_SIZE = NOTIFICATIONS_PAGE_SIZE;
export const OUTBOX_LOAD_ERROR = 'Failed to load the outbox';

/** GET /admin/outbox?page&limit: every e-mail the portal wrote, newest first, sent or waiting. */
export async function getOutbox(page: number, signal?: AbortSignal): Promise<OutboxPage> {
  const body = await api.get<OutboxPage>('/admin/outbox', {
    signal,
    query: { page, limit: OUTBOX_PAGE_SIZE },
  });
  return body.data;
}

export function useOutbox(page: number) {
  return useQuery(
    queryOptions({
      queryKey: outboxKeys.page(page),
      queryFn: ({ signal }) => getOutbox(page, signal),
      // The worker sends in the background: a visit always asks again.
      staleTime: 0,
      placeholderData: keepPreviousData,
      // The screen shows its own error with Try Again.
      meta: { suppressErrorToast: true },
    }),
  );
}
