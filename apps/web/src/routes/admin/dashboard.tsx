import { ComingSoon } from '@/components/layout/coming-soon';
import { PageHeader } from '@/components/layout/page-header';

/** /admin: placeholder until the dashboard screen lands. */
export default function AdminDashboardRoute() {
  return (
    <>
      <title>Dashboard Overview · MS Portal</title>
      <PageHeader
        title="Dashboard Overview"
        description="Key figures across your stores, members and orders."
      />
      <ComingSoon />
    </>
  );
}
