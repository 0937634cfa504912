/** What a device model's parts are: each family has its own list of part types (see part-types.ts). */
export type DeviceFamily =
  | 'phone'
  | 'phone-lcd'
  | 'tablet'
  | 'watch'
  | 'laptop'
  | 'console'
  | 'handheld'
  | 'controller';

/** A model leaf (Apple > iPhone > iPhone 14 Pro): one product per part type of its family. */
export type DeviceLeaf = {
  kind: 'device';
  name: string;
  /** Manufacturer model number, e.g. A2890 or SM-S918B. */
  code: string;
  family: DeviceFamily;
  /** 0..1: where the model sits between budget/old and flagship/new; drives prices. */
  tier: number;
};

export type GoodsItem = { name: string; code: string; min: number; max: number; grams: number };

/** A leaf of things sold as they are (tools, accessories, ICs), or once per model listed in `fits`. */
export type GoodsLeaf = {
  kind: 'goods';
  name: string;
  image: string;
  makers: readonly string[];
  items: GoodsItem[];
  fits?: readonly string[];
  /** Variant dimensions; '' is "no variant" and comes first. Unset: packs, or open-box for equipment. */
  dims?: readonly (readonly string[])[];
};

export type Leaf = DeviceLeaf | GoodsLeaf;

export type Branch = {
  name: string;
  image: string;
  /** Manufacturer of device parts in this branch, when not the root's. */
  maker?: string;
  /** SKU prefix, when not the root's. */
  prefix?: string;
  colours?: readonly string[];
  leaves: Leaf[];
};

export type Root = {
  name: string;
  prefix: string;
  maker?: string;
  isPart: boolean;
  image: string;
  branches: Branch[];
};

/** Model rows of a series; the first is the newest, so tiers fall along the list. */
export function models(
  family: DeviceFamily,
  factor: number,
  rows: readonly (readonly [string, string, DeviceFamily?])[],
): DeviceLeaf[] {
  return rows.map(([name, code, own], i) => ({
    kind: 'device',
    name,
    code,
    family: own ?? family,
    tier: Math.min(1, factor * (1 - (0.6 * i) / rows.length)),
  }));
}

type ItemRow = readonly [name: string, code: string, min: number, max: number, grams: number];

export function goods(
  name: string,
  image: string,
  makers: readonly string[],
  rows: readonly ItemRow[],
  options: { fits?: readonly string[]; dims?: readonly (readonly string[])[] } = {},
): GoodsLeaf {
  return {
    kind: 'goods',
    name,
    image,
    makers,
    items: rows.map(([itemName, code, min, max, grams]) => ({ name: itemName, code, min, max, grams })),
    fits: options.fits,
    dims: options.dims,
  };
}

export const modelNames = (leaves: readonly { name: string }[]) => leaves.map((leaf) => leaf.name);
export const partImage = (name: string) => `/images/parts/${name}.svg`;

export const PACKS = ['', 'Pack of 5', 'Pack of 10', 'Pack of 20'] as const;
export const BULK_PACKS = ['', 'Pack of 10', 'Pack of 25', 'Pack of 50'] as const;
export const CASE_COLOURS = ['', 'Black', 'Clear', 'Navy Blue', 'Pink', 'Forest Green', 'Purple'] as const;
