import {
  INVOICE_STATUSES,
  type OrderDetail,
  type OrderStatus,
  PACKING_SLIP_STATUSES,
} from '@portal/contract';
import { FileDownIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFileDownload } from '@/lib/download';

/** The statuses each PDF exists for (the contract's); the API answers 409 otherwise. */
const INVOICED: readonly OrderStatus[] = INVOICE_STATUSES;
const PACKED: readonly OrderStatus[] = PACKING_SLIP_STATUSES;

/** Whether the order has any PDF to download. */
export const hasDocuments = (status: OrderStatus) => INVOICED.includes(status) || PACKED.includes(status);

function DocumentButton({
  label,
  path,
  fallbackName,
}: {
  label: string;
  path: string;
  fallbackName: string;
}) {
  const download = useFileDownload();
  const busy = download.isPending;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={busy}
      onClick={() => download.mutate({ path, fallbackName, redirectOnUnauthorized: true })}
    >
      {busy ? <Spinner /> : <FileDownIcon aria-hidden />}
      {busy ? 'Downloading…' : label}
    </Button>
  );
}

/** 'Download Invoice' once approved, 'Packing Slip' while approved or shipped: PDFs under the server's name. */
export function OrderDocuments({ order }: { order: Pick<OrderDetail, 'id' | 'order_number' | 'status'> }) {
  const invoice = INVOICED.includes(order.status);
  const packingSlip = PACKED.includes(order.status);
  if (!invoice && !packingSlip) return null;
  const base = `/admin/orders/${order.id}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-muted-foreground text-sm">Documents:</span>
      {invoice && (
        <DocumentButton
          label="Download Invoice"
          path={`${base}/invoice.pdf`}
          fallbackName={`invoice-${order.order_number}.pdf`}
        />
      )}
      {packingSlip && (
        <DocumentButton
          label="Packing Slip"
          path={`${base}/packing-slip.pdf`}
          fallbackName={`packing-slip-${order.order_number}.pdf`}
        />
      )}
    </div>
  );
}
