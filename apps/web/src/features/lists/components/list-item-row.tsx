import { CART_QUANTITY_MAX } from '@portal/contract';
import { Trash2Icon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import type { ListItem } from '../api/get-list';
import { useRemoveListItem } from '../api/list-items';
import { useItemQuantity } from './use-item-quantity';

function availability(product: ListItem['product']) {
  if (!product.is_active) return <Badge variant="neutral">No longer sold</Badge>;
  if (!product.in_stock) return <Badge variant="danger">Out of stock</Badge>;
  return (
    <Badge variant="success">
      {product.stock_quantity === null ? 'In stock' : `In stock (${product.stock_quantity} left)`}
    </Badge>
  );
}

/** One product of a list: name (a link to it), SKU, price, availability, quantity, total, remove. */
export function ListItemRow({ listId, item }: { listId: number; item: ListItem }) {
  const { product } = item;
  const { quantity, setQuantity, saving } = useItemQuantity(listId, item.id, item.quantity);
  const remove = useRemoveListItem();
  const removing = remove.isPending;
  return (
    <li
      className={cn(
        'flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4',
        removing && 'pointer-events-none opacity-50',
      )}
    >
      <div className="min-w-0 flex-1 space-y-1">
        <Link
          to={`/store/product/${product.id}`}
          className="line-clamp-2 rounded-sm font-medium outline-none hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {product.name}
        </Link>
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <Badge variant="outline" className="font-mono font-normal">
            SKU: {product.sku}
          </Badge>
          {availability(product)}
          <span className="text-muted-foreground">{formatMoney(product.price)} each</span>
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <QuantityStepper
          label="Quantity"
          groupLabel={`Quantity of ${product.name}`}
          productName={product.name}
          value={quantity}
          onChange={setQuantity}
          min={1}
          max={CART_QUANTITY_MAX}
          disabled={removing}
        />
        <div className="flex min-w-24 items-center justify-end gap-2">
          {saving && <Spinner label="Saving quantity" className="text-muted-foreground" />}
          <p className="text-right font-semibold tabular-nums">
            <span className="sr-only">Line total: </span>
            {formatMoney(product.price * quantity)}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Remove ${product.name} from the list`}
          disabled={removing}
          onClick={() => remove.mutate({ listId, itemId: item.id })}
          className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
        >
          {removing ? <Spinner /> : <Trash2Icon aria-hidden />}
        </Button>
      </div>
    </li>
  );
}
