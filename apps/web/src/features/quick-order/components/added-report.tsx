import { CheckCircle2Icon, ShoppingCartIcon } from 'lucide-react';
import type { RefObject } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import type { CartBulkResult } from '../api/add-lines-to-cart';
import { itemsText } from '../lib/preview-lines';

type AddedReportProps = { result: CartBulkResult; headingRef?: RefObject<HTMLDivElement | null> };

/** What the last 'Add to cart' put in the cart, and what it could not. */
export function AddedReport({ result, headingRef }: AddedReportProps) {
  const { added, errors } = result;
  return (
    <Alert variant={added.length > 0 ? 'success' : 'warning'} role="region" aria-label="Added to cart">
      <CheckCircle2Icon aria-hidden />
      <AlertTitle ref={headingRef} tabIndex={-1} className="line-clamp-none outline-none">
        {added.length > 0
          ? `Added ${itemsText(added.length)} to your cart`
          : 'Nothing was added to your cart'}
      </AlertTitle>
      <AlertDescription className={added.length > 0 ? 'text-emerald-900' : undefined}>
        {added.length > 0 && (
          <ul className="grid gap-0.5">
            {added.map((line) => (
              <li key={line.sku}>
                {line.quantity} x {line.name} <span className="font-mono text-xs">({line.sku})</span>
                {line.cart_quantity !== line.quantity && `: ${line.cart_quantity} in the cart now`}
              </li>
            ))}
          </ul>
        )}
        {errors.length > 0 && (
          <div className="grid gap-0.5 text-red-700">
            <p className="font-medium">Not added:</p>
            <ul className="grid gap-0.5">
              {errors.map((error) => (
                <li key={error.sku}>
                  <span className="font-mono">{error.sku}</span>: {error.message}
                </li>
              ))}
            </ul>
          </div>
        )}
        <Button asChild size="sm" className="mt-2">
          <Link to="/store/cart">
            <ShoppingCartIcon aria-hidden />
            View cart
          </Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
