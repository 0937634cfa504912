import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from '@portal/contract';
import { MinusIcon, PlusIcon, ShoppingCartIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import type { CardProduct } from '../lib/card-product';
import type { CartLineRef } from '../lib/product-actions';
import { usePending } from '../lib/use-pending';
import { isOutOfStock } from './availability-badge';

type InCartStepperProps = {
  product: CardProduct;
  line: CartLineRef;
  onSetQuantity: (line: CartLineRef, quantity: number) => Promise<unknown>;
};

/** 'In Cart:' with minus (a remove icon at 1, which removes the line) and plus (up to 99). */
export function InCartStepper({ product, line, onSetQuantity }: InCartStepperProps) {
  const [pending, run] = usePending();
  const atOne = line.quantity <= 1;
  return (
    <div className="flex items-center justify-between gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2">
      <span className="whitespace-nowrap font-medium text-emerald-800 text-sm">In Cart:</span>
      <div className="flex items-center gap-1" aria-busy={pending}>
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={atOne ? `Remove ${product.name} from cart` : `Decrease quantity of ${product.name}`}
          disabled={pending}
          onClick={() => run(() => onSetQuantity(line, line.quantity - 1))}
          className={atOne ? 'text-destructive hover:text-destructive' : undefined}
        >
          {atOne ? <Trash2Icon aria-hidden /> : <MinusIcon aria-hidden />}
        </Button>
        <output
          aria-live="polite"
          aria-label={`${line.quantity} of ${product.name} in cart`}
          className="min-w-8 text-center font-semibold text-sm tabular-nums"
        >
          {line.quantity}
        </output>
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={`Increase quantity of ${product.name}`}
          disabled={pending || line.quantity >= CART_QUANTITY_MAX}
          onClick={() => run(() => onSetQuantity(line, line.quantity + 1))}
        >
          <PlusIcon aria-hidden />
        </Button>
      </div>
    </div>
  );
}

type AddControlsProps = {
  product: CardProduct;
  onAdd: (product: CardProduct, quantity: number) => Promise<unknown>;
};

/** A Quantity stepper (1 to 99, clamped) and 'Add {n} to Cart' ('Adding...' while working). */
export function AddToCartControls({ product, onAdd }: AddControlsProps) {
  const [quantity, setQuantity] = useState(1);
  const [pending, run] = usePending();
  const outOfStock = isOutOfStock(product);
  const inputId = `quantity-${product.id}`;
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={inputId} className="text-muted-foreground text-sm">
          Quantity
        </label>
        <QuantityStepper
          id={inputId}
          label="Quantity"
          productName={product.name}
          value={quantity}
          onChange={setQuantity}
          min={CART_QUANTITY_MIN}
          max={CART_QUANTITY_MAX}
          disabled={outOfStock || pending}
        />
      </div>
      <Button
        className="w-full"
        disabled={outOfStock || pending}
        onClick={() =>
          run(async () => {
            await onAdd(product, quantity);
            setQuantity(1);
          })
        }
      >
        <ShoppingCartIcon aria-hidden />
        {outOfStock ? 'Out of Stock' : pending ? 'Adding...' : `Add ${quantity} to Cart`}
      </Button>
    </div>
  );
}
