import { ComingSoon } from '@/components/layout/coming-soon';
import { PageHeader } from '@/components/layout/page-header';

/** /store/wishlist: placeholder until the wishlist screen lands. */
export default function StoreWishlistRoute() {
  return (
    <>
      <title>My Wishlist · MS Portal</title>
      <PageHeader title="My Wishlist" description="Products you saved for later." />
      <ComingSoon />
    </>
  );
}
