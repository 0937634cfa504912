import type { Db } from '../client';
import { products } from '../schema';
import { insertRows } from './bulk';
import type { LeafRef } from './categories';
import { centsToMoney, gramsToKg, shopPriceCents } from './format';
import { badgeOfVariant, VARIANT_PACK_COUNT, VARIANT_PRICE } from './part-types';
import { buildProductBases, type ProductBase, variantCount, variantWords } from './product-bases';
import type { Random } from './random';

type ProductRow = typeof products.$inferInsert & { name: string; sku: string; price: string };

/** What orders, carts and wishlists need to know about a product once it is stored. */
export type SeededProduct = {
  id: number;
  name: string;
  sku: string;
  model: string | null;
  manufacturer: string | null;
  priceCents: number;
  status: number;
  image: string | null;
  description: string | null;
  categoryName: string;
};

const QUALITY_NOTES: Record<string, string> = {
  Premium: 'Premium grade: brightness, colour and fit close to the original',
  OEM: 'Genuine OEM part, fully tested and graded A',
  Aftermarket: 'Aftermarket part: budget-friendly, covered by a 6-month warranty',
};
const SHOP_NOTES = [
  'Tested 100% before shipping',
  '12-month warranty against manufacturing defects',
  'Ships the same day when ordered before 3 PM EST',
  'Installation requires a heat gun and opening tools',
];

function describe(random: Random, base: ProductBase, words: readonly string[]): string | null {
  const roll = random.next();
  if (roll < 0.02) return null;
  const badge = badgeOfVariant(words);
  const pack = words.find((word) => word in VARIANT_PACK_COUNT);
  const lines = [
    base.fits ? `Compatible with ${base.fits}` : null,
    ...random.sample(base.features, 2),
    badge ? QUALITY_NOTES[badge]! : null,
    pack ? `Bulk ${pack.toLowerCase()} units` : null,
    random.pick(SHOP_NOTES),
  ].filter((line): line is string => line !== null);
  if (roll < 0.67) return `<ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul>`;
  return `${lines.join('. ')}.`;
}

function makeProduct(random: Random, base: ProductBase, k: number, lot: number, index: number, now: number) {
  const words = variantWords(base, k);
  if (lot > 0) words.push(`Lot ${lot + 1}`);
  const tier = base.tier ?? random.next();
  const multiplier = words.reduce((factor, word) => factor * (VARIANT_PRICE[word] ?? 1), 1);
  const dollars = (base.min + (base.max - base.min) * tier) * (0.92 + random.next() * 0.16) * multiplier;
  const packCount = words.reduce((count, word) => count * (VARIANT_PACK_COUNT[word] ?? 1), 1);
  const grams = Math.max(1, Math.round(base.grams * (0.9 + random.next() * 0.2) * packCount));
  const badge =
    badgeOfVariant(words) ??
    random.weighted<string | null>([
      [null, 70],
      ['Best Seller', 10],
      ['New', tier > 0.85 ? 14 : 2],
      ['Premium', 4],
      ['OEM', 4],
      ['Aftermarket', 5],
    ]);
  const created = new Date(now - random.int(1, 365 * 24 * 60) * 60_000);
  const cents = shopPriceCents(dollars, random.int(0, 4));
  const row: ProductRow = {
    name: words.length > 0 ? `${base.name} (${words.join(', ')})` : base.name,
    sku: `${base.skuStem}-${String(index + 1).padStart(4, '0')}`,
    model: base.model,
    manufacturer: random.pick(base.makers),
    price: centsToMoney(cents),
    categoryId: base.categoryId,
    categoryIds: base.categoryIds,
    weight: gramsToKg(grams),
    status: random.chance(0.05) ? 0 : 1,
    description: describe(random, base, words),
    badges: badge,
    image: random.chance(0.1) ? null : base.image,
    createdAt: created,
    updatedAt: created,
  };
  row.stockQuantity = demoStock(index, row.status ?? 1);
  return { row, cents };
}

/**
 * Demo stock (issue 19), from the index alone so the rest of the demo data stays as it was:
 * out-of-stock products hold 0, about one in eleven is not tracked (null), one in nine is low
 * (1 to 4, under the default threshold of 5), the others 20 to 199.
 */
export function demoStock(index: number, status: number): number | null {
  if (status === 0) return 0;
  if (index % 11 === 0) return null;
  if (index % 9 === 4) return (index % 4) + 1;
  return 20 + ((index * 37) % 180);
}

/**
 * Every base once first (in a shuffled order, so a small catalogue still spans the tree), then
 * variant after variant; only when every real variant is used do numbered lots appear.
 */
export function generateProducts(random: Random, leaves: readonly LeafRef[], count: number, now: number) {
  const bases = random.shuffle(buildProductBases(leaves));
  const counts = bases.map(variantCount);
  const most = Math.max(...counts);
  const rows: ProductRow[] = [];
  const facts: { cents: number; categoryName: string }[] = [];
  for (let round = 0; rows.length < count && bases.length > 0; round += 1) {
    for (let b = 0; b < bases.length && rows.length < count; b += 1) {
      const variants = counts[b]!;
      if (round >= variants && round < most) continue;
      const base = bases[b]!;
      const extra = round - most;
      const [k, lot] = extra < 0 ? [round, 0] : [extra % variants, Math.floor(extra / variants) + 1];
      const { row, cents } = makeProduct(random, base, k, lot, rows.length, now);
      rows.push(row);
      facts.push({ cents, categoryName: base.categoryName });
    }
  }
  return { rows, facts };
}

export async function insertProducts(
  db: Db,
  { rows, facts }: { rows: ProductRow[]; facts: { cents: number; categoryName: string }[] },
) {
  const stored = await insertRows<typeof products, { id: number; sku: string }>(db, products, rows, {
    returning: ['id', 'sku'],
  });
  const idBySku = new Map(stored.map((row) => [row.sku, row.id]));
  return rows.map(
    (row, i): SeededProduct => ({
      id: idBySku.get(row.sku)!,
      name: row.name,
      sku: row.sku,
      model: row.model ?? null,
      manufacturer: row.manufacturer ?? null,
      priceCents: facts[i]!.cents,
      status: row.status ?? 1,
      image: row.image ?? null,
      description: row.description ?? null,
      categoryName: facts[i]!.categoryName,
    }),
  );
}
