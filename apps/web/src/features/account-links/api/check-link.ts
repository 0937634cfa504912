import type { CheckLinkBody } from '@portal/contract';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';
import { isLinkInvalid } from './account-links';

/**
 * POST /auth/check-link (issue 21): whether the e-mailed link still works, asked as its page
 * opens so a used or expired link says so before the form; it uses nothing. The token goes in
 * the body, never in a query string that access logs keep.
 */
export async function checkLink(body: CheckLinkBody, signal?: AbortSignal): Promise<boolean> {
  try {
    const { data } = await api.post<{ usable: boolean }>('/auth/check-link', body, { token: null, signal });
    return data.usable;
  } catch (error) {
    if (isLinkInvalid(error)) return false; // a token that cannot be one
    throw error;
  }
}

export type LinkState = 'checking' | 'invalid' | 'usable';

/**
 * Asks once per link as the page opens: 'invalid' for a missing, used or expired link, 'usable'
 * otherwise, also when the check itself failed (the form's answer will tell). A plain effect, not
 * a query: the public pages load without TanStack Query (decision 005).
 */
export function useLinkCheck({ token, kind }: CheckLinkBody): LinkState {
  const [state, setState] = useState<LinkState>(token ? 'checking' : 'invalid');
  useEffect(() => {
    if (!token) {
      setState('invalid');
      return;
    }
    const controller = new AbortController();
    setState('checking');
    checkLink({ token, kind }, controller.signal).then(
      (usable) => {
        if (!controller.signal.aborted) setState(usable ? 'usable' : 'invalid');
      },
      () => {
        if (!controller.signal.aborted) setState('usable');
      },
    );
    return () => controller.abort();
  }, [token, kind]);
  return state;
}
