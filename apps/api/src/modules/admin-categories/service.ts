import {
  type AdminCategory,
  CATEGORY_MAX_LEVEL,
  type CreateCategoryBody,
  type UpdateCategoryBody,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { type AuditActor, recordAudit } from '../audit';
import {
  countProductsBelow,
  deleteCategoryRow,
  findCategoryTree,
  findSubtree,
  insertCategory,
  type LockedCategory,
  lockCategory,
  lockCategoryWrites,
  lockSiblings,
  moveCategory,
  refreshProductsBelow,
  renameCategory,
  renumber,
} from './repository';

export const CATEGORY_NOT_FOUND = 'Category not found';

type Options = { db: Db; onChanged: () => Promise<void>; actor: AuditActor };

export async function listCategoryTree(db: Db): Promise<AdminCategory[]> {
  return findCategoryTree(db);
}

async function categoryById(db: Db, id: number): Promise<AdminCategory> {
  const [row] = await findCategoryTree(db, id);
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return row;
}

const where = (parent: LockedCategory | null) => (parent ? `under "${parent.name}"` : 'at the top level');

/** A name is unique among its siblings, whatever its case. */
function refuseTakenName(
  siblings: { id: number; name: string }[],
  name: string,
  parent: LockedCategory | null,
  self?: number,
) {
  const taken = siblings.find((s) => s.id !== self && s.name.toLowerCase() === name.toLowerCase());
  if (taken) throw conflict(`name: a category named "${taken.name}" already exists ${where(parent)}`);
}

/** The parent a category goes under (null: the top level), locked; 400 naming parent_id when missing. */
async function parentOf(tx: Db, parentId: number | null | undefined): Promise<LockedCategory | null> {
  if (parentId === null || parentId === undefined) return null;
  const parent = await lockCategory(tx, parentId);
  if (!parent) throw badRequest(`parent_id: there is no category ${parentId}`);
  return parent;
}

/** The sibling ids with `id` placed at `position` (the end when left out or past it). */
function placed(siblings: number[], id: number, position?: number) {
  const others = siblings.filter((s) => s !== id);
  const at = Math.min(position ?? others.length, others.length);
  return [...others.slice(0, at), id, ...others.slice(at)];
}

/** Maps a unique-index refusal (two admins adding the same name at once) to the 409 it means. */
async function settled<T>(work: () => Promise<T>, name?: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`name: a category named "${name}" already exists there`);
    throw error;
  }
}

export async function createCategory({ db, onChanged, actor, body }: Options & { body: CreateCategoryBody }) {
  const id = await settled(
    () =>
      db.transaction(async (tx) => {
        await lockCategoryWrites(tx);
        const parent = await parentOf(tx, body.parent_id);
        const level = parent ? parent.level + 1 : 1;
        if (level > CATEGORY_MAX_LEVEL)
          throw badRequest(
            `parent_id: categories nest at most ${CATEGORY_MAX_LEVEL} levels deep, and "${parent?.name}" is at level ${CATEGORY_MAX_LEVEL}`,
          );
        const siblings = await lockSiblings(tx, parent?.id ?? null);
        refuseTakenName(siblings, body.name, parent);
        const newId = await insertCategory(tx, {
          name: body.name,
          parentId: parent?.id ?? null,
          level,
          position: siblings.length,
        });
        await renumber(
          tx,
          placed(
            siblings.map((s) => s.id),
            newId,
            body.position,
          ),
        );
        const after = { name: body.name, parent_id: parent?.id ?? null, level };
        await recordAudit(tx, {
          actor,
          action: 'create',
          entity: 'category',
          entityId: newId,
          label: body.name,
          after,
        });
        return newId;
      }),
    body.name,
  );
  await onChanged();
  return categoryById(db, id);
}

/** Renames, moves (never under itself, never deeper than 3 levels) and reorders, in one transaction. */
export async function updateCategory({
  db,
  onChanged,
  actor,
  id,
  body,
}: Options & { id: number; body: UpdateCategoryBody }) {
  await settled(
    () =>
      db.transaction(async (tx) => {
        await lockCategoryWrites(tx);
        const category = await lockCategory(tx, id);
        if (!category) throw notFound(CATEGORY_NOT_FOUND);
        const moving = body.parent_id !== undefined && body.parent_id !== category.parent_id;
        const parent = await parentOf(tx, moving ? body.parent_id : category.parent_id);
        const subtree = await findSubtree(tx, id);
        if (moving && parent && subtree.ids.includes(parent.id))
          throw badRequest('parent_id: a category cannot move under itself or one of its own subcategories');
        const level = parent ? parent.level + 1 : 1;
        const deepest = subtree.deepest + (level - category.level);
        if (deepest > CATEGORY_MAX_LEVEL)
          throw badRequest(
            `parent_id: categories nest at most ${CATEGORY_MAX_LEVEL} levels deep; "${category.name}" with its subcategories would reach level ${deepest}`,
          );
        const name = body.name ?? category.name;
        const siblings = await lockSiblings(tx, parent?.id ?? null);
        refuseTakenName(siblings, name, parent, id);
        if (name !== category.name) await renameCategory(tx, id, name);
        if (moving) {
          const formerSiblings = await lockSiblings(tx, category.parent_id);
          await moveCategory(tx, id, parent?.id ?? null, subtree.ids, level - category.level);
          await renumber(
            tx,
            formerSiblings.map((s) => s.id).filter((s) => s !== id),
          );
        }
        const current = siblings.findIndex((s) => s.id === id);
        const position = body.position ?? (moving ? undefined : current);
        await renumber(
          tx,
          placed(
            siblings.map((s) => s.id),
            id,
            position,
          ),
        );
        if (moving || name !== category.name) await refreshProductsBelow(tx, id);
        const before = {
          name: category.name,
          parent_id: category.parent_id,
          level: category.level,
          position: current,
        };
        const after = { name, parent_id: parent?.id ?? null, level, position: position ?? siblings.length };
        await recordAudit(tx, {
          actor,
          action: 'update',
          entity: 'category',
          entityId: id,
          label: name,
          before,
          after,
        });
      }),
    body.name,
  );
  await onChanged();
  return categoryById(db, id);
}

/** Deletes an empty category; one holding products or subcategories answers 409 saying how many. */
export async function deleteCategory({ db, onChanged, actor, id }: Options & { id: number }) {
  await db.transaction(async (tx) => {
    await lockCategoryWrites(tx);
    const category = await lockCategory(tx, id);
    if (!category) throw notFound(CATEGORY_NOT_FOUND);
    const products = await countProductsBelow(tx, id);
    const subcategories = (await findSubtree(tx, id)).ids.length - 1;
    if (products > 0 || subcategories > 0) {
      const held = [
        products > 0 ? `${products} ${products === 1 ? 'product' : 'products'}` : null,
        subcategories > 0
          ? `${subcategories} ${subcategories === 1 ? 'subcategory' : 'subcategories'}`
          : null,
      ].filter(Boolean);
      throw conflict(
        `"${category.name}" holds ${held.join(' and ')}. Move or delete them first: only an empty category can be deleted.`,
      );
    }
    const siblings = await lockSiblings(tx, category.parent_id);
    await deleteCategoryRow(tx, id);
    const before = { name: category.name, parent_id: category.parent_id, level: category.level };
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'category',
      entityId: id,
      label: category.name,
      before,
    });
    await renumber(
      tx,
      siblings.map((s) => s.id).filter((s) => s !== id),
    );
  });
  await onChanged();
  return { id };
}
