import { PACKS } from './catalogue-types';
import type { LeafRef } from './categories';
import { modelAbbreviation } from './format';
import { PART_TYPES } from './part-types';

const DEFAULT_COLOURS = ['Black', 'White', 'Blue', 'Green', 'Gray', 'Gold'];
// Nobody buys stations and machines by the pack; they come new or open-box.
const EQUIPMENT_PRICE = 60;
const GOODS_FEATURES = [
  'Shop-grade build for daily repair work',
  'Backed by a 12-month warranty',
  'Ships from our US warehouse',
  'Bulk pricing available for franchise stores',
];

/** One sellable thing before variants: a model's part type, or a goods item (per fitted model). */
export type ProductBase = {
  name: string;
  skuStem: string;
  model: string;
  makers: readonly string[];
  categoryId: number;
  categoryIds: number[];
  categoryName: string;
  image: string;
  min: number;
  max: number;
  /** 0..1 position in the price range; null picks one at random per product. */
  tier: number | null;
  grams: number;
  dims: string[][];
  features: readonly string[];
  /** 'iPhone 14 Pro (A2890)' for a compatibility bullet, or null for universal goods. */
  fits: string | null;
};

export function variantCount(base: ProductBase): number {
  return base.dims.reduce((count, options) => count * options.length, 1);
}

/** Variant k of a base: mixed-radix digits over its dimensions, the first dimension changing fastest. */
export function variantWords(base: ProductBase, k: number): string[] {
  const words: string[] = [];
  let rest = k;
  for (const options of base.dims) {
    const word = options[rest % options.length]!;
    rest = Math.floor(rest / options.length);
    if (word) words.push(word);
  }
  return words;
}

export function buildProductBases(leaves: readonly LeafRef[]): ProductBase[] {
  const bases: ProductBase[] = [];
  for (const { id, ids, root, branch, leaf } of leaves) {
    const shared = { categoryId: id, categoryIds: ids, categoryName: leaf.name };
    if (leaf.kind === 'device') {
      const prefix = branch.prefix ?? root.prefix;
      const colours = ['', ...(branch.colours ?? DEFAULT_COLOURS)];
      for (const part of PART_TYPES[leaf.family]) {
        bases.push({
          ...shared,
          name: `${leaf.name} ${part.name}`,
          skuStem: `${prefix}-${modelAbbreviation(leaf.name)}-${part.code}`,
          model: leaf.code,
          makers: [branch.maker ?? root.maker ?? branch.name],
          image: `/images/parts/${part.image}.svg`,
          min: part.min,
          max: part.max,
          tier: leaf.tier,
          grams: part.grams,
          dims: part.dims.map((dim) => (dim === 'COLOURS' ? colours : [...dim])),
          features: part.features,
          fits: `${leaf.name} (${leaf.code})`,
        });
      }
      continue;
    }
    for (const item of leaf.items) {
      for (const fit of leaf.fits ?? [null]) {
        const fitCode = fit ? `-${modelAbbreviation(fit)}` : '';
        bases.push({
          ...shared,
          name: fit ? `${item.name} for ${fit}` : item.name,
          skuStem: `${root.prefix}-${item.code}${fitCode}`,
          model: `${item.code}${fitCode}`,
          makers: leaf.makers,
          image: leaf.image,
          min: item.min,
          max: item.max,
          tier: null,
          grams: item.grams,
          dims: (leaf.dims ?? (item.max >= EQUIPMENT_PRICE ? [['', 'Open Box']] : [PACKS])).map((dim) => [
            ...dim,
          ]),
          features: GOODS_FEATURES,
          fits: fit,
        });
      }
    }
  }
  return bases;
}
