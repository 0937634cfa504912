import { Loader2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A spinning indicator; give it a `label` when it is the only sign of loading on screen. */
export function Spinner({ className, label, ...props }: ComponentProps<'svg'> & { label?: string }) {
  return (
    <Loader2
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  );
}

/** A centred spinner with a visible text, for screens and sections that are loading. */
export function LoadingState({ text, className }: { text: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex flex-col items-center justify-center gap-3 py-16 text-muted-foreground', className)}
    >
      <Loader2 aria-hidden className="size-6 animate-spin text-primary" />
      <p className="text-sm">{text}</p>
    </div>
  );
}
