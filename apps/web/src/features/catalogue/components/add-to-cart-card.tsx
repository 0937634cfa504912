import { CART_QUANTITY_MAX } from '@portal/contract';
import { ShoppingCartIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { type CardProduct, clampQuantity } from '../lib/card-product';
import type { ProductActions } from '../lib/product-actions';
import { usePending } from '../lib/use-pending';
import { isOutOfStock } from './availability-badge';

/** Spec section 5: the product screen takes 1 to 10, whole numbers only. */
export const DETAIL_QUANTITY_MIN = 1;
export const DETAIL_QUANTITY_MAX = 10;

type AddToCartCardProps = { product: CardProduct; actions: ProductActions };

/**
 * 'Add to Cart', or 'Update Cart' with the in-cart quantity filled in; either way the member
 * lands on the cart afterwards. Remount it (key) when the in-cart quantity changes.
 */
export function AddToCartCard({ product, actions }: AddToCartCardProps) {
  const navigate = useNavigate();
  const line = actions.cartLineOf(product.id);
  // A line already above this screen's 10 (set in the cart, up to 99) keeps its real quantity:
  // Update Cart must never shrink it behind the member's back, so the cart's own limit applies.
  const max = line && line.quantity > DETAIL_QUANTITY_MAX ? CART_QUANTITY_MAX : DETAIL_QUANTITY_MAX;
  const [quantity, setQuantity] = useState(() =>
    line ? clampQuantity(line.quantity, DETAIL_QUANTITY_MIN, max) : DETAIL_QUANTITY_MIN,
  );
  const [pending, run] = usePending();
  const outOfStock = isOutOfStock(product);

  const submit = () =>
    run(async () => {
      if (line) await actions.setCartQuantity(line, quantity);
      else await actions.addToCart(product, quantity);
      navigate('/store/cart');
    });

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2">Add to Cart</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-2">
          <label htmlFor="detail-quantity" className="font-medium text-sm">
            Quantity{' '}
            {line && (
              <span className="font-normal text-muted-foreground">(Currently {line.quantity} in cart)</span>
            )}
          </label>
          <QuantityStepper
            id="detail-quantity"
            label="Quantity"
            value={quantity}
            onChange={setQuantity}
            min={DETAIL_QUANTITY_MIN}
            max={max}
            disabled={outOfStock || pending}
          />
          <p className="text-muted-foreground text-xs">
            From {DETAIL_QUANTITY_MIN} to {max} per order line on this screen.
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button size="lg" className="sm:flex-1" disabled={outOfStock || pending} onClick={submit}>
            <ShoppingCartIcon aria-hidden />
            {outOfStock
              ? 'Out of Stock'
              : pending
                ? line
                  ? 'Updating...'
                  : 'Adding...'
                : line
                  ? 'Update Cart'
                  : 'Add to Cart'}
          </Button>
          {(product.price ?? 0) > 0 && (
            <Button asChild size="lg" variant="outline" className="sm:flex-1">
              <Link to="/store/cart">View Cart</Link>
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
