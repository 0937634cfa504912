import type { Db } from '../client';
import { restockListItems, restockLists } from '../schema';
import type { SeededMember } from './members';
import type { SeededProduct } from './products';
import type { Random } from './random';

const MINUTE = 60_000;

type Kind = { count: number; matches: (name: string) => boolean };
const screens: Kind = {
  count: 5,
  matches: (name) => /\b(OLED Assembly|LCD Assembly|Display Screen)\b/.test(name),
};
const batteries: Kind = { count: 3, matches: (name) => /\bBattery( \(|$)/.test(name) };
const chargers: Kind = { count: 2, matches: (name) => /\bCharger\b/.test(name) };

/** Issue 22: the demo store's restock lists, each filled from a few kinds of part. */
const DEMO_LISTS = [
  { name: 'Weekly screens', kinds: [screens] },
  { name: 'Batteries and chargers', kinds: [batteries, chargers] },
] as const;

/**
 * Two restock lists of the demo member's store, last changed by them or a colleague of the same
 * store. Products on sale only; a catalogue too small to hold a kind leaves its list shorter.
 * Written on conflict do nothing (one name per store, one line per product), so running it
 * again adds nothing.
 */
export async function seedLists(
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
  const demo = members.find((m) => m.email === demoEmail);
  if (!demo?.storeId) return { lists: 0, listItems: 0 };
  const colleagues = members.filter(
    (m) => m !== demo && m.storeId === demo.storeId && m.role === 'user' && m.isActive,
  );
  const onSale = products.filter((p) => p.status === 1);

  let lists = 0;
  let listItems = 0;
  for (const [i, spec] of DEMO_LISTS.entries()) {
    const created = new Date(now - random.int(10, 30) * 24 * 60 * MINUTE);
    const updated = new Date(now - random.int(30, 3 * 24 * 60) * MINUTE);
    const [list] = await db
      .insert(restockLists)
      .values({
        storeId: demo.storeId,
        name: spec.name,
        createdBy: demo.id,
        // The first list was last changed by the demo member, the next by a colleague when there is one.
        updatedBy: i === 0 || colleagues.length === 0 ? demo.id : random.pick(colleagues).id,
        createdAt: created,
        updatedAt: updated,
      })
      .onConflictDoNothing()
      .returning({ id: restockLists.id });
    if (!list) continue;
    lists += 1;
    const picked = spec.kinds.flatMap((kind) =>
      random.sample(
        onSale.filter((p) => kind.matches(p.name)),
        kind.count,
      ),
    );
    const items = picked.map((product, n) => ({
      listId: list.id,
      productId: product.id,
      quantity: random.pick([2, 3, 5, 5, 10, 10, 20]),
      createdAt: new Date(created.getTime() + n * MINUTE),
    }));
    if (items.length > 0) {
      listItems += (await db.insert(restockListItems).values(items).onConflictDoNothing().returning()).length;
    }
  }
  return { lists, listItems };
}
