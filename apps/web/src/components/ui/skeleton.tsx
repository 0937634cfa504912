import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A pulsing placeholder block; hidden from assistive technology (announce loading elsewhere). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn('animate-pulse rounded-md bg-muted-foreground/10', className)}
      {...props}
    />
  );
}
