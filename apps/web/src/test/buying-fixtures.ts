import type {
  CartBulkResult,
  ListDetail,
  ListItem,
  ListSummary,
  QuickOrderLine,
  ReorderResult,
  StoreBudget,
} from '@portal/contract';

// Issue 22's answers (quick order, restock lists, reorder, budget) as the API sends them, for
// the store screens' tests; each test overrides what it is about.

/** A preview line resolved to a product (in stock, not tracked). */
export function makeReadyLine(
  line: number,
  sku: string,
  overrides: Partial<QuickOrderLine> = {},
): QuickOrderLine {
  const quantity = overrides.quantity ?? 1;
  const price = 24.99;
  return {
    line,
    sku,
    quantity,
    product: {
      id: 100 + line,
      name: `Part ${sku}`,
      sku,
      price,
      image_url: null,
      stock_quantity: null,
      is_active: true,
      in_stock: true,
      line_total: Math.round(price * quantity * 100) / 100,
    },
    ...overrides,
  };
}

/** A preview line naming no product, with the search index's closest SKUs. */
export function makeUnknownLine(
  line: number,
  sku: string,
  suggestions: { sku: string; name: string }[] = [],
): QuickOrderLine {
  return {
    line,
    sku,
    quantity: 1,
    error: { code: 'unknown_sku', message: `Unknown SKU ${sku}`, suggestions },
  };
}

export function makeBulkResult(skus: string[], errors: CartBulkResult['errors'] = []): CartBulkResult {
  return {
    added: skus.map((sku, index) => ({
      sku,
      product_id: 200 + index,
      name: `Part ${sku}`,
      quantity: 1,
      cart_quantity: 1,
    })),
    errors,
  };
}

export function makeListSummary(overrides: Partial<ListSummary> = {}): ListSummary {
  return {
    id: 5,
    name: 'Weekly screens',
    item_count: 2,
    total: 164.97,
    updated_by: 'Sam Store',
    created_at: '2026-11-18T08:00:00.000Z',
    updated_at: '2026-11-20T10:15:00.000Z',
    ...overrides,
  };
}

export function makeListItem(
  overrides: Omit<Partial<ListItem>, 'product'> & { product?: Partial<ListItem['product']> } = {},
): ListItem {
  const { product, ...rest } = overrides;
  return {
    id: 51,
    quantity: 3,
    ...rest,
    product: {
      id: 101,
      name: 'iPhone 14 Battery',
      sku: 'BAT-IP14-01',
      price: 24.99,
      image_url: null,
      is_active: true,
      in_stock: true,
      stock_quantity: null,
      ...product,
    },
  };
}

export function makeListDetail(
  items: ListItem[] = [makeListItem()],
  overrides: Partial<ListDetail> = {},
): ListDetail {
  const total =
    items.reduce((sum, item) => sum + Math.round(item.product.price * 100) * item.quantity, 0) / 100;
  return { ...makeListSummary({ item_count: items.length, total }), items, ...overrides };
}

export function makeReorderResult(overrides: Partial<ReorderResult> = {}): ReorderResult {
  return {
    added: [
      {
        sku: 'BAT-IP14-01',
        product_id: 101,
        name: 'iPhone 14 Battery',
        quantity: 3,
        price: 26.5,
        previous_price: 24.99,
      },
    ],
    skipped: [{ sku: 'SCR-S21-02', name: 'Galaxy S21 OLED Screen', reason: 'no longer sold' }],
    ...overrides,
  };
}

/** A store without approval rules: what GET /user/budget answers unless a test says otherwise. */
export function makeBudget(overrides: Partial<StoreBudget> = {}): StoreBudget {
  return {
    monthly_budget: null,
    spent_this_month: 0,
    auto_approve_below: null,
    month: '2026-11',
    time_zone: 'UTC',
    ...overrides,
  };
}
