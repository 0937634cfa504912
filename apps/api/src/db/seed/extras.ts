import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { cartItems, searchQueries, wishlistItems } from '../schema';
import type { SeededMember } from './members';
import type { SeededProduct } from './products';
import type { Random } from './random';

const POPULAR_QUERIES = [
  'iphone 14 battery',
  'iphone 13 pro screen',
  'iphone 15 pro max oled',
  's23 ultra oled',
  'galaxy s22 battery',
  'charging port',
  'pixel 7 back glass',
  'switch oled fan',
  'ps5 hdmi port',
  'b7000',
  'tempered glass',
  'a2890',
  'sm-s918b',
  'pentalobe screwdriver',
  'oca film',
  'joystick module',
];
const MINUTE = 60_000;

/** Cart and wishlist lines for the demo member and a few colleagues; some search history. */
export async function seedExtras(
  db: Db,
  random: Random,
  options: {
    members: readonly SeededMember[];
    products: readonly SeededProduct[];
    demoEmail: string;
    now: number;
  },
) {
  const { members, products, demoEmail, now } = options;
  const inStock = products.filter((p) => p.status === 1);
  const shoppers = members.filter((m) => m.role === 'user' && m.isActive && m.storeId);
  const demo = shoppers.find((m) => m.email === demoEmail);
  const others = random.sample(
    shoppers.filter((m) => m !== demo),
    4,
  );
  const at = () => new Date(now - random.int(5, 14 * 24 * 60) * MINUTE);

  const carts = [demo, ...others.slice(0, 3)].flatMap((member, i) =>
    member && inStock.length > 0
      ? random.sample(inStock, i === 0 ? 4 : random.int(1, 5)).map((product) => {
          const created = at();
          return {
            userId: member.id,
            productId: product.id,
            quantity: random.int(1, 10),
            createdAt: created,
            updatedAt: created,
          };
        })
      : [],
  );
  const wishlists = [demo, ...others].flatMap((member, i) =>
    member && products.length > 0
      ? random.sample(products, i === 0 ? 6 : random.int(1, 4)).map((product) => ({
          userId: member.id,
          productId: product.id,
          createdAt: at(),
        }))
      : [],
  );
  if (carts.length > 0) await db.insert(cartItems).values(carts);
  if (wishlists.length > 0) await db.insert(wishlistItems).values(wishlists);

  // The results each query finds in this catalogue, counted once per distinct query.
  const found = new Map<string, number>();
  for (const query of POPULAR_QUERIES) {
    const result = await db.execute(
      sql`select count(*)::int as n from products where search_vector @@ plainto_tsquery('english', ${query})`,
    );
    found.set(query, Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0));
  }
  // One row per user and query (unique index), each query searched by 3 or more members, so
  // popular searches (shown from 3 users up) has something to show in the demo.
  const searchers = [demo, ...others].filter((m): m is SeededMember => Boolean(m));
  const searches = POPULAR_QUERIES.flatMap((query) =>
    random.sample(searchers, random.int(3, Math.max(3, searchers.length))).map((member) => ({
      query,
      userId: member.id,
      resultsCount: found.get(query) ?? 0,
      createdAt: at(),
    })),
  );
  if (searches.length > 0) await db.insert(searchQueries).values(searches).onConflictDoNothing();
  return { cartItems: carts.length, wishlistItems: wishlists.length, searchQueries: searches.length };
}
