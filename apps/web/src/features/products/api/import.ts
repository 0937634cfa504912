import { IMPORT_MAX_BYTES, IMPORT_MAX_MB, type ImportReport, PRODUCT_CSV_COLUMNS } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { actionError } from '@/lib/action-error';
import {
  type ApiEnvelope,
  ApiError,
  buildUrl,
  NETWORK_ERROR_MESSAGE,
  type QueryParams,
} from '@/lib/api-client';
import { readStoredToken, removeStoredToken } from '@/lib/auth-token';
import { downloadFile, saveBlob } from '@/lib/download';
import { toastError } from '@/lib/toast';
import { productKeys } from './products';

/** Where an upload is: the file going up (percent sent), then the server reading it. */
export type UploadProgress = { phase: 'uploading'; percent: number } | { phase: 'checking' };
type UploadOptions = {
  dryRun: boolean;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** As api-client's option: a 401 clears the token and opens /login. */
  redirectOnUnauthorized?: boolean;
};

const CATEGORIES_KEY = ['admin-categories'] as const;
const TOO_LARGE = `The file is larger than ${IMPORT_MAX_MB} MB.`;

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /admin/products/import with XMLHttpRequest, for its upload progress (fetch has none).
 * Errors as api-client's: an ApiError with the server's message; status 0 when unreachable.
 */
export function uploadProductCsv(file: File, options: UploadOptions) {
  const { dryRun, onProgress, signal, redirectOnUnauthorized = false } = options;
  return new Promise<ApiEnvelope<ImportReport>>((resolve, reject) => {
    // Refused before sending 50 MB for nothing (the server refuses it too, with 413).
    if (file.size > IMPORT_MAX_BYTES) return reject(new ApiError({ status: 413, clientMessage: TOO_LARGE }));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl('/admin/products/import', { dry_run: dryRun }));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readStoredToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        onProgress?.({ phase: 'uploading', percent: Math.round((event.loaded / event.total) * 100) });
    };
    xhr.upload.onload = () => onProgress?.({ phase: 'checking' });
    xhr.onerror = () => reject(new ApiError({ status: 0, clientMessage: NETWORK_ERROR_MESSAGE }));
    xhr.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status === 401 && redirectOnUnauthorized) {
        removeStoredToken();
        window.location.assign('/login');
        return reject(new ApiError({ status: 401, body, handled: true }));
      }
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (ok && (body as { success?: boolean } | undefined)?.success !== false)
        return resolve(body as ApiEnvelope<ImportReport>);
      const clientMessage = ok ? undefined : `Request failed with status ${xhr.status}`;
      reject(new ApiError({ status: xhr.status, body, clientMessage }));
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** The report of an apply the server refused for errors (422), or undefined. */
export function refusedReport(error: unknown): ImportReport | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const data = (error.body as { data?: ImportReport } | undefined)?.data;
  return Array.isArray(data?.errors) ? data : undefined;
}

/** A dry run or an apply of one file, with its progress; an apply reloads products and categories. */
export function useProductImport() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const mutation = useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      controller.current = new AbortController();
      setProgress({ phase: 'uploading', percent: 0 });
      return uploadProductCsv(file, { dryRun, onProgress: setProgress, signal: controller.current.signal });
    },
    meta: { suppressErrorToast: true },
    onSettled: () => setProgress(null),
    onSuccess: (response) => {
      if (!response.data.applied) return;
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      void queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
    },
  });
  return { ...mutation, progress };
}

/** An empty product file: the header row alone, with a BOM as the export writes it. */
export const downloadTemplate = () =>
  saveBlob(
    new Blob([`\uFEFF${PRODUCT_CSV_COLUMNS.join(',')}\r\n`], { type: 'text/csv;charset=utf-8' }),
    'products-template.csv',
  );

/** GET /admin/products/export with the token, saved as a file (lib/download.ts). */
export const downloadProductExport = (query: QueryParams) =>
  downloadFile({ path: '/admin/products/export', query, fallbackName: 'products.csv' });

export const useProductExport = () =>
  useMutation({
    mutationFn: downloadProductExport,
    meta: { suppressErrorToast: true },
    onError: (error) => toastError(actionError('Failed to export products', error)),
  });
