import { ArrowLeftIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useProduct } from '../api/get-product';
import type { ProductActions } from '../lib/product-actions';
import { ProductDetailSkeleton, ProductLoadError, ProductNotFound } from './product-detail-states';
import { ProductDetailView } from './product-detail-view';

/** A product id from the address: a positive whole number, or null. */
export function parseProductId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2147483647 ? id : null;
}

type ProductDetailScreenProps = { productId: string | undefined; actions: ProductActions };

export function ProductDetailScreen({ productId, actions }: ProductDetailScreenProps) {
  const id = parseProductId(productId);
  const product = useProduct(id);
  const notFound = id === null || (product.error instanceof ApiError && product.error.status === 404);

  return (
    <div className="space-y-4">
      <title>{`${product.data?.name ?? 'Product details'} · MS Portal`}</title>
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to="/store">
          <ArrowLeftIcon aria-hidden />
          Back
        </Link>
      </Button>
      {notFound ? (
        <ProductNotFound />
      ) : product.isError ? (
        <ProductLoadError message={getErrorMessage(product.error)} onRetry={() => product.refetch()} />
      ) : product.data ? (
        <ProductDetailView product={product.data} actions={actions} />
      ) : (
        <ProductDetailSkeleton />
      )}
    </div>
  );
}
