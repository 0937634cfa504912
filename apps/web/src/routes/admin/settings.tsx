import { PageHeader } from '@/components/layout/page-header';
import { ListError } from '@/components/list-page/list-states';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { FETCH_SETTINGS_ERROR, useSettings } from '@/features/settings/api/get-settings';
import { SettingsForm } from '@/features/settings/components/settings-form';

/** Placeholder cards while the settings load. */
function SettingsSkeleton() {
  return (
    <div role="status" aria-label="Loading settings" className="grid items-start gap-6 lg:grid-cols-2">
      {[3, 3].map((fields, card) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={card} className="gap-5 px-6">
          <Skeleton className="h-6 w-40" />
          {Array.from({ length: fields }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </Card>
      ))}
    </div>
  );
}

/** /admin/settings (issue 20): the seller on invoices, the tax rate and the shipping charges. */
export default function AdminSettingsRoute() {
  const query = useSettings();
  return (
    <>
      <title>Settings · MS Portal</title>
      <PageHeader
        title="Settings"
        description="Your company details for invoices, and the tax and shipping new orders are charged."
      />
      {query.isError && !query.data && (
        <ListError
          title={FETCH_SETTINGS_ERROR}
          message={query.error.message}
          onRetry={() => query.refetch()}
        />
      )}
      {query.isPending && <SettingsSkeleton />}
      {query.data && <SettingsForm settings={query.data} />}
    </>
  );
}
