import { hashPassword } from '../../lib/password';
import type { Db } from '../client';
import { orderItems, orderStatusHistory, orders, products as productsTable, settings } from '../schema';
import { withoutForeignKeyChecks } from './bulk';
import { CATALOGUE } from './catalogue';
import { insertCategories } from './categories';
import { seedExtras } from './extras';
import { seedLists } from './lists';
import { seedMembers } from './members';
import { seedNotifications } from './notifications';
import { seedOrders } from './orders';
import { generateProducts, insertProducts } from './products';
import { createRandom } from './random';
import { seedStores } from './stores';

export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', password: 'admin123', role: 'admin', name: 'Alex Morgan' },
  { email: 'store@example.com', password: 'store123', role: 'user', name: 'Jordan Rivera' },
] as const;

/** Every generated member signs in with this password. */
export const MEMBER_PASSWORD = 'member123';

export type SeedOptions = {
  /** Products in the catalogue (default 3000). */
  products?: number;
  /** Stores (default 12; at least 1, the demo member's). */
  stores?: number;
  /** Users, the two demo accounts included (default 30; at least those two). */
  members?: number;
  /** Orders over the last 60 days (default 60). */
  orders?: number;
  /** Seed of the pseudo-random generator: the same seed and sizes give the same data. */
  seed?: number;
};

export type SeedSummary = {
  categories: number;
  products: number;
  stores: number;
  members: number;
  orders: number;
  orderItems: number;
  orderHistory: number;
  cartItems: number;
  wishlistItems: number;
  searchQueries: number;
};

export const SEED_DEFAULTS = { products: 3000, stores: 12, members: 30, orders: 60, seed: 20240601 } as const;

/**
 * Fills an empty database with a realistic demo: the category tree, `products` products, stores,
 * members (the two demo accounts included), orders in every status, carts, wishlists and searches.
 * The same options give the same rows; timestamps are relative to the moment it runs.
 * Runs in one transaction, so a failure leaves the database empty.
 */
const DEMO_SETTINGS = {
  id: 1,
  companyName: 'Parts Wholesale Co.',
  companyAddress: '1200 Commerce Dr, Dallas, TX 75201, USA',
  companyTaxId: 'US 12-3456789',
  taxRate: '8.250',
  shippingFee: '15.00',
  freeShippingThreshold: '500.00',
};

export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const o = { ...SEED_DEFAULTS, ...stripUndefined(options) };
  const now = Date.now();
  // argon2 is deliberately slow: one hash per password, shared by every member.
  const [adminHash, storeHash, memberHash] = await Promise.all(
    [DEMO_ACCOUNTS[0].password, DEMO_ACCOUNTS[1].password, MEMBER_PASSWORD].map(hashPassword),
  );
  const [admin, storeUser] = DEMO_ACCOUNTS;
  const demo = [
    { email: admin.email, name: admin.name, role: admin.role, passwordHash: adminHash! },
    { email: storeUser.email, name: storeUser.name, role: storeUser.role, passwordHash: storeHash! },
  ] as const;
  const bulkTables = [productsTable, orders, orderItems, orderStatusHistory];
  return db.transaction((tx) =>
    withoutForeignKeyChecks(tx, bulkTables, async () => {
      const leaves = await insertCategories(tx, CATALOGUE, new Date(now - 400 * 86_400_000));
      const generated = generateProducts(createRandom(o.seed, 'products'), leaves, o.products, now);
      const products = await insertProducts(tx, generated);
      const stores = await seedStores(tx, createRandom(o.seed, 'stores'), o.stores, storeUser.name, now);
      const members = await seedMembers(tx, createRandom(o.seed, 'members'), {
        count: o.members,
        stores,
        demo,
        memberHash: memberHash!,
        now,
      });
      const orderCounts = await seedOrders(tx, createRandom(o.seed, 'orders'), {
        count: o.orders,
        now,
        members,
        stores,
        products,
        demoEmail: storeUser.email,
      });
      // Issue 20: a seller for the invoices, a tax rate and a shipping fee to see in the cart.
      await tx
        .insert(settings)
        .values(DEMO_SETTINGS)
        .onConflictDoUpdate({ target: settings.id, set: DEMO_SETTINGS });
      await seedNotifications(tx, { adminEmail: admin.email, memberEmail: storeUser.email });
      // Issue 22: the demo store's restock lists.
      await seedLists(tx, createRandom(o.seed, 'lists'), {
        members,
        products,
        demoEmail: storeUser.email,
        now,
      });
      const extras = await seedExtras(tx, createRandom(o.seed, 'extras'), {
        members,
        products,
        demoEmail: storeUser.email,
        now,
      });
      return {
        categories: CATALOGUE.reduce(
          (sum, root) => sum + 1 + root.branches.reduce((n, branch) => n + 1 + branch.leaves.length, 0),
          0,
        ),
        products: products.length,
        stores: stores.length,
        members: members.length,
        orders: orderCounts.orders,
        orderItems: orderCounts.orderItems,
        orderHistory: orderCounts.history,
        ...extras,
      };
    }),
  );
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
