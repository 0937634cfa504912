import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { FreshQueryClient, retryDelay, shouldRetry } from './query-client';

describe('query retries (spec section 9)', () => {
  it('backs off exponentially from 1 s, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries up to 3 times, but not answers a retry cannot change', () => {
    const serverError = new ApiError({ status: 500 });
    expect(shouldRetry(0, serverError)).toBe(true);
    expect(shouldRetry(2, serverError)).toBe(true);
    expect(shouldRetry(3, serverError)).toBe(false);
    expect(shouldRetry(0, new ApiError({ status: 0 }))).toBe(true);
    expect(shouldRetry(0, new ApiError({ status: 404 }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ status: 429 }))).toBe(true);
    expect(shouldRetry(0, new ApiError({ status: 401, handled: true }))).toBe(false);
  });
});

describe('invalidateQueries of the app client (FreshQueryClient)', () => {
  // The server's list: the first read is answered before the write, the next ones after it.
  function listServer() {
    const answers: Array<(rows: string[]) => void> = [];
    let reads = 0;
    const read = () => {
      reads += 1;
      return new Promise<string[]>((resolve) => answers.push(resolve));
    };
    return { read, answers, reads: () => reads };
  }

  // A shown query over such a server, its first read on its way.
  function showList(client: QueryClient, queryKey: unknown[]) {
    const server = listServer();
    const observer = new QueryObserver(client, { queryKey, queryFn: server.read });
    const stop = observer.subscribe(() => {});
    return { server, observer, stop };
  }

  it('reads again a first read that was on its way when the write ended', async () => {
    const client = new FreshQueryClient({ defaultOptions: { queries: { retry: false } } });
    const { server, observer, stop } = showList(client, ['members', 'list', 'ann']);
    expect(server.reads()).toBe(1);

    const refreshed = client.invalidateQueries({ queryKey: ['members'] });
    server.answers[0]?.(['Ann']); // answered before the member was deleted
    await vi.waitFor(() => expect(server.reads()).toBe(2));
    server.answers[1]?.([]);
    await refreshed;
    expect(observer.getCurrentResult().data).toEqual([]);
    stop();
  });

  it('reads a shown query with data once, as TanStack Query does', async () => {
    const client = new FreshQueryClient({ defaultOptions: { queries: { retry: false } } });
    let reads = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['members', 'list'],
      queryFn: async () => {
        reads += 1;
        return [`read ${reads}`];
      },
    });
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['read 1']));
    await client.invalidateQueries({ queryKey: ['members'] });
    expect(reads).toBe(2);
    expect(observer.getCurrentResult().data).toEqual(['read 2']);
    stop();
  });

  it('a plain QueryClient keeps the answer given before the write (why the app client exists)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { server, observer, stop } = showList(client, ['members', 'list', 'ann']);
    const refreshed = client.invalidateQueries({ queryKey: ['members'] });
    server.answers[0]?.(['Ann']);
    await refreshed;
    expect(server.reads()).toBe(1);
    expect(observer.getCurrentResult().data).toEqual(['Ann']);
    stop();
  });

  it("with refetchType 'none' only marks queries stale, reading nothing", async () => {
    const client = new FreshQueryClient({ defaultOptions: { queries: { retry: false } } });
    const { server, observer, stop } = showList(client, ['lists', 7]);
    const marked = client.invalidateQueries({ queryKey: ['lists'], refetchType: 'none' });
    server.answers[0]?.(['Tools']);
    await marked;
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['Tools']));
    expect(server.reads()).toBe(1);
    expect(observer.getCurrentResult().isStale).toBe(true);
    stop();
  });
});
