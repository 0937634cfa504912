import {
  CART_QUANTITY_MAX,
  type CartBulkResult,
  LIST_ITEMS_MAX,
  LISTS_PER_STORE_MAX,
  type ListDetail,
  type ListSummary,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { addLinesToCart, requireOrderingAccess } from '../cart';
import {
  countListItems,
  countStoreLists,
  deleteList,
  deleteListItem,
  findItemOfProduct,
  findListItems,
  findListLines,
  findListSummaries,
  findListSummary,
  findProduct,
  insertList,
  type ListSummaryRow,
  lockListCreation,
  renameList,
  touchList,
  updateListItem,
  upsertListItem,
} from './repository';

// Restock lists belong to a store: every member of it reads and edits them. Who may use them is
// who may use the cart (an active member of an active store; others get the cart's 403). A list
// of another store, and an item of another list, are not found: a 404 never tells they exist.

export const LIST_NOT_FOUND = 'List not found';
export const LIST_ITEM_NOT_FOUND = 'List item not found';
export const listNameTaken = (name: string) => `A list named "${name}" already exists`;
export const TOO_MANY_LISTS = `A store can keep at most ${LISTS_PER_STORE_MAX} lists. Delete one to make room.`;
export const TOO_MANY_ITEMS = `A list can hold at most ${LIST_ITEMS_MAX} products. Remove one to make room.`;

type Options = { db: Db; userId: number };
type ListOptions = Options & { listId: number };

/** The member's store, or the cart's 403 saying why they may not use lists. */
async function storeOf(db: Db, userId: number): Promise<number> {
  const { storeId } = await requireOrderingAccess(db, userId);
  // requireOrderingAccess refuses a member without a store.
  return storeId!;
}

function toSummary(row: ListSummaryRow): ListSummary {
  return {
    id: row.id,
    name: row.name,
    item_count: row.itemCount,
    total: Number(row.total),
    updated_by: row.updatedBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function getLists({ db, userId }: Options): Promise<ListSummary[]> {
  const storeId = await storeOf(db, userId);
  return (await findListSummaries(db, storeId)).map(toSummary);
}

async function readList(db: Db, storeId: number, listId: number): Promise<ListDetail> {
  const summary = await findListSummary(db, storeId, listId);
  if (!summary) throw notFound(LIST_NOT_FOUND);
  const items = await findListItems(db, listId);
  return {
    ...toSummary(summary),
    items: items.map((item) => ({
      id: item.id,
      quantity: item.quantity,
      product: {
        id: item.productId,
        name: item.name,
        sku: item.sku,
        price: Number(item.price),
        image_url: item.image,
        is_active: item.isActive,
        // The cart's rule: available (status 1) and, when stock is tracked, some left.
        in_stock: item.status === 1 && item.stockQuantity !== 0,
        stock_quantity: item.stockQuantity,
      },
    })),
  };
}

export async function getList({ db, userId, listId }: ListOptions): Promise<ListDetail> {
  return readList(db, await storeOf(db, userId), listId);
}

/** Maps the unique (store, lower(name)) index refusing a name to the 409 it means. */
async function nameChecked<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(listNameTaken(name));
    throw error;
  }
}

export async function createList({ db, userId, name }: Options & { name: string }): Promise<ListDetail> {
  const storeId = await storeOf(db, userId);
  const listId = await nameChecked(name, () =>
    db.transaction(async (tx) => {
      await lockListCreation(tx, storeId);
      if ((await countStoreLists(tx, storeId)) >= LISTS_PER_STORE_MAX) throw conflict(TOO_MANY_LISTS);
      return insertList(tx, storeId, userId, name);
    }),
  );
  return readList(db, storeId, listId);
}

export async function updateList({ db, userId, listId, name }: ListOptions & { name: string }) {
  const storeId = await storeOf(db, userId);
  const row = await nameChecked(name, () => renameList(db, storeId, listId, userId, name));
  if (!row) throw notFound(LIST_NOT_FOUND);
  return readList(db, storeId, listId);
}

export async function removeList({ db, userId, listId }: ListOptions) {
  const storeId = await storeOf(db, userId);
  if (!(await deleteList(db, storeId, listId))) throw notFound(LIST_NOT_FOUND);
  return { id: listId };
}

/**
 * A write to one of the list's lines, in a transaction that first marks the list changed by this
 * member and locks it (404 when the store has no such list); a failure leaves the list as it was.
 */
async function writeToList<T>(
  { db, userId, listId }: ListOptions,
  work: (tx: Db) => Promise<T>,
): Promise<{ result: T; list: ListDetail }> {
  const storeId = await storeOf(db, userId);
  const result = await db.transaction(async (tx) => {
    if (!(await touchList(tx, storeId, listId, userId))) throw notFound(LIST_NOT_FOUND);
    return work(tx);
  });
  return { result, list: await readList(db, storeId, listId) };
}

type AddItemOptions = ListOptions & { productId: number; quantity: number };

/**
 * Adds a product, or adds to its quantity when the list holds it already; the sum may not pass
 * the cart's limit of 99. created says whether a new line was made.
 */
export async function addListItem({ productId, quantity, ...options }: AddItemOptions) {
  const { result: created, list } = await writeToList(options, async (tx) => {
    const product = await findProduct(tx, productId);
    if (!product) throw notFound(`product_id: there is no product with id ${productId}`);
    if (!product.isActive) {
      throw conflict(`product_id: ${product.name} (${product.sku}) is no longer sold and cannot be added`);
    }
    const existing = await findItemOfProduct(tx, options.listId, productId);
    if (existing && existing.quantity + quantity > CART_QUANTITY_MAX) {
      const room = CART_QUANTITY_MAX - existing.quantity;
      throw conflict(
        `quantity: the list already holds ${existing.quantity} of ${product.sku}; at most ${CART_QUANTITY_MAX} fit` +
          (room > 0 ? `, so you can add up to ${room} more` : ''),
      );
    }
    if (!existing && (await countListItems(tx, options.listId)) >= LIST_ITEMS_MAX) {
      throw conflict(TOO_MANY_ITEMS);
    }
    await upsertListItem(tx, options.listId, productId, quantity);
    return !existing;
  });
  return { created, list };
}

export async function updateListItemQuantity({
  itemId,
  quantity,
  ...options
}: ListOptions & { itemId: number; quantity: number }): Promise<ListDetail> {
  const { list } = await writeToList(options, async (tx) => {
    if (!(await updateListItem(tx, options.listId, itemId, quantity))) throw notFound(LIST_ITEM_NOT_FOUND);
  });
  return list;
}

export async function removeListItem({ itemId, ...options }: ListOptions & { itemId: number }) {
  const { list } = await writeToList(options, async (tx) => {
    if (!(await deleteListItem(tx, options.listId, itemId))) throw notFound(LIST_ITEM_NOT_FOUND);
  });
  return list;
}

/**
 * Adds every line of the list to the member's cart as POST /user/cart/bulk does: quantities merge
 * with the cart's, and a line that cannot be added (no longer sold, out of stock) is reported.
 */
export async function addListToCart({
  db,
  user,
  listId,
}: {
  db: Db;
  user: AuthUser;
  listId: number;
}): Promise<CartBulkResult> {
  const storeId = await storeOf(db, user.id);
  if (!(await findListSummary(db, storeId, listId))) throw notFound(LIST_NOT_FOUND);
  const lines = await findListLines(db, listId);
  if (lines.length === 0) return { added: [], errors: [] };
  return addLinesToCart(db, user, lines);
}
