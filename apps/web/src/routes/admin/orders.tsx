import { useQueryClient } from '@tanstack/react-query';
import { RefreshCwIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { useKeepPageInRange } from '@/components/list-page/use-list-page';
import { Button } from '@/components/ui/button';
import { adminOrderKeys } from '@/features/admin-orders/api/admin-order-keys';
import { useAdminOrders } from '@/features/admin-orders/api/get-admin-orders';
import { AdminOrdersSection } from '@/features/admin-orders/components/admin-orders-section';
import { AdminOrdersToolbar } from '@/features/admin-orders/components/admin-orders-toolbar';
import { BulkOrderActions } from '@/features/admin-orders/components/bulk-order-actions';
import { type BulkReport, BulkResultReport } from '@/features/admin-orders/components/bulk-result-report';
import { SectionErrorBoundary, SectionErrorPanel } from '@/features/admin-orders/components/section-error';
import { useAdminOrderFilters } from '@/features/admin-orders/hooks/use-admin-order-filters';
import { useOrderSelection } from '@/features/admin-orders/hooks/use-order-selection';
import { cn } from '@/lib/cn';

/** /admin/orders (spec section 2, Admin Order Management). */
export default function AdminOrdersRoute() {
  const filters = useAdminOrderFilters();
  const query = useAdminOrders(filters.params);
  const queryClient = useQueryClient();
  // Issue 22: a new page, status or search starts with nothing selected.
  const selection = useOrderSelection(query.data?.orders ?? [], JSON.stringify(filters.params));
  const [report, setReport] = useState<BulkReport | null>(null);
  const reportRef = useRef<HTMLDivElement>(null);

  // Approving orders under a status filter can empty the last page: step back to the new last one.
  useKeepPageInRange(filters.params.page, query.data?.pagination.pages, filters.setPage);

  const showError = query.isError && !query.isFetching;

  return (
    <>
      <title>Order Management · MS Portal</title>
      <PageHeader
        title="Order Management"
        description="Review and manage customer orders"
        actions={
          <Button variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
            <RefreshCwIcon aria-hidden className={cn(query.isFetching && 'animate-spin')} />
            Refresh
          </Button>
        }
      />
      <div className="grid grid-cols-1 gap-4">
        <AdminOrdersToolbar filters={filters} />
        <BulkResultReport ref={reportRef} report={report} onDismiss={() => setReport(null)} />
        <SectionErrorBoundary onReset={() => queryClient.resetQueries({ queryKey: adminOrderKeys.lists() })}>
          {showError ? (
            <SectionErrorPanel error={query.error} onRetry={() => query.refetch()} />
          ) : (
            <AdminOrdersSection
              data={query.data}
              updating={query.isPlaceholderData || (query.isFetching && !query.isPending)}
              filtered={filters.filtered}
              onPageChange={filters.goToPage}
              selection={selection}
            />
          )}
        </SectionErrorBoundary>
        <BulkOrderActions selection={selection} onReport={setReport} reportRef={reportRef} />
      </div>
    </>
  );
}
