/** What the catalogue grid asks for: a page, optionally inside one category (the deepest chosen). */
export type ProductListParams = { page: number; categoryId?: number };

/** A submitted search: the trimmed query and the page of results. */
export type SearchParams = { q: string; page: number };

/** One key factory for products (list, search, suggestions, detail) and one for categories. */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...productKeys.lists(), params] as const,
  searches: () => [...productKeys.all, 'search'] as const,
  search: (params: SearchParams) => [...productKeys.searches(), params] as const,
  suggestions: (q: string) => [...productKeys.all, 'suggestions', q] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
};

export const categoryKeys = {
  all: ['categories'] as const,
  top: () => [...categoryKeys.all, 'top'] as const,
  children: (parentId: number) => [...categoryKeys.all, 'children', parentId] as const,
};
