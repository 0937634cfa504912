import { ComingSoon } from '@/components/layout/coming-soon';
import { PageHeader } from '@/components/layout/page-header';

/** /store/cart: placeholder until the cart screen lands. */
export default function StoreCartRoute() {
  return (
    <>
      <title>Cart · MS Portal</title>
      <PageHeader title="Cart" description="Review the items in your cart." />
      <ComingSoon />
    </>
  );
}
