import type { Spending } from '@portal/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatMoney, formatNumber } from '@/lib/format';
import { BudgetMeter } from './budget-meter';
import { formatMonth } from './spending-format';

/** This month's approved spending, and the budget meter when the store has a budget. */
export function SpendingThisMonth({ spending }: { spending: Spending }) {
  const { this_month: month } = spending;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2">This Month</CardTitle>
        <CardDescription>
          {formatMonth(month.month, true)} in {spending.time_zone} · approved, shipped and completed orders
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl className="grid grid-cols-2 gap-4">
          <div>
            <dt className="text-muted-foreground text-sm">Spent</dt>
            <dd className="font-bold text-3xl tabular-nums tracking-tight">{formatMoney(month.value)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-sm">Orders</dt>
            <dd className="font-bold text-3xl tabular-nums tracking-tight">{formatNumber(month.orders)}</dd>
          </div>
        </dl>
        {spending.monthly_budget !== null ? (
          <BudgetMeter spent={month.value} budget={spending.monthly_budget} />
        ) : (
          <p className="text-muted-foreground text-sm">Your store has no monthly budget.</p>
        )}
      </CardContent>
    </Card>
  );
}
