import { AlertCircleIcon } from 'lucide-react';
import { PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { LoadingState } from '@/components/ui/spinner';
import { useSpending } from '@/features/reports/api/get-spending';
import { SpendingMonthsCard } from '@/features/reports/components/spending-months-card';
import { SpendingThisMonth } from '@/features/reports/components/spending-this-month';
import { SpendingTopProducts } from '@/features/reports/components/spending-top-products';
import { getErrorMessage } from '@/lib/api-client';

/** /store/spending (issue 23): the store's approved spending this month and over 12 months, its top products. */
export default function StoreSpendingRoute() {
  const query = useSpending();
  const spending = query.data;
  return (
    <>
      <title>Spending · MS Portal</title>
      <PageHeader
        title="Spending"
        description={
          spending
            ? `${spending.store.name}: approved, shipped and completed orders.`
            : 'Your store’s approved, shipped and completed orders.'
        }
      />
      {spending ? (
        <div className="grid grid-cols-1 gap-6">
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
            <SpendingThisMonth spending={spending} />
            <SpendingMonthsCard months={spending.months} />
          </div>
          <SpendingTopProducts products={spending.top_products} />
        </div>
      ) : query.isError ? (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden />
          <AlertTitle>Failed to load your store's spending.</AlertTitle>
          <AlertDescription>
            <p>{getErrorMessage(query.error)}</p>
          </AlertDescription>
        </Alert>
      ) : (
        <LoadingState text="Loading spending..." />
      )}
    </>
  );
}
