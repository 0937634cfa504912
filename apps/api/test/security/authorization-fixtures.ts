import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  cartItems,
  orderItems,
  orderStatusHistory,
  orders,
  restockListItems,
  restockLists,
  stores,
  users,
  wishlistItems,
} from '../../src/db/schema';
import { loginAs, type TestContext } from '../support/app';
import {
  makeCartItem,
  makeCategory,
  makeOrder,
  makeProduct,
  makeStore,
  makeUser,
} from '../support/factories';

// One small world per matrix row: two stores with one member each, an admin, and rows owned by
// member A that member B (and the admin, through member routes) must neither see nor change.

export const PRINCIPALS = ['anonymous', 'userA', 'userB', 'admin'] as const;
export type Principal = (typeof PRINCIPALS)[number];

async function makeOwnedOrder(
  t: TestContext,
  userId: number,
  storeId: number,
  productId: number,
  status: string,
) {
  const tag = randomUUID().slice(0, 8);
  const order = await makeOrder(t.db, {
    orderNumber: `SEC-${tag}`,
    userId,
    storeId,
    status,
    userName: `Owner ${tag}`,
    userEmail: `owner-${tag}@example.test`,
  });
  await t.db.insert(orderItems).values({
    orderId: order.id,
    productId,
    productName: 'Matrix part',
    unitPrice: '10.00',
    quantity: 1,
    lineTotal: '10.00',
  });
  return order;
}

export async function buildWorld(t: TestContext) {
  const tag = randomUUID().slice(0, 8);
  const storeA = await makeStore(t.db, { name: `Store A ${tag}` });
  const storeB = await makeStore(t.db, { name: `Store B ${tag}` });
  // Names, e-mails and phones are unique strings, so a leak into another member's response shows.
  const userA = await makeUser(t.db, {
    storeId: storeA.id,
    name: `Alice ${tag}`,
    email: `alice-${tag}@example.test`,
    phoneNumber: `555-A-${tag}`,
  });
  const userB = await makeUser(t.db, {
    storeId: storeB.id,
    name: `Bob ${tag}`,
    email: `bob-${tag}@example.test`,
    phoneNumber: `555-B-${tag}`,
  });
  const admin = await makeUser(t.db, {
    role: 'admin',
    designation: 'admin',
    email: `admin-${tag}@example.test`,
  });
  const category = await makeCategory(t.db);
  const product = await makeProduct(t.db, { categoryId: category.id, categoryIds: [category.id] });
  const otherProduct = await makeProduct(t.db, { categoryId: category.id, categoryIds: [category.id] });

  const cartLineA = await makeCartItem(t.db, { userId: userA.id, productId: product.id, quantity: 2 });
  await makeCartItem(t.db, { userId: userB.id, productId: product.id, quantity: 1 });
  await makeCartItem(t.db, { userId: admin.id, productId: product.id, quantity: 1 });
  await t.db.insert(wishlistItems).values({ userId: userA.id, productId: product.id });
  const pendingOrderA = await makeOwnedOrder(t, userA.id, storeA.id, product.id, 'pending');
  const cancelledOrderA = await makeOwnedOrder(t, userA.id, storeA.id, product.id, 'cancelled');
  // Issue 22: a restock list of A's store (shared by its members), holding one product.
  const [listA] = await t.db
    .insert(restockLists)
    .values({ storeId: storeA.id, name: `List A ${tag}`, createdBy: userA.id, updatedBy: userA.id })
    .returning();
  const [listItemA] = await t.db
    .insert(restockListItems)
    .values({ listId: listA!.id, productId: product.id, quantity: 2 })
    .returning();

  const tokens: Record<Principal, string | undefined> = {
    anonymous: undefined,
    userA: await loginAs(t.app, userA.email, userA.password),
    userB: await loginAs(t.app, userB.email, userB.password),
    admin: await loginAs(t.app, admin.email, admin.password),
  };
  return {
    tag,
    storeA,
    storeB,
    userA,
    userB,
    admin,
    category,
    product,
    otherProduct,
    cartLineA,
    pendingOrderA,
    cancelledOrderA,
    listA: listA!,
    listItemA: listItemA!,
    tokens,
  };
}
export type World = Awaited<ReturnType<typeof buildWorld>>;

/** Everything member A owns, read straight from the database: a refused call must not change it. */
export async function snapshotOfA(t: TestContext, w: World) {
  const orderIds = [w.pendingOrderA.id, w.cancelledOrderA.id];
  return {
    user: await t.db.select().from(users).where(eq(users.id, w.userA.id)),
    store: await t.db.select().from(stores).where(eq(stores.id, w.storeA.id)),
    cart: await t.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, w.userA.id))
      .orderBy(asc(cartItems.id)),
    wishlist: await t.db.select().from(wishlistItems).where(eq(wishlistItems.userId, w.userA.id)),
    orders: await t.db.select().from(orders).where(inArray(orders.id, orderIds)).orderBy(asc(orders.id)),
    items: await t.db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)),
    history: await t.db
      .select()
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, orderIds)),
    lists: await t.db.select().from(restockLists).where(eq(restockLists.storeId, w.storeA.id)),
    listItems: await t.db
      .select()
      .from(restockListItems)
      .where(eq(restockListItems.listId, w.listA.id))
      .orderBy(asc(restockListItems.id)),
  };
}

/** Strings private to a member: another store user must never receive them. */
export function privateStringsOf(w: World, who: 'userA' | 'userB'): string[] {
  if (who === 'userA') {
    return [
      w.userA.email,
      w.userA.phoneNumber!,
      w.userA.name,
      w.pendingOrderA.orderNumber,
      w.cancelledOrderA.orderNumber,
    ];
  }
  return [w.userB.email, w.userB.phoneNumber!, w.userB.name];
}

/** Names of JSON keys that would expose credentials or session internals, at any depth. */
const SECRET_KEYS = new Set(['password', 'passwordHash', 'password_hash', 'tokenVersion', 'token_version']);

export function secretKeysIn(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => secretKeysIn(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => [
    ...(SECRET_KEYS.has(key) ? [`${path}.${key}`] : []),
    ...secretKeysIn(v, `${path}.${key}`),
  ]);
}
