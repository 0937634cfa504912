import { CATEGORY_PATH_SEPARATOR } from '@portal/contract';
import type { Db } from '../../db/client';
import { lockCategoryWrites } from '../admin-categories';
import {
  addCategory,
  allCategories,
  type CategoryNode,
  setStagedCategories,
  stagedCategoryPaths,
} from './import-repository';

/**
 * Finds the category each row's path names, level by level from the top (names compared without
 * case), and creates the levels that are missing, after their siblings. Category writes take turns
 * with the Categories screen (the same lock). Returns how many categories were created.
 */
export async function resolveCategoryPaths(tx: Db): Promise<number> {
  const paths = await stagedCategoryPaths(tx);
  if (!paths.length) return 0;
  await lockCategoryWrites(tx);
  const nodes = await allCategories(tx);
  const childIndex = new Map<string, CategoryNode>();
  const key = (parentId: number | null, name: string) => `${parentId ?? 0}\u0000${name.toLowerCase()}`;
  for (const node of nodes) {
    if (!childIndex.has(key(node.parent_id, node.name))) childIndex.set(key(node.parent_id, node.name), node);
  }
  let created = 0;
  const resolved: { path: string; id: number; ids: number[] }[] = [];
  for (const path of paths.sort()) {
    let parentId: number | null = null;
    const ids: number[] = [];
    for (const [index, name] of path.split(CATEGORY_PATH_SEPARATOR).entries()) {
      let node = childIndex.get(key(parentId, name));
      if (!node) {
        const id = await addCategory(tx, name, parentId, index + 1);
        node = { id, name, parent_id: parentId, level: index + 1 };
        childIndex.set(key(parentId, name), node);
        created += 1;
      }
      ids.push(node.id);
      parentId = node.id;
    }
    resolved.push({ path, id: ids.at(-1)!, ids });
  }
  await setStagedCategories(tx, resolved);
  return created;
}
