import { useMutation } from '@tanstack/react-query';
import { actionError } from '@/lib/action-error';
import { downloadFile } from '@/lib/download';
import { toastError } from '@/lib/toast';
import type { MemberListParams } from './member-keys';

export const EXPORT_MEMBERS_ERROR = 'Failed to export members';

/**
 * GET /admin/users/export (issue 23): every member the list's search and filters match, as a
 * dated CSV file the server names; 'all' and blanks are left out as in the list's own query.
 */
export function exportMembers({ search, designation, status }: Omit<MemberListParams, 'page' | 'limit'>) {
  return downloadFile({
    path: '/admin/users/export',
    query: {
      search: search?.trim(),
      designation: designation === 'all' ? undefined : designation,
      status: status === 'all' ? undefined : status,
    },
    fallbackName: 'members.csv',
  });
}

export const useMemberExport = () =>
  useMutation({
    mutationFn: exportMembers,
    meta: { suppressErrorToast: true },
    onError: (error) => toastError(actionError(EXPORT_MEMBERS_ERROR, error)),
  });
