import type { OrderDetail } from '@portal/contract';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { addressLines, formatCalendarDay, taxLabel } from './order-progress-steps';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-medium text-muted-foreground text-xs uppercase tracking-wide">{label}</dt>
      <dd className="mt-0.5 break-words text-sm">{children}</dd>
    </div>
  );
}

/**
 * What the buyer gave at checkout: PO number, where it goes (the delivery address, else the
 * store's own) and the wished delivery date. `withAddress` false: the screen shows the address
 * in a card of its own (the admin's Shipping Address).
 */
export function OrderCheckoutDetails({
  order,
  withAddress = true,
}: {
  order: OrderDetail;
  withAddress?: boolean;
}) {
  const lines = addressLines(order.shipping_address);
  return (
    <dl className={cn('grid grid-cols-1 gap-3', withAddress ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
      <Detail label="PO number">{order.po_number?.trim() || 'None'}</Detail>
      {!withAddress ? null : lines.length > 0 ? (
        <Detail label="Delivery address">
          <address className="not-italic">
            {lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </Detail>
      ) : (
        <Detail label="Store address">{order.store_address?.trim() || 'Not given'}</Detail>
      )}
      <Detail label="Requested delivery date">
        {order.requested_delivery_date ? formatCalendarDay(order.requested_delivery_date) : 'None'}
      </Detail>
    </dl>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={cn('flex justify-between gap-4', strong && 'border-t pt-2 font-semibold')}>
      <dt className={strong ? undefined : 'text-muted-foreground'}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** Subtotal, Tax (rate %), Shipping and Total of the order, as stored when it was placed. */
export function OrderTotals({ order }: { order: OrderDetail }) {
  const discount = Number(order.discount_amount ?? 0);
  return (
    <dl className="grid gap-1.5 text-sm">
      <Row label="Subtotal" value={formatMoney(order.subtotal)} />
      <Row label={taxLabel(order.tax_rate)} value={formatMoney(order.tax_amount ?? 0)} />
      <Row label="Shipping" value={formatMoney(order.shipping_fee ?? 0)} />
      {discount !== 0 && <Row label="Discount" value={`-${formatMoney(order.discount_amount)}`} />}
      <Row label="Total" value={formatMoney(order.total_amount)} strong />
    </dl>
  );
}
