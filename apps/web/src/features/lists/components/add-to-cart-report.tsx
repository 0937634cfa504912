import { CheckCircle2Icon, ShoppingCartIcon, TriangleAlertIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import type { CartBulkResult } from '../api/add-list-to-cart';

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** What 'Add all to cart' put in the cart and what it could not, with the way to the cart. */
export function AddToCartReport({ result }: { result: CartBulkResult }) {
  const { added, errors } = result;
  const Icon = added.length > 0 ? CheckCircle2Icon : TriangleAlertIcon;
  return (
    <Alert variant={added.length > 0 ? 'success' : 'warning'}>
      <Icon aria-hidden />
      <AlertTitle className="line-clamp-none">
        {added.length > 0 ? `Added ${items(added.length)} to your cart` : 'Nothing was added to your cart'}
        {errors.length > 0 ? `; ${items(errors.length)} could not be added` : ''}
      </AlertTitle>
      <AlertDescription>
        {added.length > 0 && (
          <ul className="grid gap-0.5">
            {added.map((line) => (
              <li key={line.sku}>
                {line.quantity} x {line.name}
              </li>
            ))}
          </ul>
        )}
        {errors.length > 0 && (
          <ul className="grid gap-0.5 text-red-700">
            {errors.map((error) => (
              <li key={error.sku}>
                <span className="font-mono">{error.sku}</span>: {error.message}
              </li>
            ))}
          </ul>
        )}
        <Button asChild size="sm" className="mt-1">
          <Link to="/store/cart">
            <ShoppingCartIcon aria-hidden />
            View cart
          </Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
