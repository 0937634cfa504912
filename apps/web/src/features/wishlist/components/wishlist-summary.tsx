import type { WishlistItem } from '@portal/contract';
import { ShoppingBagIcon, ShoppingCartIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { formatDate } from '@/lib/format';
import { WishlistImage } from './wishlist-image';

const RECENT_COUNT = 5;

/** 'Wishlist Summary': the count, the 5 most recent items, Continue Shopping and View Cart. */
export function WishlistSummary({ items }: { items: WishlistItem[] }) {
  const recent = [...items]
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
    .slice(0, RECENT_COUNT);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2">Wishlist Summary</CardTitle>
        <CardDescription>
          {items.length} {items.length === 1 ? 'item' : 'items'} saved
        </CardDescription>
      </CardHeader>
      <CardContent>
        <h3 className="mb-2 font-medium text-muted-foreground text-xs uppercase tracking-wide">
          Recently added
        </h3>
        <ul className="space-y-2">
          {recent.map((item) => (
            <li key={item.id}>
              <Link
                to={`/store/product/${item.product_id}`}
                className="flex items-center gap-3 rounded-md p-1 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <WishlistImage src={item.product.image_url} alt="" className="size-10" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm">{item.product.name}</span>
                  <span className="block text-muted-foreground text-xs">{formatDate(item.created_at)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex-col gap-2">
        <Button asChild variant="outline" className="w-full">
          <Link to="/store">
            <ShoppingBagIcon aria-hidden />
            Continue Shopping
          </Link>
        </Button>
        <Button asChild className="w-full">
          <Link to="/store/cart">
            <ShoppingCartIcon aria-hidden />
            View Cart
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
