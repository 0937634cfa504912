import { ListFilter } from '@/components/list-page/list-filter';
import { ListToolbar } from '@/components/list-page/list-toolbar';
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

/** Search over name, SKU and model; category (with everything below it), status, stock; sorting. */
export function ProductToolbar({ search, onSearch, filters, onFilter }: ProductToolbarProps) {
  const categories = useCategoryOptions();
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
    </ListToolbar>
  );
}
