import { DateRangePicker } from '@/components/date-range/date-range-picker';
import { useDateRange } from '@/components/date-range/use-date-range';
import { PageHeader } from '@/components/layout/page-header';
import { CategoryReportCard } from '@/features/reports/components/category-report-card';
import { ProductReportCard } from '@/features/reports/components/product-report-card';
import { StoreReportCard } from '@/features/reports/components/store-report-card';

/**
 * /admin/reports (issue 23): stores, products and categories over one range (in the address),
 * each table sortable, paged and exportable as CSV.
 */
export default function AdminReportsRoute() {
  const control = useDateRange();
  return (
    <>
      <title>Reports · MS Portal</title>
      <PageHeader
        title="Reports"
        description="Sales by store, product and category. Value counts approved, shipped and completed orders."
      />
      <div className="grid grid-cols-1 gap-6">
        <DateRangePicker control={control} />
        <StoreReportCard range={control.range} />
        <ProductReportCard range={control.range} />
        <CategoryReportCard range={control.range} />
      </div>
    </>
  );
}
