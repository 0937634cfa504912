import { AlertCircleIcon, BanIcon, PackageIcon, ShoppingCartIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';

/** Spec section 2: 'Your cart is empty / Add some products to get started' with Browse Products. */
export function CartEmpty() {
  return (
    <Card className="border-dashed">
      <CardContent className="flex flex-col items-center gap-3 py-16 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <ShoppingCartIcon aria-hidden className="size-7" />
        </span>
        <h2 className="font-semibold text-xl">Your cart is empty</h2>
        <p className="text-muted-foreground text-sm">Add some products to get started</p>
        <Button asChild className="mt-2">
          <Link to="/store">
            <PackageIcon aria-hidden />
            Browse Products
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** 'Error loading cart' with Try Again and Continue Shopping. */
export function CartError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card role="alert" className="border-red-200">
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
          <AlertCircleIcon aria-hidden className="size-6" />
        </span>
        <h2 className="font-semibold text-lg">Error loading cart</h2>
        <p className="max-w-md text-muted-foreground text-sm">{message}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button onClick={onRetry}>Try Again</Button>
          <Button variant="outline" asChild>
            <Link to="/store">Continue Shopping</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * Shown instead of the cart when the user may not order (issue 17.8): the server's reason, e.g.
 * 'Your store is inactive. Orders cannot be placed until an administrator reactivates it.'
 */
export function CartUnavailable({ message }: { message: string }) {
  return (
    <Alert variant="warning" role="alert">
      <BanIcon aria-hidden />
      <AlertTitle>Ordering is not available</AlertTitle>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

/** Placeholder lines and summary while the cart loads. */
export function CartSkeleton() {
  return (
    <div role="status" aria-label="Loading cart" className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <Card className="gap-0 py-0">
        {[0, 1, 2].map((key) => (
          <div key={key} className="flex gap-4 border-b p-5 last:border-b-0">
            <Skeleton className="size-20 shrink-0 rounded-lg" />
            <div className="grid flex-1 content-start gap-2">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-1/4" />
            </div>
          </div>
        ))}
      </Card>
      <Card className="gap-3 px-6">
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-9 w-full" />
      </Card>
    </div>
  );
}
