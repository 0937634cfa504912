import { ComingSoon } from '@/components/layout/coming-soon';
import { PageHeader } from '@/components/layout/page-header';

/** /store and /store/products: placeholder until the catalogue screen lands. */
export default function StoreCatalogueRoute() {
  return (
    <>
      <title>Products · MS Portal</title>
      <PageHeader title="Products" description="Browse the catalogue." />
      <ComingSoon />
    </>
  );
}
