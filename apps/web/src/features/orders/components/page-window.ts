/** Spec section 9: at most 7 page buttons, a window that slides to keep the current page central. */
export const MAX_PAGE_BUTTONS = 7;

export function pageWindow(page: number, pages: number, size = MAX_PAGE_BUTTONS): number[] {
  if (pages <= 0) return [];
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), pages - size + 1));
  const end = Math.min(pages, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
