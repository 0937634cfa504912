import type { Dashboard } from '@portal/contract';
import { OrdersChartCard } from './orders-chart-card';
import { TopProductsCard } from './top-products-card';
import { TopStoresCard } from './top-stores-card';
import { ValueChartCard } from './value-chart-card';

/**
 * The dashboard's four charts over the chosen range. Loaded apart from the screen (recharts is
 * large), so the figures and lists show while it loads.
 */
export default function DashboardCharts({ data }: { data: Dashboard }) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <OrdersChartCard days={data.ordersPerDay} />
      <ValueChartCard days={data.valuePerDay} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <TopStoresCard stores={data.topStores} />
        <TopProductsCard products={data.topProducts} />
      </div>
    </div>
  );
}
