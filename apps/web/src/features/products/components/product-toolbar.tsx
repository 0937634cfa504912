import { DownloadIcon, UploadIcon } from 'lucide-react';
import { ListFilter } from '@/components/list-page/list-filter';
import { ListToolbar } from '@/components/list-page/list-toolbar';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import type { QueryParams } from '@/lib/api-client';
import { useProductExport } from '../api/import';
import { useCategoryOptions } from '../api/products';
import { categoryPaths } from './category-paths';

export type ProductFilterValues = {
  category: string;
  status: 'all' | 'active' | 'inactive';
  stock: 'all' | 'in' | 'low' | 'out';
  sort: 'newest' | 'name' | 'sku' | 'price' | 'stock';
};

type ProductToolbarProps = {
  search: string;
  onSearch: (value: string) => void;
  filters: ProductFilterValues;
  onFilter: (next: Partial<ProductFilterValues>) => void;
};

const statusOptions = [
  { value: 'all', label: 'All Status' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;
const stockOptions = [
  { value: 'all', label: 'All Stock' },
  { value: 'in', label: 'In Stock' },
  { value: 'low', label: 'Low Stock' },
  { value: 'out', label: 'Out of Stock' },
] as const;
const sortOptions = [
  { value: 'newest', label: 'Newest first' },
  { value: 'name', label: 'Name A-Z' },
  { value: 'sku', label: 'SKU' },
  { value: 'price', label: 'Price, low to high' },
  { value: 'stock', label: 'Stock, low to high' },
] as const;

/** The export's query: the list's search and filters ('all' is no filter). */
function exportQuery(search: string, filters: ProductFilterValues): QueryParams {
  const query: QueryParams = { search: search.trim(), sort: filters.sort };
  if (filters.category !== 'all') query.category_id = filters.category;
  if (filters.status !== 'all') query.status = filters.status;
  if (filters.stock !== 'all') query.stock = filters.stock;
  return query;
}

/**
 * Search over name, SKU and model; category (with everything below it), status, stock; sorting.
 * Import opens the CSV import; Export CSV downloads every product the search and filters match.
 */
export function ProductToolbar({ search, onSearch, filters, onFilter }: ProductToolbarProps) {
  const categories = useCategoryOptions();
  const exporting = useProductExport();
  const categoryOptions = [
    { value: 'all', label: 'All Categories' },
    ...categoryPaths(categories.data ?? []),
  ];
  return (
    <ListToolbar
      search={{
        value: search,
        onChange: onSearch,
        label: 'Search products',
        placeholder: 'Search by name, SKU or model...',
      }}
    >
      <ListFilter
        label="Filter by category"
        value={filters.category}
        onChange={(category) => onFilter({ category })}
        options={categoryOptions}
        className="min-w-44 flex-1 sm:flex-none"
      />
      <ListFilter
        label="Filter by status"
        value={filters.status}
        onChange={(status) => onFilter({ status })}
        options={statusOptions}
        className="min-w-32 flex-1 sm:flex-none"
      />
      <ListFilter
        label="Filter by stock"
        value={filters.stock}
        onChange={(stock) => onFilter({ stock })}
        options={stockOptions}
        className="min-w-32 flex-1 sm:flex-none"
      />
      <ListFilter
        label="Sort by"
        value={filters.sort}
        onChange={(sort) => onFilter({ sort })}
        options={sortOptions}
        className="min-w-40 flex-1 sm:flex-none"
      />
      <div className="flex flex-1 flex-wrap justify-end gap-2">
        <Button asChild variant="outline">
          <Link to="/admin/products/import">
            <UploadIcon aria-hidden />
            Import
          </Link>
        </Button>
        <Button
          variant="outline"
          disabled={exporting.isPending}
          onClick={() => exporting.mutate(exportQuery(search, filters))}
        >
          <DownloadIcon aria-hidden />
          {exporting.isPending ? 'Exporting…' : 'Export CSV'}
        </Button>
      </div>
    </ListToolbar>
  );
}
