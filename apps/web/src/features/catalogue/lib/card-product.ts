import type { Availability, Product, SearchResult } from '@portal/contract';

/** What a catalogue card shows, from either a product or a search result (spec section 3). */
export type CardProduct = {
  id: number;
  name: string;
  price: number | null;
  /** The SKU; search results call it product_code. */
  sku: string;
  manufacturer: string | null;
  model: string | null;
  category: string | null;
  image: string | null;
  /** 1 available, 0 out of stock. */
  status: number;
  /** What the store says of its stock (issue 19); out of stock cannot be added. */
  availability: Availability;
  /** Units left; null when not tracked. */
  stockQuantity: number | null;
  /** Found by a search: the card shows 'Search Result', 'Code:' and the category. */
  fromSearch: boolean;
};

export function fromProduct(product: Product): CardProduct {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    sku: product.sku,
    manufacturer: product.manufacturer,
    model: product.model,
    category: product.category,
    image: product.image,
    status: product.status,
    availability: product.availability,
    stockQuantity: product.stock_quantity,
    fromSearch: false,
  };
}

export function fromSearchResult(result: SearchResult): CardProduct {
  return {
    id: result.id,
    name: result.name,
    price: result.price,
    sku: result.product_code,
    manufacturer: result.manufacturer ?? result.category,
    model: result.model,
    category: result.category,
    image: result.image,
    status: result.status,
    availability: result._original.availability,
    stockQuantity: result._original.stock_quantity,
    fromSearch: true,
  };
}

/** '12.50'; '0.00' when the price is missing (spec: the card prints the '$' itself). */
export function priceText(price: number | null | undefined): string {
  return typeof price === 'number' && Number.isFinite(price) ? price.toFixed(2) : '0.00';
}

export { clampQuantity } from '@/lib/quantity';
