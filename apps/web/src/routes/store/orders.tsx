import { ComingSoon } from '@/components/layout/coming-soon';
import { PageHeader } from '@/components/layout/page-header';

/** /store/orders: placeholder until the orders screen lands. */
export default function StoreOrdersRoute() {
  return (
    <>
      <title>My Orders · MS Portal</title>
      <PageHeader title="My Orders" description="Your order history." />
      <ComingSoon />
    </>
  );
}
