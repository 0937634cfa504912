import type { Cart } from '@portal/contract';
import { InfoIcon, ShoppingBagIcon, Trash2Icon, TruckIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import type { StoreBudget } from '../api/get-budget';
import { BudgetNote } from './budget-note';
import { ClearCartDialog } from './clear-cart-dialog';

type OrderSummaryProps = {
  cart: Cart;
  onCheckout: () => void;
  checkingOut: boolean;
  onClear: () => void;
  clearing: boolean;
  /** A line change is still on its way: checkout waits so the order matches the screen. */
  saving: boolean;
  /** The store's approval rules and budget (issue 22); none shown when absent. */
  budget?: StoreBudget;
};

const rate = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
/** 8.25 as '8.25', 8 as '8'. */
const formatRate = (value: number) => rate.format(value);

type RowProps = { label: string; value: string; testId?: string; divided?: boolean };

function Row({ label, value, testId, divided }: RowProps) {
  return (
    <div className={cn('flex justify-between gap-4', divided && 'border-t pt-3')}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The 'Order Summary' card: subtotal, tax, shipping and order total as the server computes them
 * (issue 20: never in the browser), Proceed to Checkout, Clear Cart and the approval note.
 */
export function OrderSummary({
  cart,
  onCheckout,
  checkingOut,
  onClear,
  clearing,
  saving,
  budget,
}: OrderSummaryProps) {
  const [confirming, setConfirming] = useState(false);
  const busy = checkingOut || clearing;
  // 'Free' is for a cart with lines; an empty one costs nothing either way.
  const free = Number(cart.shipping) === 0 && cart.items.length > 0;
  return (
    <Card className="gap-4 lg:sticky lg:top-20">
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Order Summary
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <dl className="grid gap-3">
          <Row label="Items" value={String(cart.count)} />
          <Row label="Subtotal" value={formatMoney(cart.subtotal)} testId="cart-subtotal" divided />
          <Row
            label={`Tax (${formatRate(cart.tax_rate)}%)`}
            value={formatMoney(cart.tax)}
            testId="cart-tax"
          />
          <Row label="Shipping" value={free ? 'Free' : formatMoney(cart.shipping)} testId="cart-shipping" />
          <div className="flex items-baseline justify-between gap-4 border-t pt-3">
            <dt className="font-medium">Order Total</dt>
            <dd className="font-semibold text-lg tabular-nums" data-testid="cart-order-total">
              {formatMoney(cart.order_total)}
            </dd>
          </div>
        </dl>
        {cart.free_shipping_threshold !== null && !free && (
          <p className="flex items-start gap-2 text-muted-foreground text-xs">
            <TruckIcon aria-hidden className="size-4 shrink-0" />
            Free shipping from {formatMoney(cart.free_shipping_threshold)}
          </p>
        )}
        {budget && <BudgetNote budget={budget} orderTotal={cart.order_total} />}
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-2">
        <Button size="lg" onClick={onCheckout} disabled={busy || saving} aria-busy={checkingOut}>
          {checkingOut ? <Spinner /> : <ShoppingBagIcon aria-hidden />}
          {checkingOut ? 'Processing...' : 'Proceed to Checkout'}
        </Button>
        <Button variant="outline" onClick={() => setConfirming(true)} disabled={busy}>
          {clearing ? <Spinner /> : <Trash2Icon aria-hidden />}
          {clearing ? 'Clearing...' : 'Clear Cart'}
        </Button>
        <p className="mt-2 flex items-start gap-2 rounded-md bg-muted/60 p-3 text-muted-foreground text-xs">
          <InfoIcon aria-hidden className="mt-px size-4 shrink-0" />
          Orders require approval before processing
        </p>
      </CardFooter>
      <ClearCartDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => {
          setConfirming(false);
          onClear();
        }}
      />
    </Card>
  );
}
