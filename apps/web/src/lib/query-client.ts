import {
  type InvalidateOptions,
  type InvalidateQueryFilters,
  MutationCache,
  QueryCache,
  QueryClient,
} from '@tanstack/react-query';
import { ApiError } from './api-client';
import { registerQueryCache } from './query-cache-reset';
import { toastError } from './toast';

/**
 * Per-query and per-mutation options read by the global error handler. Set
 * `meta: { suppressErrorToast: true }` when a screen shows its own error toast or view.
 */
type ErrorMeta = { suppressErrorToast?: boolean };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

const MINUTE = 60_000;

/** Spec section 9 cache freshness, for `staleTime` in each feature's query options. */
export const STALE_TIME = {
  default: 5 * MINUTE,
  dashboard: 2 * MINUTE,
  stores: 2 * MINUTE,
  members: 2 * MINUTE,
  memberOrders: 2 * MINUTE,
  adminOrders: 5 * MINUTE,
  adminOrderDetail: 5 * MINUTE,
} as const;

export const MAX_RETRIES = 3;

/** Exponential back-off from 1 s, doubling, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/**
 * Retries up to 3 times, but not answers that will not change on their own: a 4xx (bad input, not
 * found, no access) is final, except timeouts and rate limits.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof ApiError) {
    if (error.handled) return false;
    const clientError = error.status >= 400 && error.status < 500;
    return !clientError || error.status === 408 || error.status === 429;
  }
  return true;
}

function showError(error: unknown, meta: ErrorMeta | undefined) {
  if (meta?.suppressErrorToast) return;
  if (error instanceof ApiError && error.handled) return;
  const message = error instanceof Error && error.message.trim() !== '' ? error.message : 'An error occurred';
  toastError(message, 'Error');
}

/**
 * A QueryClient whose invalidateQueries also covers reads on their way. TanStack Query restarts a
 * read in progress only for a query that already has data: a query on its first read (a new
 * search or filter, the last list kept on screen meanwhile) takes the answer of that read, which
 * the server may have given before the write or event that invalidated it (a member deleted while
 * the list of a new search was on its way stayed listed). Those queries are read once more after
 * it. Every caller gets this: writes' refreshes and the live notifications' alike.
 */
export class FreshQueryClient extends QueryClient {
  override async invalidateQueries(filters?: InvalidateQueryFilters, options?: InvalidateOptions) {
    const onTheirWay =
      filters?.refetchType === 'none'
        ? []
        : this.getQueryCache()
            .findAll({ ...filters, fetchStatus: 'fetching' })
            .filter((query) => query.state.data === undefined);
    await super.invalidateQueries(filters, options);
    await Promise.all(
      onTheirWay.map((query) =>
        super.invalidateQueries(
          { queryKey: query.queryKey, exact: true, refetchType: filters?.refetchType },
          options,
        ),
      ),
    );
  }
}

export function createQueryClient(): QueryClient {
  return new FreshQueryClient({
    queryCache: new QueryCache({ onError: (error, query) => showError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => showError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { staleTime: STALE_TIME.default, retry: shouldRetry, retryDelay },
      // Writes are not repeated on their own: placing an order twice is worse than an error.
      mutations: { retry: false },
    },
  });
}

/** The app's one client; features import it to prefetch or clear the cache. */
export const queryClient = createQueryClient();
registerQueryCache(queryClient);
