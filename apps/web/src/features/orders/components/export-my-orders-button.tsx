import { DownloadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useFileDownload } from '@/lib/download';

/**
 * 'Export CSV' on My Orders (issue 23): the member's own orders with the list's status filter,
 * one row per order, as a dated CSV file.
 */
export function ExportMyOrdersButton({ status }: { status?: string }) {
  const download = useFileDownload();
  return (
    <Button
      variant="outline"
      disabled={download.isPending}
      onClick={() =>
        download.mutate({ path: '/orders/export', query: { status }, fallbackName: 'my-orders.csv' })
      }
    >
      <DownloadIcon aria-hidden />
      {download.isPending ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
