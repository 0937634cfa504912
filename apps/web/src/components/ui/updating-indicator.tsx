import { Spinner } from '@/components/ui/spinner';

/**
 * 'Updating results...' as a small pill on the top edge of the list it refers to, so it never
 * pushes the list down. The live region is always present so screen readers announce it.
 */
export function UpdatingIndicator({ active }: { active: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none absolute -top-3 left-1/2 z-10 -translate-x-1/2"
    >
      {active && (
        <span className="inline-flex items-center gap-2 whitespace-nowrap rounded-full border bg-card px-3 py-1 text-muted-foreground text-xs shadow-sm">
          <Spinner className="size-3.5 text-primary" />
          Updating results...
        </span>
      )}
    </div>
  );
}
