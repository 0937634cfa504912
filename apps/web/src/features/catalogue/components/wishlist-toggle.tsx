import { HeartIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { usePending } from '../lib/use-pending';

type WishlistToggleProps = {
  productName: string;
  active: boolean;
  onToggle: () => Promise<unknown>;
  className?: string;
};

/** The heart: a toggle button (aria-pressed) that shows the new state while the change is saved. */
export function WishlistToggle({ productName, active, onToggle, className }: WishlistToggleProps) {
  const [pending, run] = usePending();
  const shown = pending ? !active : active;
  return (
    <button
      type="button"
      aria-pressed={shown}
      aria-label={`Save ${productName} to wishlist`}
      title={shown ? 'Remove from wishlist' : 'Add to wishlist'}
      disabled={pending}
      onClick={() => run(onToggle)}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-full border bg-card/95 shadow-sm outline-none transition-colors hover:bg-card focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-70',
        className,
      )}
    >
      <HeartIcon
        aria-hidden
        className={cn('size-4', shown ? 'fill-red-500 text-red-500' : 'text-muted-foreground')}
      />
    </button>
  );
}
