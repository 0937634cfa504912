/*
 * Signing in or out empties the query cache, but TanStack Query loads with the portals, not with
 * /login (issue 6). The client registers itself here when its module loads, so the auth provider
 * can clear it synchronously without importing it; before then there is no cache to clear.
 */
type ClearableCache = { clear: () => void };

let registered: ClearableCache | undefined;

export function registerQueryCache(cache: ClearableCache): void {
  registered = cache;
}

export function clearQueryCache(): void {
  registered?.clear();
}
