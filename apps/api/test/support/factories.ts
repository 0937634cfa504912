import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client';
import { cartItems, categories, orders, products, stores, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/password';

// Test data from factories with overrides; every row gets unique keys so tests never collide.
let counter = 0;
const next = () => {
  counter += 1;
  return `${counter}-${randomUUID().slice(0, 8)}`;
};

// Hashing is the slow part of a user; one hash per password per process is enough.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

export async function makeStore(db: Db, overrides: Partial<typeof stores.$inferInsert> = {}) {
  const [row] = await db
    .insert(stores)
    .values({
      name: `Store ${next()}`,
      storeType: 'owned',
      location: 'Austin, TX',
      status: 'active',
      ...overrides,
    })
    .returning();
  return row!;
}

export const TEST_PASSWORD = 'secret123';

export async function makeUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  const { password = TEST_PASSWORD, ...rest } = overrides;
  const [row] = await db
    .insert(users)
    .values({
      email: `user-${next()}@example.test`,
      passwordHash: await hashOnce(password),
      name: `User ${counter}`,
      role: 'user',
      designation: 'viewer',
      ...rest,
    })
    .returning();
  return { ...row!, password };
}

export async function makeCategory(db: Db, overrides: Partial<typeof categories.$inferInsert> = {}) {
  const [row] = await db
    .insert(categories)
    .values({ name: `Category ${next()}`, level: 1, ...overrides })
    .returning();
  return row!;
}

/** A product. Pass categoryIds (the leaf and its ancestors) explicitly: it defaults to an empty array. */
export async function makeProduct(db: Db, overrides: Partial<typeof products.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(products)
    .values({
      name: `Product ${n}`,
      sku: `SKU-${n}`,
      model: `M-${n}`,
      manufacturer: 'Acme',
      price: '10.00',
      status: 1,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function makeCartItem(db: Db, values: typeof cartItems.$inferInsert) {
  const [row] = await db.insert(cartItems).values(values).returning();
  return row!;
}

export async function makeOrder(db: Db, overrides: Partial<typeof orders.$inferInsert> = {}) {
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: `T-${next()}`,
      userName: 'Test Buyer',
      userEmail: 'buyer@example.test',
      itemsCount: 1,
      subtotal: '10.00',
      totalAmount: '10.00',
      ...overrides,
    })
    .returning();
  return row!;
}
