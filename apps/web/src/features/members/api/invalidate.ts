import type { QueryClient } from '@tanstack/react-query';
import { memberKeys, STORES_ROOT_KEY } from './member-keys';

/** After any member change: the member lists, and the stores whose member counts moved. */
export function refreshAfterMemberChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: memberKeys.all }),
    queryClient.invalidateQueries({ queryKey: STORES_ROOT_KEY }),
  ]);
}
