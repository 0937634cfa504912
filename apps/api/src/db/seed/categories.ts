import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { categories } from '../schema';
import type { Branch, DeviceFamily, Leaf, Root } from './catalogue-types';

export type LeafRef = { id: number; ids: number[]; root: Root; branch: Branch; leaf: Leaf };

const FAMILY_IMAGE: Record<DeviceFamily, string> = {
  phone: 'phone',
  'phone-lcd': 'phone',
  tablet: 'tablet',
  watch: 'watch',
  laptop: 'laptop',
  console: 'console',
  handheld: 'handheld',
  controller: 'controller',
};

function leafMeta(root: Root, leaf: Leaf) {
  if (leaf.kind === 'device') {
    const n = leaf.name;
    return {
      metaTitle: `${n} Replacement Parts | ${root.name}`,
      metaKeywords: [n, leaf.code, `${n} screen`, `${n} battery`, `${n} charging port`, `${n} repair parts`]
        .join(', ')
        .toLowerCase(),
      imageUrl: `/images/parts/${FAMILY_IMAGE[leaf.family]}.svg`,
    };
  }
  return {
    metaTitle: `${leaf.name} | ${root.name}`,
    metaKeywords: [leaf.name, ...leaf.items.slice(0, 4).map((item) => item.name)].join(', ').toLowerCase(),
    imageUrl: leaf.image,
  };
}

/** Inserts the three-level tree a level at a time and returns every leaf with its ancestors' ids. */
export async function insertCategories(
  db: Db,
  catalogue: readonly Root[],
  createdAt: Date,
): Promise<LeafRef[]> {
  const rootRows = await db
    .insert(categories)
    .values(
      catalogue.map((root, i) => ({
        name: root.name,
        level: 1,
        position: i + 1,
        metaTitle: `${root.name} ${root.isPart ? 'Replacement Parts' : 'Supplies'} | Wholesale`,
        metaKeywords: [root.name, ...root.branches.map((branch) => branch.name)].join(', ').toLowerCase(),
        isPart: root.isPart,
        isActive: true,
        imageUrl: root.image,
        createdAt,
      })),
    )
    .returning({ id: categories.id, name: categories.name });
  const rootId = new Map(rootRows.map((row) => [row.name, row.id]));

  const branchInputs = catalogue.flatMap((root) =>
    root.branches.map((branch, i) => ({ root, branch, parentId: rootId.get(root.name)!, position: i + 1 })),
  );
  const branchRows = await db
    .insert(categories)
    .values(
      branchInputs.map(({ root, branch, parentId, position }) => ({
        parentId,
        name: branch.name,
        level: 2,
        position,
        metaTitle: `${branch.name} ${root.isPart ? 'Parts' : ''} | ${root.name}`.replace('  ', ' '),
        metaKeywords: [branch.name, ...branch.leaves.slice(0, 6).map((leaf) => leaf.name)]
          .join(', ')
          .toLowerCase(),
        isPart: root.isPart,
        isActive: true,
        imageUrl: branch.image,
        createdAt,
      })),
    )
    .returning({ id: categories.id, parentId: categories.parentId, name: categories.name });
  const branchId = new Map(branchRows.map((row) => [`${row.parentId}/${row.name}`, row.id]));

  const leafInputs = branchInputs.flatMap(({ root, branch, parentId: rootCategoryId }) => {
    const parentId = branchId.get(`${rootCategoryId}/${branch.name}`)!;
    return branch.leaves.map((leaf, i) => ({
      root,
      branch,
      leaf,
      rootCategoryId,
      parentId,
      position: i + 1,
    }));
  });
  const leafRows = await db
    .insert(categories)
    .values(
      leafInputs.map(({ root, leaf, parentId, position }) => ({
        parentId,
        name: leaf.name,
        level: 3,
        position,
        ...leafMeta(root, leaf),
        isPart: root.isPart,
        isActive: true,
        createdAt,
      })),
    )
    .returning({ id: categories.id, parentId: categories.parentId, name: categories.name });
  const leafId = new Map(leafRows.map((row) => [`${row.parentId}/${row.name}`, row.id]));
  // Fresh statistics let the products' search-vector trigger look category names up by primary key
  // instead of scanning the table for every product: several times faster on a large catalogue.
  await db.execute(sql`analyze categories`);

  return leafInputs.map(({ root, branch, leaf, rootCategoryId, parentId }) => {
    const id = leafId.get(`${parentId}/${leaf.name}`)!;
    return { id, ids: [rootCategoryId, parentId, id], root, branch, leaf };
  });
}
