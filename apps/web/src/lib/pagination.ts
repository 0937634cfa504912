/**
 * The page buttons a pager shows: at most `max` consecutive pages, sliding so the current page
 * stays central where it can (spec section 9: 5 buttons, 7 on My Orders).
 */
export function pageItems(page: number, pages: number, max = 5): number[] {
  if (pages <= 0) return [];
  const start = Math.max(1, Math.min(page - Math.floor(max / 2), pages - max + 1));
  const end = Math.min(pages, start + max - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** The first and last item numbers on a page, as in 'Showing 13 to 24 of 40'; 0 to 0 when empty. */
export function pageRange(page: number, limit: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  return { from: (page - 1) * limit + 1, to: Math.min(page * limit, total) };
}
