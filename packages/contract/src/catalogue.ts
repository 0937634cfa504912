import { z } from 'zod';
import { envelope, NO_NUL_MESSAGE, noNul, PaginationSchema, pageQuery } from './common';

/** Catalogue and search page sizes and limits (spec sections 5 and 9). */
export const CATALOGUE_PAGE_SIZE = 12;
export const SEARCH_PAGE_SIZE = 12;
export const SEARCH_DEFAULT_MAX_RESULTS = 10;
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_MAX_START_INDEX = 10_000;
export const SUGGESTIONS_MIN_LENGTH = 2;
export const SUGGESTIONS_DEFAULT_LIMIT = 5;
export const SUGGESTIONS_MAX_LIMIT = 20;
export const POPULAR_SEARCHES_DEFAULT_LIMIT = 10;
/** Exact error text of a blank search (spec section 5, Search). */
export const SEARCH_QUERY_REQUIRED = 'Search query is required';

const idField = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive number`)
    .max(2147483647, `${label} is too large`);

const boundedInt = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

/** true/false, 1/0, yes/no... as a query string sends them. */
const booleanish = z.union([z.boolean(), z.stringbool({ error: 'must be true or false' })]);

/** 1 available, 0 out of stock. */
export const ProductStatusSchema = z.union([z.literal(0), z.literal(1)]);
export type ProductStatus = z.infer<typeof ProductStatusSchema>;

/** What the store says of a product's stock: 'In stock', 'Only N left', 'Out of stock' (issue 19). */
export const AvailabilitySchema = z.enum(['in_stock', 'low_stock', 'out_of_stock']);
export type Availability = z.infer<typeof AvailabilitySchema>;

/**
 * The one rule for availability: status 0 or no stock left is out of stock; stock at or under the
 * low-stock threshold is low; untracked stock (null) is in stock.
 */
export function availabilityOf(p: {
  status: number;
  stock_quantity: number | null;
  low_stock_threshold: number;
}) {
  if (p.status === 0 || p.stock_quantity === 0) return 'out_of_stock' as const;
  if (p.stock_quantity !== null && p.stock_quantity <= p.low_stock_threshold) return 'low_stock' as const;
  return 'in_stock' as const;
}

/** Product (spec section 3). image is a URL or a local path such as /images/parts/battery.svg. */
export const ProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Unit price, 2 decimals. */
  price: z.number(),
  sku: z.string(),
  manufacturer: z.string().nullable(),
  model: z.string().nullable(),
  /** The product's deepest category and all its ancestors. */
  category_ids: z.array(z.number().int()),
  /** Name of the deepest category. */
  category: z.string().nullable(),
  weight: z.number().nullable(),
  status: ProductStatusSchema,
  /** May be an HTML bullet list. */
  description: z.string().nullable(),
  badges: z.string().nullable(),
  image: z.string().nullable(),
  /** Units left to sell; null when stock is not tracked. */
  stock_quantity: z.number().int().nullable(),
  availability: AvailabilitySchema,
});
export type Product = z.infer<typeof ProductSchema>;

/** GET /products: newest first; categoryId keeps the category and everything below it. */
export const ProductListQuerySchema = pageQuery(CATALOGUE_PAGE_SIZE).extend({
  categoryId: idField('categoryId').optional(),
});
export type ProductListQuery = z.input<typeof ProductListQuerySchema>;

/** GET /products/category/{categoryId}: the same list, the category taken from the path. */
export const CategoryProductsParamsSchema = z.object({ categoryId: idField('categoryId') });
export const CategoryProductsQuerySchema = pageQuery(CATALOGUE_PAGE_SIZE);

export const ProductIdParamsSchema = z.object({ id: idField('id') });

export const ProductListSchema = z.object({ products: z.array(ProductSchema), pagination: PaginationSchema });
export type ProductList = z.infer<typeof ProductListSchema>;
export const ProductListResponseSchema = envelope(ProductListSchema);
export const ProductResponseSchema = envelope(ProductSchema);

/** Category (spec section 3): three levels, brand > series > model. */
export const CategorySchema = z.object({
  entity_id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  /** 1 top level, 2, 3 deepest. */
  level: z.number().int(),
  has_children: z.boolean(),
  children_count: z.number().int(),
  meta_title: z.string().nullable(),
  meta_keywords: z.string().nullable(),
  is_part: z.boolean(),
  is_active: z.boolean(),
  image_url: z.string().nullable(),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoryIdParamsSchema = z.object({ id: idField('id') });

/** GET /products/categories (top level) and GET /products/categories/{id} (its children), by position. */
export const CategoryListSchema = z.object({ categories: z.array(CategorySchema) });
export type CategoryList = z.infer<typeof CategoryListSchema>;
export const CategoryListResponseSchema = envelope(CategoryListSchema);

/**
 * GET /products/search. q is trimmed; a blank q answers 400 'Search query is required'.
 * max_results and start_index page the results (the screens send 12 and (page - 1) * 12).
 * raw=true matches the words as typed: no correction of misspelt words.
 */
export const SearchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_QUERY_REQUIRED })
    .trim()
    .max(SEARCH_QUERY_MAX_LENGTH, `q must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`)
    .refine(noNul, `q ${NO_NUL_MESSAGE}`)
    .default(''),
  max_results: boundedInt('max_results', 1, 100).default(SEARCH_DEFAULT_MAX_RESULTS),
  start_index: boundedInt('start_index', 0, SEARCH_MAX_START_INDEX).default(0),
  raw: booleanish.default(false),
});
export type SearchQuery = z.input<typeof SearchQuerySchema>;

/**
 * How the results were found: an exact SKU or model code, full-text over names, codes, makers
 * and categories, or fuzzy (misspelt words corrected, or names by trigram similarity).
 */
export const SearchModeSchema = z.enum(['exact', 'fulltext', 'fuzzy']);
export type SearchMode = z.infer<typeof SearchModeSchema>;

/** Search result (spec section 3): product_code is the SKU; _original is the product itself. */
export const SearchResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  product_code: z.string(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  model: z.string().nullable(),
  manufacturer: z.string().nullable(),
  status: ProductStatusSchema,
  _original: ProductSchema,
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchMetaSchema = z.object({
  /** The query as searched: trimmed, spaces collapsed. */
  query: z.string(),
  mode: SearchModeSchema,
  /** The query with misspelt words corrected, when that is what found the results. */
  corrected_query: z.string().optional(),
});
export type SearchMeta = z.infer<typeof SearchMetaSchema>;

/** Results ranked by relevance; products are the same items in the product shape. */
export const SearchDataSchema = z.object({
  results: z.array(SearchResultSchema),
  total: z.number().int(),
  max_results: z.number().int(),
  start_index: z.number().int(),
  products: z.array(ProductSchema),
  pagination: PaginationSchema,
  meta: SearchMetaSchema,
});
export type SearchData = z.infer<typeof SearchDataSchema>;
export const SearchResponseSchema = envelope(SearchDataSchema);

/** GET /products/search/suggestions: q needs 2 or more characters after trimming. */
export const SuggestionsQuerySchema = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(SUGGESTIONS_MIN_LENGTH, `q must be at least ${SUGGESTIONS_MIN_LENGTH} characters`)
    .max(100, 'q must be at most 100 characters')
    .refine(noNul, `q ${NO_NUL_MESSAGE}`),
  limit: boundedInt('limit', 1, SUGGESTIONS_MAX_LIMIT).default(SUGGESTIONS_DEFAULT_LIMIT),
});
export type SuggestionsQuery = z.input<typeof SuggestionsQuerySchema>;

/** A suggestion text (spec section 3) and what it names. */
export const SuggestionSchema = z.object({
  text: z.string(),
  type: z.enum(['category', 'model', 'product']),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;
export const SuggestionsResponseSchema = envelope(z.object({ suggestions: z.array(SuggestionSchema) }));
export type SuggestionsResponse = z.infer<typeof SuggestionsResponseSchema>;

/** GET /products/search/popular: the most searched queries of the last 30 days that found something. */
export const PopularSearchesQuerySchema = z.object({
  limit: boundedInt('limit', 1, 50).default(POPULAR_SEARCHES_DEFAULT_LIMIT),
});
export const PopularSearchSchema = z.object({ query: z.string(), count: z.number().int() });
export type PopularSearch = z.infer<typeof PopularSearchSchema>;
export const PopularSearchesResponseSchema = envelope(z.object({ queries: z.array(PopularSearchSchema) }));
