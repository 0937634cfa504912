import { GaugeIcon, TriangleAlertIcon, ZapIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import type { StoreBudget } from '../api/get-budget';

const cents = (value: number | string) => Math.round(Number(value) * 100);

/**
 * The store's approval rules beside the cart (issue 22): the monthly budget used so far (a meter
 * with its text), the amount under which orders approve themselves, and a warning when this
 * order would wait for approval because of either.
 */
export function BudgetNote({ budget, orderTotal }: { budget: StoreBudget; orderTotal: number | string }) {
  const { monthly_budget: limit, spent_this_month: spent, auto_approve_below: autoBelow } = budget;
  if (limit === null && autoBelow === null) return null;
  const total = cents(orderTotal);
  const after = cents(spent) + total;
  const overBudget = limit !== null && after > cents(limit);
  const overThreshold = autoBelow !== null && total >= cents(autoBelow);
  const usedText = limit !== null ? `${formatMoney(spent)} of ${formatMoney(limit)} used` : '';

  return (
    <div className="grid gap-3 border-t pt-3 text-sm">
      {limit !== null && (
        <div className="grid gap-1.5">
          <p id="budget-label" className="flex items-center gap-2">
            <GaugeIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <span>
              Budget this month: <span className="font-medium tabular-nums">{usedText}</span>
            </span>
          </p>
          <meter
            aria-labelledby="budget-label"
            min={0}
            max={limit}
            value={Math.min(spent, limit)}
            high={limit * 0.9}
            optimum={0}
            className={cn(
              'h-2 w-full appearance-none overflow-hidden rounded-full',
              '[&::-webkit-meter-bar]:h-2 [&::-webkit-meter-bar]:rounded-full [&::-webkit-meter-bar]:border-0 [&::-webkit-meter-bar]:bg-muted',
              '[&::-webkit-meter-optimum-value]:bg-primary [&::-webkit-meter-suboptimum-value]:bg-amber-500',
            )}
          >
            {usedText}
          </meter>
        </div>
      )}
      {autoBelow !== null && (
        <p className="flex items-center gap-2 text-muted-foreground">
          <ZapIcon aria-hidden className="size-4 shrink-0" />
          Orders under {formatMoney(autoBelow)} are approved at once
        </p>
      )}
      {(overBudget || overThreshold) && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-2.5 text-amber-900 text-xs"
        >
          <TriangleAlertIcon aria-hidden className="mt-px size-4 shrink-0" />
          {overBudget
            ? `This order would take the store to ${formatMoney(after / 100)} of its ${formatMoney(limit)} monthly budget: it will wait for approval.`
            : `This order is not under ${formatMoney(autoBelow)}: it will wait for approval.`}
        </p>
      )}
    </div>
  );
}
