import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import type { CardProduct } from '../lib/card-product';

/** 'In Stock', 'Only N left' or 'Out of Stock' (issue 19; the last is the spec's own text). */
export function AvailabilityBadge({
  product,
  className,
}: {
  product: Pick<CardProduct, 'availability' | 'stockQuantity'>;
  className?: string;
}) {
  if (product.availability === 'out_of_stock')
    return (
      <Badge variant="danger" className={className}>
        Out of Stock
      </Badge>
    );
  if (product.availability === 'low_stock')
    return (
      <Badge variant="warning" className={className}>
        Only {product.stockQuantity} left
      </Badge>
    );
  return (
    <Badge variant="success" className={cn(className)}>
      In Stock
    </Badge>
  );
}

export const isOutOfStock = (product: Pick<CardProduct, 'availability'>) =>
  product.availability === 'out_of_stock';
