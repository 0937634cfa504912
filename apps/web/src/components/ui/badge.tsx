import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * Solid variants for emphasis; soft colour variants (`success`, `warning`, ...) for statuses, so a
 * list of badges stays calm. Each soft colour keeps at least 4.5:1 contrast on its tint.
 */
export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden whitespace-nowrap rounded-md border px-2 py-0.5 font-medium text-xs transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 [&>svg]:pointer-events-none [&>svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
        outline: 'text-foreground',
        success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
        warning: 'border-amber-200 bg-amber-50 text-amber-800',
        danger: 'border-red-200 bg-red-50 text-red-700',
        info: 'border-blue-200 bg-blue-50 text-blue-700',
        neutral: 'border-slate-200 bg-slate-100 text-slate-700',
        purple: 'border-violet-200 bg-violet-50 text-violet-700',
        indigo: 'border-indigo-200 bg-indigo-50 text-indigo-700',
        teal: 'border-teal-200 bg-teal-50 text-teal-800',
        orange: 'border-orange-200 bg-orange-50 text-orange-800',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

export function Badge({
  className,
  variant,
  asChild = false,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'span';
  return <Comp data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}

const statusVariants: Record<string, BadgeVariant> = {
  pending: 'warning',
  approved: 'success',
  shipped: 'indigo',
  rejected: 'danger',
  completed: 'info',
  cancelled: 'neutral',
  active: 'success',
  inactive: 'neutral',
  maintenance: 'orange',
};

/**
 * The badge colour of an order or store status (spec section 4: pending yellow, approved green,
 * shipped indigo, rejected red, completed blue, cancelled grey). Unknown statuses are neutral.
 */
export function statusBadgeVariant(status: string | null | undefined): BadgeVariant {
  return statusVariants[(status ?? '').toLowerCase()] ?? 'neutral';
}
