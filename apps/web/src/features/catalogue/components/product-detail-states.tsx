import { AlertCircleIcon, ArrowLeftIcon, PackageXIcon, RotateCcwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';

export function ProductDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading product" className="grid grid-cols-1 gap-8 md:grid-cols-2">
      <Skeleton className="aspect-square w-full rounded-xl" />
      <div className="space-y-4">
        <div className="flex gap-2">
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-5 w-28" />
          <Skeleton className="h-5 w-16" />
        </div>
        <Skeleton className="h-8 w-4/5" />
        <Skeleton className="h-8 w-32" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    </div>
  );
}

function BackToProducts() {
  return (
    <Button asChild variant="outline">
      <Link to="/store">
        <ArrowLeftIcon aria-hidden />
        Back to Products
      </Link>
    </Button>
  );
}

/** A 404: the id names no product. */
export function ProductNotFound() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-16 text-center">
      <PackageXIcon aria-hidden className="size-12 text-muted-foreground/60" />
      <h1 className="font-semibold text-xl">Product not found</h1>
      <p className="max-w-sm text-muted-foreground text-sm">
        It may have been removed from the catalogue, or the link is wrong.
      </p>
      <BackToProducts />
    </div>
  );
}

export function ProductLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-6 py-12 text-center"
    >
      <AlertCircleIcon aria-hidden className="size-10 text-red-600" />
      <h1 className="font-semibold text-lg text-red-900">Error loading product</h1>
      <p className="text-red-800 text-sm">{message}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" onClick={onRetry}>
          <RotateCcwIcon aria-hidden />
          Try Again
        </Button>
        <BackToProducts />
      </div>
    </div>
  );
}
