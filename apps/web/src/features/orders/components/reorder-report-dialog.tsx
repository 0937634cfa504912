import { ShoppingCartIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Link } from '@/components/ui/link';
import { formatMoney } from '@/lib/format';
import type { ReorderResult } from '../api/reorder-order';

type ReorderReportDialogProps = {
  /** The order's number and what 'Order again' did; null: closed. */
  report: { orderNumber: string; result: ReorderResult } | null;
  onClose: () => void;
};

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-1.5">
      <h3 id={id} className="font-semibold text-sm">
        {title}
      </h3>
      {children}
    </section>
  );
}

const items = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

/** What 'Order again' put in the cart, what it skipped and why, and whose price changed since. */
export function ReorderReportDialog({ report, onClose }: ReorderReportDialogProps) {
  const added = report?.result.added ?? [];
  const skipped = report?.result.skipped ?? [];
  const changed = added.filter((line) => line.price !== line.previous_price);
  return (
    <Dialog open={report !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {added.length > 0 ? 'Added to your cart' : 'Nothing was added to your cart'}
          </DialogTitle>
          <DialogDescription>
            {`Order #${report?.orderNumber ?? ''}: ${items(added.length)} added`}
            {skipped.length > 0 ? `, ${items(skipped.length)} skipped` : ''}
            {changed.length > 0 ? `, ${changed.length} with a new price` : ''}.
          </DialogDescription>
        </DialogHeader>
        {added.length > 0 && (
          <Part id="reorder-added" title="Added">
            <ul className="grid gap-1 text-sm">
              {added.map((line) => (
                <li key={line.product_id} className="flex justify-between gap-3">
                  <span className="min-w-0">
                    {line.quantity} x {line.name}
                  </span>
                  <span className="shrink-0 tabular-nums">{formatMoney(line.price)} each</span>
                </li>
              ))}
            </ul>
          </Part>
        )}
        {changed.length > 0 && (
          <Part id="reorder-changed" title="Price changed since the order">
            <ul className="grid gap-1 text-sm">
              {changed.map((line) => (
                <li key={line.product_id} className="flex flex-wrap justify-between gap-x-3">
                  <span className="min-w-0">{line.name}</span>
                  <span className="shrink-0 tabular-nums">
                    {formatMoney(line.previous_price)} <span aria-hidden>→</span>
                    <span className="sr-only"> then, </span> {formatMoney(line.price)}
                    <span className="sr-only"> today</span>
                  </span>
                </li>
              ))}
            </ul>
          </Part>
        )}
        {skipped.length > 0 && (
          <Part id="reorder-skipped" title="Skipped">
            <ul className="grid gap-1 text-sm">
              {skipped.map((line, index) => (
                // A deleted product may have no SKU left: the position keeps the keys apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: a report that never reorders
                <li key={`${index}-${line.sku}`}>
                  {line.name}
                  {line.sku && <span className="font-mono text-muted-foreground text-xs"> ({line.sku})</span>}
                  : <span className="text-red-700">{line.reason}</span>
                </li>
              ))}
            </ul>
          </Part>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          <Button asChild>
            <Link to="/store/cart" onClick={onClose}>
              <ShoppingCartIcon aria-hidden />
              Go to cart
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
