import { readStoredToken, removeStoredToken } from './auth-token';

export const API_BASE = '/api';
export const DEFAULT_ERROR_MESSAGE = 'An unexpected error occurred.';
export const NETWORK_ERROR_MESSAGE = 'Network error or server unavailable';

/** The success envelope of every API answer: `{ success: true, message?, data }`. */
export type ApiEnvelope<T> = { success: true; message?: string; data: T };

type ErrorBody = { success?: boolean; message?: unknown; error?: unknown };

/** A failed call. `status` is 0 when the server could not be reached. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The server's `message` and `error` fields, when it sent them. */
  readonly serverMessage?: string;
  readonly serverError?: string;
  readonly body: unknown;
  /** True once the client has already dealt with it (the 401 redirect): screens stay quiet. */
  readonly handled: boolean;

  constructor(options: {
    status: number;
    body?: unknown;
    clientMessage?: string;
    handled?: boolean;
    cause?: unknown;
  }) {
    const body = (options.body ?? {}) as ErrorBody;
    const serverMessage = nonBlank(body.message);
    const serverError = nonBlank(body.error);
    // Spec section 8: server message, then error, then the client's own message, then a default.
    super(serverMessage ?? serverError ?? nonBlank(options.clientMessage) ?? DEFAULT_ERROR_MESSAGE, {
      cause: options.cause,
    });
    this.status = options.status;
    this.serverMessage = serverMessage;
    this.serverError = serverError;
    this.body = options.body;
    this.handled = options.handled ?? false;
  }
}

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData is sent as multipart/form-data. */
  body?: unknown;
  /** Blank, null and undefined values are left out. */
  query?: QueryParams;
  signal?: AbortSignal;
  /** Extra request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
  /** Overrides the stored token (the logout call passes the token it is revoking). */
  token?: string | null;
  /**
   * Spec section 6: for the admin order calls a 401 clears the stored token and sends the
   * browser to /login. Other calls just fail.
   */
  redirectOnUnauthorized?: boolean;
};

export function buildUrl(path: string, query?: QueryParams): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The one fetch wrapper: JSON (or a FormData upload) in, JSON out, bearer token, errors as ApiError with the server's message. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, redirectOnUnauthorized = false } = options;
  const extraHeaders = options.headers ?? {};
  const token = options.token === undefined ? readStoredToken() : options.token;
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  // A FormData body (a file upload) sets its own multipart type and boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, clientMessage: NETWORK_ERROR_MESSAGE, cause: error });
  }

  const data = await readBody(response);
  if (response.status === 401 && redirectOnUnauthorized) {
    removeStoredToken();
    window.location.assign('/login');
    throw new ApiError({ status: 401, body: data, handled: true });
  }
  const failed =
    !response.ok || (typeof data === 'object' && data !== null && (data as ErrorBody).success === false);
  if (failed) {
    throw new ApiError({
      status: response.status,
      body: data,
      clientMessage: response.ok ? undefined : `Request failed with status ${response.status}`,
    });
  }
  return data as T;
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

/** Shorthands returning the whole envelope: `const { data } = await api.get<StoreList>('/admin/stores')`. */
export const api = {
  get: <T>(path: string, options?: Options) =>
    apiRequest<ApiEnvelope<T>>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<ApiEnvelope<T>>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<ApiEnvelope<T>>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<ApiEnvelope<T>>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Options) =>
    apiRequest<ApiEnvelope<T>>(path, { ...options, method: 'DELETE' }),
};

/** The text to show for any thrown value, in the order of spec section 8. */
export function getErrorMessage(error: unknown, fallback = DEFAULT_ERROR_MESSAGE): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}
