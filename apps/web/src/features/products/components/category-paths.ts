import type { AdminCategory } from '@portal/contract';

/** Every category as 'Phones › Apple › iPhone 15', in tree order. */
export function categoryPaths(categories: AdminCategory[]): { value: string; label: string }[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  return categories.map((category) => {
    const names: string[] = [];
    for (
      let at: AdminCategory | undefined = category;
      at;
      at = at.parent_id === null ? undefined : byId.get(at.parent_id)
    )
      names.unshift(at.name);
    return { value: String(category.id), label: names.join(' › ') };
  });
}
