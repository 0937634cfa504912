import {
  CART_QUANTITY_MAX,
  type QuickOrderLine,
  type QuickOrderPreview,
  type QuickOrderProduct,
  type ReorderResult,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { addProductsToCart, isSendableSku, NO_LONGER_SOLD, requireOrderingAccess } from '../cart';
import { type MergedLine, mergeDuplicates, parseQuickOrder, TooManyLines } from './parse';
import {
  findOwnOrderId,
  findProductsBySku,
  findReorderLines,
  findSkuSuggestions,
  type ReorderLineRow,
  type SkuProductRow,
} from './repository';

export const ORDER_NOT_FOUND = 'Order not found';

/** Exact money: price x quantity in cents. */
const lineTotal = (price: string, quantity: number) => (Math.round(Number(price) * 100) * quantity) / 100;

function productOf(row: SkuProductRow, quantity: number): QuickOrderProduct {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    price: Number(row.price),
    image_url: row.image,
    stock_quantity: row.stock_quantity,
    is_active: row.is_active,
    in_stock: row.status === 1 && row.stock_quantity !== 0,
    line_total: lineTotal(row.price, quantity),
  };
}

type LineError = NonNullable<QuickOrderLine['error']>;

/** What is wrong with a line whose product was found, or undefined when it can go in the cart. */
function problemOf(row: SkuProductRow, quantity: number): LineError | undefined {
  if (!row.is_active) return { code: 'inactive', message: 'This product is no longer sold' };
  if (quantity < 1 || quantity > CART_QUANTITY_MAX) {
    return { code: 'quantity', message: `quantity must be between 1 and ${CART_QUANTITY_MAX}` };
  }
  if (row.status !== 1 || row.stock_quantity === 0) return { code: 'out_of_stock', message: 'Out of stock' };
  if (row.stock_quantity !== null && row.stock_quantity < quantity) {
    return { code: 'not_enough_stock', message: `only ${row.stock_quantity} left` };
  }
  return undefined;
}

type PreviewOptions = { db: Db; user: AuthUser; text: string; field: 'text' | 'file' };

/**
 * Each line of a paste or file resolved to its product, price and stock, or the problem with it
 * (issue 22). Two queries whatever the size: the SKUs, then suggestions for the unknown ones.
 * Store members only, as the cart it fills.
 */
export async function previewQuickOrder({
  db,
  user,
  text,
  field,
}: PreviewOptions): Promise<QuickOrderPreview> {
  await requireOrderingAccess(db, user.id);
  let lines: MergedLine[];
  try {
    lines = mergeDuplicates(parseQuickOrder(text));
  } catch (error) {
    if (error instanceof TooManyLines) throw badRequest(`${field}: ${error.message}`);
    throw error;
  }
  const sendable = (line: MergedLine) => line.problem?.code !== 'unreadable' && isSendableSku(line.sku);
  const keys = [...new Set(lines.filter(sendable).map((line) => line.sku.toLowerCase()))];
  const products = await findProductsBySku(db, keys);
  const suggestions = await findSkuSuggestions(
    db,
    keys.filter((key) => !products.has(key)),
  );

  return {
    lines: lines.map(({ problem, merged_lines, ...line }): QuickOrderLine => {
      const key = line.sku.toLowerCase();
      const row = sendable(line) ? products.get(key) : undefined;
      const extra = merged_lines ? { merged_lines } : {};
      const product = row ? { product: productOf(row, line.quantity) } : {};
      if (problem) return { ...line, ...product, error: problem, ...extra };
      if (!row) {
        return {
          ...line,
          error: {
            code: 'unknown_sku',
            message: `No product has the SKU ${line.sku}`,
            suggestions: suggestions.get(key) ?? [],
          },
          ...extra,
        };
      }
      const error = problemOf(row, line.quantity);
      return { ...line, ...product, ...(error ? { error } : {}), ...extra };
    }),
  };
}

type OrderLine = {
  productId: number;
  quantity: number;
  previousPrice: number;
  fallbackSku: string;
  fallbackName: string;
};

/**
 * Puts the lines of one of the member's orders, of any status, back in the cart at today's price
 * (issue 22): a product deleted or deactivated is skipped as 'no longer sold', one out of stock is
 * skipped, and of one with fewer left, what is left is added (and reported as 'only N left').
 */
export async function reorder({
  db,
  user,
  orderId,
}: {
  db: Db;
  user: AuthUser;
  orderId: number;
}): Promise<ReorderResult> {
  await requireOrderingAccess(db, user.id);
  if ((await findOwnOrderId(db, orderId, user.id)) === undefined) throw notFound(ORDER_NOT_FOUND);
  const rows = await findReorderLines(db, orderId);

  // One cart line per product (an order may hold a product on two lines); answers in line order.
  const byProduct = new Map<number, OrderLine>();
  const entries: ({ deleted: ReorderLineRow } | { productId: number })[] = [];
  for (const row of rows) {
    if (row.product_id === null) {
      entries.push({ deleted: row });
      continue;
    }
    const seen = byProduct.get(row.product_id);
    if (seen) {
      seen.quantity += row.quantity;
      continue;
    }
    entries.push({ productId: row.product_id });
    byProduct.set(row.product_id, {
      productId: row.product_id,
      quantity: row.quantity,
      previousPrice: Number(row.unit_price),
      fallbackSku: row.sku ?? row.line_sku ?? '',
      fallbackName: row.name ?? row.product_name,
    });
  }

  const outcomes = await addProductsToCart(db, user, [...byProduct.values()]);
  const added: ReorderResult['added'] = [];
  const skipped: ReorderResult['skipped'] = [];
  for (const entry of entries) {
    if ('deleted' in entry) {
      const { line_sku, product_name } = entry.deleted;
      skipped.push({ sku: line_sku ?? '', name: product_name, reason: NO_LONGER_SOLD });
      continue;
    }
    const line = byProduct.get(entry.productId)!;
    const outcome = outcomes.get(line.productId);
    if (!outcome?.ok) {
      const reason = outcome?.reason ?? NO_LONGER_SOLD;
      skipped.push({ sku: line.fallbackSku, name: line.fallbackName, reason });
      continue;
    }
    const { product, quantity } = outcome;
    added.push({
      sku: product.sku,
      product_id: product.id,
      name: product.name,
      quantity,
      price: Number(product.price),
      previous_price: line.previousPrice,
    });
    if (quantity < Math.min(line.quantity, CART_QUANTITY_MAX)) {
      skipped.push({ sku: product.sku, name: product.name, reason: `only ${quantity} left` });
    }
  }
  return { added, skipped };
}
