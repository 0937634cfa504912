import type { OrderDetail } from '@portal/contract';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import { OrderLine } from './order-line';

function present(value: string | null | undefined): value is string {
  return value !== null && value !== undefined && value.trim() !== '';
}

/** 'Tax (8.25%)' when the order kept its rate, else 'Tax'. */
const taxLabel = (rate: number | null) =>
  typeof rate === 'number' && Number.isFinite(rate) ? `Tax (${Number(rate.toFixed(3))}%)` : 'Tax';

function TotalRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={
        strong ? 'flex justify-between border-t pt-3 font-semibold text-base' : 'flex justify-between'
      }
    >
      <dt className={strong ? undefined : 'text-muted-foreground'}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** 'Order Items ({n})' with each line, then the money: each part only if present, the total always. */
export function OrderItemsCard({ order }: { order: OrderDetail }) {
  const items = order.items.length > 0 ? order.items : order.product_details;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2">Order Items ({order.items_count})</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length > 0 ? (
          <ul aria-label="Order items" className="divide-y">
            {items.map((item) => (
              <OrderLine key={item.id} item={item} />
            ))}
          </ul>
        ) : order.product_names.length > 0 ? (
          <ul aria-label="Order items" className="list-inside list-disc space-y-1 text-sm">
            {order.product_names.map((name, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same name may appear twice
              <li key={index}>{name}</li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground text-sm">No product details available</p>
        )}
      </CardContent>
      <CardFooter className="border-t">
        <dl className="grid grid-cols-1 w-full gap-2 text-sm">
          {present(order.subtotal) && <TotalRow label="Subtotal" value={formatMoney(order.subtotal)} />}
          {present(order.tax_amount) && (
            <TotalRow label={taxLabel(order.tax_rate)} value={formatMoney(order.tax_amount)} />
          )}
          {present(order.shipping_fee) && (
            <TotalRow label="Shipping" value={formatMoney(order.shipping_fee)} />
          )}
          {present(order.discount_amount) && Number(order.discount_amount) !== 0 && (
            <TotalRow label="Discount" value={`-${formatMoney(order.discount_amount)}`} />
          )}
          <TotalRow label="Order Total" value={formatMoney(order.total_amount)} strong />
        </dl>
      </CardFooter>
    </Card>
  );
}
