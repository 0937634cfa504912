import { useMutation } from '@tanstack/react-query';
import { ApiError, buildUrl, getErrorMessage, NETWORK_ERROR_MESSAGE, type QueryParams } from './api-client';
import { readStoredToken, removeStoredToken } from './auth-token';
import { toastError } from './toast';

/** Saves a blob as a download under the name, through a temporary link. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers start reading the file after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file name of a Content-Disposition header: filename*=UTF-8''... first, then filename="...". */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = disposition.match(/filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = disposition.match(/filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  // Only the last path part: a server's name never picks a folder.
  return name ? name.split(/[\\/]/).pop() || undefined : undefined;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

export type DownloadRequest = {
  /** API path, e.g. '/orders/42/invoice.pdf'. */
  path: string;
  /** Query parameters (blank ones left out), e.g. the product list's filters for its export. */
  query?: QueryParams;
  /** Used when the server names no file. */
  fallbackName: string;
  /** As api-client's option: a 401 clears the token and opens /login (the admin order calls). */
  redirectOnUnauthorized?: boolean;
};

/**
 * GET a file with the bearer token (a plain link would not carry it) and save it. Failures are
 * ApiErrors with the server's message, as api-client's; returns the saved file's name.
 */
export async function downloadFile({
  path,
  query,
  fallbackName,
  redirectOnUnauthorized = false,
}: DownloadRequest) {
  const token = readStoredToken();
  const headers: Record<string, string> = { Accept: '*/*' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { headers });
  } catch (error) {
    throw new ApiError({ status: 0, clientMessage: NETWORK_ERROR_MESSAGE, cause: error });
  }
  if (!response.ok) {
    const body = parseJson(await response.text());
    if (response.status === 401 && redirectOnUnauthorized) {
      removeStoredToken();
      window.location.assign('/login');
      throw new ApiError({ status: 401, body, handled: true });
    }
    throw new ApiError({
      status: response.status,
      body,
      clientMessage: `Request failed with status ${response.status}`,
    });
  }
  const name = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}

/**
 * A download button's state: `isPending` while the file comes, a destructive toast with the
 * server's message when it fails.
 */
export const useFileDownload = () =>
  useMutation({
    mutationFn: downloadFile,
    meta: { suppressErrorToast: true },
    onError: (error) => {
      if (error instanceof ApiError && error.handled) return;
      toastError(getErrorMessage(error, 'Download failed'));
    },
  });
