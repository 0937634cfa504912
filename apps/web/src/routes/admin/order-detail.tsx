import { useParams } from 'react-router';
import { ComingSoon } from '@/components/layout/coming-soon';
import { PageHeader } from '@/components/layout/page-header';

/** /admin/orders/:orderId: placeholder until the order detail screen lands. */
export default function AdminOrderDetailRoute() {
  const { orderId } = useParams();
  return (
    <>
      <title>Order details · MS Portal</title>
      <PageHeader title="Order details" description={`Order ${orderId ?? ''}`} />
      <ComingSoon />
    </>
  );
}
