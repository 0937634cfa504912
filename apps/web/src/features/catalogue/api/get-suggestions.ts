import {
  SUGGESTIONS_DEFAULT_LIMIT,
  SUGGESTIONS_MIN_LENGTH,
  type Suggestion,
  type SuggestionsResponse,
} from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { productKeys } from './catalogue-keys';

/** GET /products/search/suggestions: at most 5 texts for a query of 2 or more characters. */
export async function getSuggestions(q: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const body = await api.get<SuggestionsResponse['data']>('/products/search/suggestions', {
    signal,
    query: { q, limit: SUGGESTIONS_DEFAULT_LIMIT },
  });
  return body.data.suggestions;
}

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: productKeys.suggestions(q),
    queryFn: ({ signal }) => getSuggestions(q, signal),
    staleTime: STALE_TIME.default,
    // A failed suggestion list just shows none; the search itself still works.
    meta: { suppressErrorToast: true },
    retry: false,
  });

export function useSuggestions(query: string, enabled: boolean) {
  const q = query.trim();
  return useQuery({ ...suggestionsQueryOptions(q), enabled: enabled && q.length >= SUGGESTIONS_MIN_LENGTH });
}
