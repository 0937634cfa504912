import type { Product } from '@portal/contract';
import { Badge } from '@/components/ui/badge';
import { fromProduct, priceText } from '../lib/card-product';
import type { ProductActions } from '../lib/product-actions';
import { AddToCartCard } from './add-to-cart-card';
import { AvailabilityBadge, isOutOfStock } from './availability-badge';
import { ProductDescription } from './product-description';
import { ProductImage } from './product-image';
import { WishlistToggle } from './wishlist-toggle';

type ProductDetailViewProps = { product: Product; actions: ProductActions };

/** A product's page (spec section 2, Product detail). */
export function ProductDetailView({ product, actions }: ProductDetailViewProps) {
  const card = fromProduct(product);
  const line = actions.cartLineOf(product.id);
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:gap-8">
        <div className="relative aspect-square overflow-hidden rounded-xl border bg-slate-50">
          <ProductImage
            src={product.image}
            alt={product.name}
            placeholder={[product.manufacturer, product.model]}
            className="p-8"
            iconClassName="size-16"
          />
          <WishlistToggle
            productName={product.name}
            active={actions.isWishlisted(product.id)}
            onToggle={() => actions.toggleWishlist(card)}
            className="absolute top-3 left-3 size-10"
          />
          {isOutOfStock(card) && (
            <Badge variant="destructive" className="absolute top-3 right-3 shadow-sm">
              Out of Stock
            </Badge>
          )}
        </div>

        <div className="min-w-0 space-y-5">
          <div className="space-y-3">
            {product.badges && (
              <Badge variant="orange" aria-label={`Label: ${product.badges}`}>
                {product.badges}
              </Badge>
            )}
            <div className="flex flex-wrap gap-1.5">
              {product.manufacturer && <Badge variant="info">{product.manufacturer}</Badge>}
              <Badge variant="neutral">SKU: {product.sku}</Badge>
              {product.model && <Badge variant="purple">Model: {product.model}</Badge>}
              {product.category && <Badge variant="outline">{product.category}</Badge>}
            </div>
            <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{product.name}</h1>
            <div className="flex flex-wrap items-center gap-3">
              <p className="font-bold text-3xl text-primary tabular-nums">${priceText(product.price)}</p>
              <AvailabilityBadge product={card} />
            </div>
          </div>
          <AddToCartCard key={line?.quantity ?? 0} product={card} actions={actions} />
          {actions.renderExtra?.(card, 'detail')}
        </div>
      </div>
      <ProductDescription
        description={product.description}
        manufacturer={product.manufacturer}
        model={product.model}
      />
    </div>
  );
}
