import { CATEGORY_MAX_LEVEL } from '@portal/contract';
import type { AdminCategory } from '../api/categories';

export const TOP_LEVEL = 'top';

/** The category's path from the top, e.g. 'Phones › Apple › iPhone 15'. */
export function pathOf(categories: AdminCategory[], id: number): string {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const names: string[] = [];
  for (let at = byId.get(id); at; at = at.parent_id === null ? undefined : byId.get(at.parent_id))
    names.unshift(at.name);
  return names.join(' › ');
}

/** The category and every category below it. */
export function subtreeOf(categories: AdminCategory[], id: number): Set<number> {
  const ids = new Set([id]);
  for (const c of categories) if (c.parent_id !== null && ids.has(c.parent_id)) ids.add(c.id);
  return ids;
}

/** How many levels the category's subtree spans (1: no subcategories). */
function heightOf(categories: AdminCategory[], id: number): number {
  const below = subtreeOf(categories, id);
  const self = categories.find((c) => c.id === id);
  const deepest = Math.max(...categories.filter((c) => below.has(c.id)).map((c) => c.level));
  return self ? deepest - self.level + 1 : 1;
}

/**
 * The parents a category may go under: the top level, or any category that keeps the tree within
 * 3 levels, never the category itself or one below it (the server checks the same).
 */
export function parentOptions(categories: AdminCategory[], editing: AdminCategory | null) {
  const excluded = editing ? subtreeOf(categories, editing.id) : new Set<number>();
  const height = editing ? heightOf(categories, editing.id) : 1;
  return [
    { value: TOP_LEVEL, label: 'Top level' },
    ...categories
      .filter((c) => !excluded.has(c.id) && c.level + height <= CATEGORY_MAX_LEVEL)
      .map((c) => ({ value: String(c.id), label: pathOf(categories, c.id) })),
  ];
}
