import type { DashboardChanges, DashboardStats } from '@portal/contract';
import {
  CheckCircle2Icon,
  ClockIcon,
  type LucideIcon,
  MinusIcon,
  StoreIcon,
  TrendingDownIcon,
  TrendingUpIcon,
  UsersIcon,
} from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

type StatKey = keyof DashboardStats;

const CARDS: { key: StatKey; title: string; description: string; icon: LucideIcon; tint: string }[] = [
  {
    key: 'approvedOrders',
    title: 'Approved Orders',
    description: 'Orders successfully completed',
    icon: CheckCircle2Icon,
    tint: 'bg-emerald-50 text-emerald-700',
  },
  {
    key: 'pendingOrders',
    title: 'Pending Orders',
    description: 'Orders awaiting review',
    icon: ClockIcon,
    tint: 'bg-amber-50 text-amber-700',
  },
  {
    key: 'totalStores',
    title: 'Total Stores',
    description: 'Number of active stores',
    icon: StoreIcon,
    tint: 'bg-blue-50 text-blue-700',
  },
  {
    key: 'totalMembers',
    title: 'Total Members',
    description: 'All registered members',
    icon: UsersIcon,
    tint: 'bg-violet-50 text-violet-700',
  },
];

/**
 * The change against the period of the same length before the range, as the server computed it,
 * e.g. '+12.5% from previous 30 days'; null (nothing to compare with) reads 'No change data'.
 */
export function changeText(change: number | null, days = 30): string {
  if (change === null) return 'No change data';
  const period = days === 1 ? 'previous day' : `previous ${days} days`;
  if (change === 0) return `No change from ${period}`;
  const sign = change > 0 ? '+' : '';
  return `${sign}${change.toFixed(1)}% from ${period}`;
}

function Change({ change, days }: { change: number | null; days: number }) {
  const Icon = change === null || change === 0 ? MinusIcon : change > 0 ? TrendingUpIcon : TrendingDownIcon;
  const tone =
    change === null || change === 0
      ? 'text-muted-foreground'
      : change > 0
        ? 'text-emerald-700'
        : 'text-red-700';
  return (
    <p className={cn('flex items-center gap-1 font-medium text-xs', tone)}>
      <Icon aria-hidden className="size-3.5" />
      {changeText(change, days)}
    </p>
  );
}

/**
 * The four figures at the top of the dashboard (spec section 2), each with its real change: what
 * was added in the chosen range against the `days` days before it.
 */
export function StatCards({
  stats,
  changes,
  days = 30,
}: {
  stats: DashboardStats;
  changes: DashboardChanges;
  days?: number;
}) {
  return (
    <ul aria-label="Key figures" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {CARDS.map(({ key, title, description, icon: Icon, tint }) => (
        <li key={key}>
          <Card className="h-full gap-0 py-5">
            <CardContent className="grid grid-cols-1 gap-3 px-5">
              <div className="flex items-start justify-between gap-3">
                <h2 className="font-medium text-muted-foreground text-sm">{title}</h2>
                <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', tint)}>
                  <Icon aria-hidden className="size-5" />
                </span>
              </div>
              <p className="font-bold text-3xl tabular-nums tracking-tight">{formatNumber(stats[key])}</p>
              <div className="space-y-1">
                <p className="text-muted-foreground text-sm">{description}</p>
                <Change change={changes[key]} days={days} />
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
