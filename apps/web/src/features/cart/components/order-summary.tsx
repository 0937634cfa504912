import type { Cart } from '@portal/contract';
import { InfoIcon, ShoppingBagIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format';
import { ClearCartDialog } from './clear-cart-dialog';

type OrderSummaryProps = {
  cart: Cart;
  onCheckout: () => void;
  checkingOut: boolean;
  onClear: () => void;
  clearing: boolean;
  /** A line change is still on its way: checkout waits so the order matches the screen. */
  saving: boolean;
};

/** The 'Order Summary' card: subtotal, Proceed to Checkout, Clear Cart and the approval note. */
export function OrderSummary({
  cart,
  onCheckout,
  checkingOut,
  onClear,
  clearing,
  saving,
}: OrderSummaryProps) {
  const [confirming, setConfirming] = useState(false);
  const busy = checkingOut || clearing;
  return (
    <Card className="gap-4 lg:sticky lg:top-20">
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Order Summary
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <div className="flex justify-between gap-4">
          <span className="text-muted-foreground">Items</span>
          <span className="tabular-nums">{cart.count}</span>
        </div>
        <Separator />
        <div className="flex items-baseline justify-between gap-4">
          <span className="font-medium">Subtotal</span>
          <span className="font-semibold text-lg tabular-nums" data-testid="cart-subtotal">
            {formatMoney(cart.subtotal)}
          </span>
        </div>
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
