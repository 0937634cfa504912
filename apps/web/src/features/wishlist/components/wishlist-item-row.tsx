import type { WishlistItem } from '@portal/contract';
import { ShoppingCartIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { formatDate, formatMoney } from '@/lib/format';
import { WishlistImage } from './wishlist-image';

type WishlistItemRowProps = {
  item: WishlistItem;
  /** Adds 1 to the cart, then removes the item from the wishlist. */
  onMoveToCart: (item: WishlistItem) => Promise<unknown>;
  onRemove: (item: WishlistItem) => Promise<unknown>;
};

/** One saved product: image, name, 'Product ID', 'Added {date}', move to cart and remove. */
export function WishlistItemRow({ item, onMoveToCart, onRemove }: WishlistItemRowProps) {
  const [busy, setBusy] = useState<'moving' | 'removing' | null>(null);
  const { product } = item;
  const detailPath = `/store/product/${item.product_id}`;
  const outOfStock = product.status === 0;

  const act = async (kind: 'moving' | 'removing', action: () => Promise<unknown>) => {
    setBusy(kind);
    try {
      await action();
    } catch {
      // The mutation has shown its toast; the row stays for another try.
    } finally {
      setBusy(null);
    }
  };

  return (
    <li className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <Link to={detailPath} tabIndex={-1} aria-hidden className="shrink-0">
          <WishlistImage src={product.image_url} alt="" className="size-20" />
        </Link>
        <div className="min-w-0 space-y-1">
          <h3 className="font-semibold leading-snug">
            <Link
              to={detailPath}
              className="rounded-sm outline-none hover:text-primary focus-visible:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {product.name}
            </Link>
          </h3>
          <p className="text-muted-foreground text-xs">Product ID: {item.product_id}</p>
          <p className="text-muted-foreground text-xs">Added {formatDate(item.created_at)}</p>
          <div className="flex flex-wrap items-center gap-2 pt-0.5">
            <span className="font-semibold text-sm tabular-nums">{formatMoney(product.price)}</span>
            {outOfStock && <Badge variant="danger">Out of Stock</Badge>}
          </div>
        </div>
      </div>
      <div className="flex gap-2 sm:shrink-0">
        <Button
          className="flex-1 sm:flex-none"
          disabled={busy !== null || outOfStock}
          onClick={() => act('moving', () => onMoveToCart(item))}
        >
          <ShoppingCartIcon aria-hidden />
          {/* Label in Name (WCAG 2.5.3): the name starts with the visible text, then the product. */}
          {busy === 'moving' ? 'Moving...' : 'Add to Cart'}
          <span className="sr-only"> {product.name}</span>
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="text-destructive hover:text-destructive"
          disabled={busy !== null}
          onClick={() => act('removing', () => onRemove(item))}
          aria-label={`Remove ${product.name} from wishlist`}
        >
          <Trash2Icon aria-hidden />
        </Button>
      </div>
    </li>
  );
}
