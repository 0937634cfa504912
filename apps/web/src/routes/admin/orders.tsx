import { ComingSoon } from '@/components/layout/coming-soon';
import { PageHeader } from '@/components/layout/page-header';

/** /admin/orders: placeholder until the orders screen lands. */
export default function AdminOrdersRoute() {
  return (
    <>
      <title>Order Management · MS Portal</title>
      <PageHeader title="Order Management" description="Review and manage customer orders" />
      <ComingSoon />
    </>
  );
}
