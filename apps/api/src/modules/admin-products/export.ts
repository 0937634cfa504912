import { Readable } from 'node:stream';
import {
  type AdminProductListFilters,
  CATEGORY_PATH_SEPARATOR,
  guardCell,
  PRODUCT_CSV_COLUMNS,
} from '@portal/contract';
import { stringify } from 'csv-stringify/sync';
import { and, asc, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { allCategories } from './import-repository';
import { conditionOf } from './repository';

const PAGE = 2000;

/** Every category's path from the top, 'Parts > Screens > iPhone', by id. */
async function categoryPaths(db: Db): Promise<Map<number, string>> {
  const nodes = await allCategories(db);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const paths = new Map<number, string>();
  const pathOf = (id: number): string => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id);
    if (!node) return '';
    const path = node.parent_id
      ? `${pathOf(node.parent_id)}${CATEGORY_PATH_SEPARATOR}${node.name}`
      : node.name;
    paths.set(id, path);
    return path;
  };
  for (const node of nodes) pathOf(node.id);
  return paths;
}

const text = (value: string | null) => guardCell(value ?? '');

/**
 * The products the list's filters match, as CSV in the import's columns (export → edit → import
 * changes nothing), streamed: pages of 2,000 by id, each turned into text and sent before the next
 * is read, so 100,000 products never sit in memory at once. Starts with a UTF-8 byte order mark,
 * which spreadsheet programs need to read accents right.
 */
export function exportProductsCsv(
  db: Db,
  filters: Omit<AdminProductListFilters, 'page' | 'limit'>,
): Readable {
  const where = conditionOf({ ...filters, page: 1, limit: 1 });
  async function* lines() {
    const paths = await categoryPaths(db);
    yield `\uFEFF${stringify([PRODUCT_CSV_COLUMNS as unknown as string[]])}`;
    let after = 0;
    for (;;) {
      const rows = await db
        .select({
          id: products.id,
          sku: products.sku,
          name: products.name,
          price: products.price,
          categoryId: products.categoryId,
          model: products.model,
          manufacturer: products.manufacturer,
          description: products.description,
          badges: products.badges,
          isActive: products.isActive,
          stock: products.stockQuantity,
        })
        .from(products)
        .where(and(where, gt(products.id, after)))
        .orderBy(asc(products.id))
        .limit(PAGE);
      if (!rows.length) return;
      yield stringify(
        rows.map((p) => [
          text(p.sku),
          text(p.name),
          p.price,
          text(p.categoryId ? (paths.get(p.categoryId) ?? '') : ''),
          text(p.model),
          text(p.manufacturer),
          text(p.description),
          text(p.badges),
          p.isActive ? 'active' : 'inactive',
          p.stock === null ? '' : String(p.stock),
        ]),
      );
      after = rows.at(-1)!.id;
      if (rows.length < PAGE) return;
    }
  }
  return Readable.from(lines());
}

export const exportFileName = () => `products-${new Date().toISOString().slice(0, 10)}.csv`;
