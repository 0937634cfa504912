import { AlertCircleIcon, RefreshCwIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { DateRangePicker } from '@/components/date-range/date-range-picker';
import { useDateRange } from '@/components/date-range/use-date-range';
import { PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { UpdatingIndicator } from '@/components/ui/updating-indicator';
import { useDashboard } from '@/features/dashboard/api/get-dashboard';
import { LatestStoresCard } from '@/features/dashboard/components/latest-stores-card';
import { RecentOrdersCard } from '@/features/dashboard/components/recent-orders-card';
import { StatCards } from '@/features/dashboard/components/stat-cards';
import { cn } from '@/lib/cn';

// recharts is large: the charts come in their own chunk, after the figures.
const DashboardCharts = lazy(() => import('@/features/dashboard/components/dashboard-charts'));

/**
 * /admin (spec section 2, Admin Dashboard): refetched on every visit. Issue 23: a range picker
 * (kept in the address) drives the charts and the change shown on each stat card.
 */
export default function AdminDashboardRoute() {
  const range = useDateRange();
  const query = useDashboard(range.range);
  const data = query.data;

  return (
    <>
      <title>Dashboard Overview · MS Portal</title>
      <PageHeader
        title="Dashboard Overview"
        description="Key figures across your stores, members and orders."
        actions={
          <Button variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
            <RefreshCwIcon aria-hidden className={cn(query.isFetching && 'animate-spin')} />
            Refresh
          </Button>
        }
      />
      {data ? (
        <div className="grid grid-cols-1 gap-6">
          <DateRangePicker control={range} />
          {/* The figures of the range before stay until the new range's arrive. */}
          <div className="relative grid grid-cols-1 gap-6">
            <UpdatingIndicator active={query.isPlaceholderData} />
            <StatCards stats={data.stats} changes={data.changes} days={data.range.days} />
            <Suspense fallback={<LoadingState text="Loading charts..." />}>
              <DashboardCharts data={data} />
            </Suspense>
          </div>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <RecentOrdersCard orders={data.recentOrders.slice(0, 5)} />
            <LatestStoresCard stores={data.storePerformance.slice(0, 5)} />
          </div>
        </div>
      ) : query.isError && !query.isFetching ? (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden />
          <AlertTitle>Failed to load dashboard data. Please try refreshing the page.</AlertTitle>
          <AlertDescription>
            <p>{query.error.message}</p>
          </AlertDescription>
        </Alert>
      ) : (
        <LoadingState text="Loading dashboard..." />
      )}
    </>
  );
}
