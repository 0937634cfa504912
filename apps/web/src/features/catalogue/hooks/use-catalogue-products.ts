import { getErrorMessage } from '@/lib/api-client';
import { useProducts } from '../api/get-products';
import { useSearchProducts } from '../api/search-products';
import { type CardProduct, fromProduct, fromSearchResult } from '../lib/card-product';

type Input = { searchMode: boolean; query: string; page: number; categoryId?: number };

export type CatalogueProducts = {
  products: CardProduct[];
  total: number;
  pages: number;
  /** Nothing to show yet (first load of this list). */
  loading: boolean;
  /** A new page is on its way while the previous one stays on screen. */
  updating: boolean;
  errorMessage: string | null;
  /** The corrected query when misspelt words were fixed ('batery' -> 'battery'). */
  correctedQuery?: string;
};

/** The grid's products: the category list, or the search results in search mode. */
export function useCatalogueProducts({ searchMode, query, page, categoryId }: Input): CatalogueProducts {
  const list = useProducts({ page, categoryId }, { enabled: !searchMode });
  const search = useSearchProducts({ q: searchMode ? query : '', page });

  if (searchMode) {
    const data = search.data;
    return {
      products: data?.results.map(fromSearchResult) ?? [],
      total: data?.total ?? 0,
      pages: data?.pagination.pages ?? 0,
      loading: search.isPending,
      updating: search.isPlaceholderData && search.isFetching,
      errorMessage: search.isError ? getErrorMessage(search.error) : null,
      correctedQuery: data?.meta.corrected_query,
    };
  }
  const data = list.data;
  return {
    products: data?.products.map(fromProduct) ?? [],
    total: data?.pagination.total ?? 0,
    pages: data?.pagination.pages ?? 0,
    loading: list.isPending,
    updating: list.isPlaceholderData && list.isFetching,
    errorMessage: list.isError ? getErrorMessage(list.error) : null,
  };
}
