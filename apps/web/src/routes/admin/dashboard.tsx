import { AlertCircleIcon, RefreshCwIcon } from 'lucide-react';
import { PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { useDashboard } from '@/features/dashboard/api/get-dashboard';
import { LatestStoresCard } from '@/features/dashboard/components/latest-stores-card';
import { OrdersChartCard } from '@/features/dashboard/components/orders-chart-card';
import { RecentOrdersCard } from '@/features/dashboard/components/recent-orders-card';
import { StatCards } from '@/features/dashboard/components/stat-cards';
import { cn } from '@/lib/cn';

/** /admin (spec section 2, Admin Dashboard): refetched on every visit. */
export default function AdminDashboardRoute() {
  const query = useDashboard();
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
          <StatCards stats={data.stats} changes={data.changes} />
          <OrdersChartCard days={data.ordersPerDay} />
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
