import { type OrderStatus, OrderStatusSchema } from '@portal/contract';
import { cn } from '@/lib/cn';

export type OrderStatusFilterValue = OrderStatus | 'all';

const FILTERS: { value: OrderStatusFilterValue; label: string }[] = [
  { value: 'all', label: 'All Orders' },
  ...OrderStatusSchema.options.map((status) => ({ value: status, label: status })),
];

const dotColour: Record<OrderStatusFilterValue, string> = {
  all: 'bg-primary',
  pending: 'bg-amber-500',
  approved: 'bg-emerald-500',
  shipped: 'bg-indigo-500',
  rejected: 'bg-red-500',
  completed: 'bg-blue-500',
  cancelled: 'bg-slate-400',
};

type OrderStatusFilterProps = {
  value: OrderStatusFilterValue;
  onChange: (value: OrderStatusFilterValue) => void;
};

/** The status pills of My Orders (All Orders, pending, approved, shipped, rejected, completed, cancelled). */
export function OrderStatusFilter({ value, onChange }: OrderStatusFilterProps) {
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Filter orders by status</legend>
      <div className="flex flex-wrap gap-2">
        {FILTERS.map((filter) => {
          const active = filter.value === value;
          return (
            <button
              key={filter.value}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(filter.value)}
              className={cn(
                'inline-flex h-8 shrink-0 items-center gap-2 rounded-full border px-3.5 font-medium text-sm capitalize outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                active
                  ? 'border-primary bg-primary text-primary-foreground shadow-xs'
                  : 'border-input bg-card text-foreground hover:bg-accent hover:text-accent-foreground',
              )}
            >
              <span
                aria-hidden
                className={cn(
                  'size-2 rounded-full',
                  active ? 'bg-primary-foreground' : dotColour[filter.value],
                )}
              />
              {filter.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
