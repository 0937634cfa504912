import { AlertCircleIcon, HeartIcon, RotateCcwIcon, ShoppingBagIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';

export function WishlistSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading wishlist"
      className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <div className="divide-y rounded-xl border bg-card">
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
          <div key={i} className="flex items-center gap-4 p-4">
            <Skeleton className="size-20 rounded-lg" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-24" />
              <Skeleton className="h-3 w-32" />
            </div>
            <Skeleton className="h-9 w-28" />
          </div>
        ))}
      </div>
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
}

/** Spec section 2: 'Your wishlist is empty / Save your favorite products for later' (title and line). */
export function WishlistEmpty() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-16 text-center">
      <HeartIcon aria-hidden className="size-12 text-muted-foreground/50" />
      <h2 className="font-semibold text-lg">Your wishlist is empty</h2>
      <p className="text-muted-foreground text-sm">Save your favorite products for later</p>
      <Button asChild>
        <Link to="/store">
          <ShoppingBagIcon aria-hidden />
          Browse Products
        </Link>
      </Button>
    </div>
  );
}

export function WishlistError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-6 py-12 text-center"
    >
      <AlertCircleIcon aria-hidden className="size-10 text-red-600" />
      <h2 className="font-semibold text-lg text-red-900">Error loading wishlist</h2>
      <p className="text-red-800 text-sm">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCcwIcon aria-hidden />
        Try Again
      </Button>
    </div>
  );
}
