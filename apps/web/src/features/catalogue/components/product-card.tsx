import { EyeIcon, SearchIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { type CardProduct, priceText } from '../lib/card-product';
import type { ProductActions } from '../lib/product-actions';
import { AvailabilityBadge } from './availability-badge';
import { AddToCartControls, InCartStepper } from './card-cart-controls';
import { ProductImage } from './product-image';
import { WishlistToggle } from './wishlist-toggle';

type ProductCardProps = { product: CardProduct; actions: ProductActions };

/** One catalogue card (spec section 2, Store catalogue). */
export function ProductCard({ product, actions }: ProductCardProps) {
  const line = actions.cartLineOf(product.id);
  const detailPath = `/store/product/${product.id}`;
  const headingId = `product-${product.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="group flex flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition-shadow hover:shadow-md"
    >
      <div className="relative aspect-[4/3] border-b bg-slate-50">
        <ProductImage
          src={product.image}
          alt={product.name}
          placeholder={[product.manufacturer ?? product.category]}
        />
        <WishlistToggle
          productName={product.name}
          active={actions.isWishlisted(product.id)}
          onToggle={() => actions.toggleWishlist(product)}
          className="absolute top-2 left-2"
        />
        {line && (
          <Badge className="absolute top-2 right-2 border-transparent bg-emerald-700 text-white shadow-sm">
            {line.quantity} in cart
          </Badge>
        )}
        {product.fromSearch && (
          <Badge variant="info" className="absolute bottom-2 left-2 shadow-xs">
            <SearchIcon aria-hidden />
            Search Result
          </Badge>
        )}
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 id={headingId} className="line-clamp-2 min-h-10 font-semibold text-sm leading-5">
          <Link
            to={detailPath}
            className="rounded-sm outline-none hover:text-primary focus-visible:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {product.name}
          </Link>
        </h3>
        <div className="flex flex-wrap gap-1.5">
          {product.fromSearch ? (
            <>
              <Badge variant="neutral" className="max-w-full justify-start">
                <span className="truncate">Code: {product.sku}</span>
              </Badge>
              {product.category && (
                <Badge variant="purple" className="max-w-full justify-start">
                  <span className="truncate">{product.category}</span>
                </Badge>
              )}
            </>
          ) : (
            <Badge variant="neutral" className="max-w-full justify-start" title={product.sku}>
              <span className="truncate">SKU: {product.sku}</span>
            </Badge>
          )}
        </div>
        <div className="flex items-center justify-between gap-2">
          <p className="font-bold text-lg tabular-nums">${priceText(product.price)}</p>
          <AvailabilityBadge product={product} />
        </div>
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm" className="flex-1">
            <Link to={detailPath} aria-label={`View details of ${product.name}`}>
              <EyeIcon aria-hidden />
              View Details
            </Link>
          </Button>
          {actions.renderExtra?.(product, 'card')}
        </div>
        <div className="mt-auto">
          {line ? (
            <InCartStepper product={product} line={line} onSetQuantity={actions.setCartQuantity} />
          ) : (
            <AddToCartControls product={product} onAdd={actions.addToCart} />
          )}
        </div>
      </div>
    </article>
  );
}
