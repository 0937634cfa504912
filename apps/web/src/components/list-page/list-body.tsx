import type { ReactNode, Ref } from 'react';
import { UpdatingIndicator } from '@/components/ui/updating-indicator';
import { cn } from '@/lib/cn';

type ListBodyProps = {
  ref?: Ref<HTMLDivElement>;
  /** A request is under way: 'Updating results...' shows on the list's top edge. */
  updating: boolean;
  /** The previous page stays on screen, dimmed, while the next one loads. */
  stale: boolean;
  children: ReactNode;
};

/** The list itself, with its 'Updating results...' pill; the scroll target of page changes. */
export function ListBody({ ref, updating, stale, children }: ListBodyProps) {
  return (
    <div ref={ref} className="relative mt-1 scroll-mt-24" aria-busy={updating}>
      <UpdatingIndicator active={updating} />
      <div className={cn('transition-opacity', stale && 'opacity-60')}>{children}</div>
    </div>
  );
}
