import { QuickOrderScreen } from '@/features/quick-order/components/quick-order-screen';

/** /store/quick-order: order by SKU (issue 22). */
export default function StoreQuickOrderRoute() {
  return (
    <>
      <title>Quick order · MS Portal</title>
      <QuickOrderScreen />
    </>
  );
}
