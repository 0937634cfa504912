import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, buildUrl, DEFAULT_ERROR_MESSAGE, getErrorMessage } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('ApiError message order (spec section 8)', () => {
  it('prefers the server message, then error, then the client message, then the default', () => {
    expect(
      new ApiError({ status: 400, body: { message: 'm', error: 'e' }, clientMessage: 'c' }).message,
    ).toBe('m');
    expect(
      new ApiError({ status: 400, body: { message: ' ', error: 'e' }, clientMessage: 'c' }).message,
    ).toBe('e');
    expect(new ApiError({ status: 400, body: {}, clientMessage: 'c' }).message).toBe('c');
    expect(new ApiError({ status: 400 }).message).toBe(DEFAULT_ERROR_MESSAGE);
    expect(getErrorMessage('not an error')).toBe('An unexpected error occurred.');
  });
});

describe('buildUrl', () => {
  it('prefixes /api and leaves out empty query values', () => {
    expect(
      buildUrl('/admin/stores', { page: 2, search: '', status: undefined, type: null, active: false }),
    ).toBe('/api/admin/stores?page=2&active=false');
    expect(buildUrl('orders')).toBe('/api/orders');
  });
});

describe('apiRequest', () => {
  const storage = new Map<string, string>();
  const assign = vi.fn();

  beforeEach(() => {
    storage.clear();
    assign.mockReset();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => storage.set(key, value),
        removeItem: (key: string) => storage.delete(key),
      },
      location: { assign },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the stored bearer token and returns the body', async () => {
    storage.set('accessToken', 'tok');
    const fetchMock = vi.fn(async () => json(200, { success: true, data: { id: 1 } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/orders', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      success: true,
      data: { id: 1 },
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/orders');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok', 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"a":1}');
  });

  it('throws the server message with the status', async () => {
    vi.stubGlobal('fetch', async () =>
      json(409, { success: false, message: 'Email already exists', error: 'CONFLICT' }),
    );
    const error = await apiRequest('/admin/users').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Email already exists', serverError: 'CONFLICT' });
  });

  it('treats success: false in an OK answer as a failure', async () => {
    vi.stubGlobal('fetch', async () => json(200, { success: false }));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 200, message: DEFAULT_ERROR_MESSAGE });
  });

  it('reports an unreachable server with status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/x')).rejects.toMatchObject({
      status: 0,
      message: 'Network error or server unavailable',
    });
  });

  it('on 401 clears the token and goes to /login only when asked to', async () => {
    storage.set('accessToken', 'old');
    vi.stubGlobal('fetch', async () => json(401, { success: false, message: 'Token expired' }));
    await expect(apiRequest('/user/cart')).rejects.toMatchObject({ status: 401, handled: false });
    expect(storage.get('accessToken')).toBe('old');
    expect(assign).not.toHaveBeenCalled();

    await expect(apiRequest('/admin/orders', { redirectOnUnauthorized: true })).rejects.toMatchObject({
      status: 401,
      handled: true,
    });
    expect(storage.has('accessToken')).toBe(false);
    expect(assign).toHaveBeenCalledWith('/login');
  });
});
