import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';

/** The month's spending against the store's monthly budget, as a meter with its figures in words. */
export function BudgetMeter({ spent, budget }: { spent: string; budget: string }) {
  const used = Number(spent);
  const limit = Number(budget);
  const percent = limit > 0 ? Math.round((used / limit) * 100) : used > 0 ? 100 : 0;
  const over = used > limit;
  const text = `${formatMoney(spent)} of ${formatMoney(budget)} (${percent}%)`;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span id="budget-meter-label" className="font-medium">
          Monthly budget
        </span>
        <span className="tabular-nums">{text}</span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a coloured bar; the native meter cannot be styled alike across browsers */}
      <div
        role="meter"
        aria-labelledby="budget-meter-label"
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        aria-valuetext={text}
        className="h-3 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full',
            over ? 'bg-red-600' : percent >= 80 ? 'bg-amber-500' : 'bg-emerald-600',
          )}
          style={{ width: `${Math.min(100, percent)}%` }}
        />
      </div>
      <p className={cn('text-sm', over ? 'font-medium text-red-700' : 'text-muted-foreground')}>
        {over
          ? `Over budget by ${formatMoney(used - limit)}: new orders wait for an administrator's approval.`
          : `${formatMoney(limit - used)} left this month.`}
      </p>
    </div>
  );
}
