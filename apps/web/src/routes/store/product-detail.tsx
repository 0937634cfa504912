import { useParams } from 'react-router';
import { ComingSoon } from '@/components/layout/coming-soon';
import { PageHeader } from '@/components/layout/page-header';

/** /store/product/:id: placeholder until the product detail screen lands. */
export default function StoreProductDetailRoute() {
  const { id } = useParams();
  return (
    <>
      <title>Product details · MS Portal</title>
      <PageHeader title="Product details" description={`Product ${id ?? ''}`} />
      <ComingSoon />
    </>
  );
}
