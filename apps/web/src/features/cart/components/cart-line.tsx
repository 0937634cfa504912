import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, type CartItem } from '@portal/contract';
import { Trash2Icon } from 'lucide-react';
import { useEffect } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { lineTotal } from './cart-quantity';
import { ProductThumbnail } from './product-thumbnail';
import { useLineQuantity } from './use-line-quantity';

type CartLineProps = {
  item: CartItem;
  /** While checking out or clearing, the lines stay as they are. */
  locked: boolean;
  /** Told when a quantity change starts waiting for the server and when it is done. */
  onSavingChange: (lineId: number, saving: boolean) => void;
};

/** One cart line: the product (a link to its details), unit price, quantity, line total, remove. */
export function CartLine({ item, locked, onSavingChange }: CartLineProps) {
  const { product } = item;
  const { quantity, setQuantity, saving } = useLineQuantity(item.id, item.quantity);
  const remove = useRemoveCartItem();
  const removing = remove.isPending;
  const busy = saving || removing;

  useEffect(() => {
    onSavingChange(item.id, busy);
    return () => onSavingChange(item.id, false);
  }, [busy, item.id, onSavingChange]);
  return (
    <li
      className={cn(
        'flex flex-col gap-4 p-4 transition-opacity sm:flex-row sm:items-center sm:p-5',
        removing && 'pointer-events-none opacity-50',
      )}
    >
      <Link
        to={`/store/product/${product.id}`}
        className="group -m-2 flex min-w-0 flex-1 items-start gap-4 rounded-lg p-2 outline-none transition-colors hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ProductThumbnail product={product} />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="line-clamp-2 font-medium leading-snug group-hover:text-primary">{product.name}</p>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground text-xs">
            {product.manufacturer && <span>{product.manufacturer}</span>}
            <Badge variant="outline" className="font-mono font-normal">
              SKU: {product.sku}
            </Badge>
            {product.status === 0 && <Badge variant="danger">Out of Stock</Badge>}
          </div>
          <p className="text-muted-foreground text-xs">Click to view product details</p>
          <p className="text-sm">
            {formatMoney(product.price)} <span className="text-muted-foreground">each</span>
          </p>
        </div>
      </Link>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <QuantityStepper
          typing="ignore"
          label="Quantity"
          groupLabel={`Quantity of ${product.name}`}
          value={quantity}
          onChange={setQuantity}
          min={CART_QUANTITY_MIN}
          max={CART_QUANTITY_MAX}
          disabled={locked || removing}
        />
        <div className="flex min-w-24 items-center justify-end gap-2">
          {saving && <Spinner label="Saving quantity" className="text-muted-foreground" />}
          <p className="text-right font-semibold tabular-nums">
            <span className="sr-only">Line total: </span>
            {formatMoney(lineTotal(product.price, quantity))}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Remove ${product.name} from cart`}
          disabled={locked || removing}
          onClick={() => remove.mutate(item.id)}
          className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
        >
          {removing ? <Spinner /> : <Trash2Icon aria-hidden />}
        </Button>
      </div>
    </li>
  );
}
