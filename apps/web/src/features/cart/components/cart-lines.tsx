import type { CartItem } from '@portal/contract';
import { useCallback, useState } from 'react';
import { Card } from '@/components/ui/card';
import { CartLine } from './cart-line';

/**
 * Which lines have a quantity change or removal on its way: checkout waits for them, so the
 * order holds exactly what the screen shows.
 */
export function useBusyLines() {
  const [busy, setBusy] = useState<ReadonlySet<number>>(() => new Set());
  const onSavingChange = useCallback((lineId: number, saving: boolean) => {
    setBusy((current) => {
      if (current.has(lineId) === saving) return current;
      const next = new Set(current);
      if (saving) next.add(lineId);
      else next.delete(lineId);
      return next;
    });
  }, []);
  return { anyBusy: busy.size > 0, onSavingChange };
}

type CartLinesProps = {
  items: CartItem[];
  locked: boolean;
  onSavingChange: (lineId: number, saving: boolean) => void;
};

/** The cart's lines in one card, newest first as the server sends them. */
export function CartLines({ items, locked, onSavingChange }: CartLinesProps) {
  return (
    <Card className="gap-0 overflow-hidden py-0">
      <ul aria-label="Cart items" className="divide-y">
        {items.map((item) => (
          <CartLine key={item.id} item={item} locked={locked} onSavingChange={onSavingChange} />
        ))}
      </ul>
    </Card>
  );
}
