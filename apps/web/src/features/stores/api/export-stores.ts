import { useMutation } from '@tanstack/react-query';
import { actionError } from '@/lib/action-error';
import { downloadFile } from '@/lib/download';
import { toastError } from '@/lib/toast';
import type { StoreListParams } from './store-keys';

export const EXPORT_STORES_ERROR = 'Failed to export stores';

/**
 * GET /admin/stores/export (issue 23): every store the list's search and filters match, as a
 * dated CSV file the server names; 'all' and blanks are left out as in the list's own query.
 */
export function exportStores({ search, store_type, status }: Omit<StoreListParams, 'page' | 'limit'>) {
  return downloadFile({
    path: '/admin/stores/export',
    query: {
      search: search?.trim(),
      store_type: store_type === 'all' ? undefined : store_type,
      status: status === 'all' ? undefined : status,
    },
    fallbackName: 'stores.csv',
  });
}

export const useStoreExport = () =>
  useMutation({
    mutationFn: exportStores,
    meta: { suppressErrorToast: true },
    onError: (error) => toastError(actionError(EXPORT_STORES_ERROR, error)),
  });
