import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from '@portal/contract';
import { MinusIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { parseCartQuantity } from './cart-quantity';

type QuantityStepperProps = {
  value: number;
  onChange: (quantity: number) => void;
  /** Names the controls, e.g. 'Quantity of iPhone 14 battery'. */
  label: string;
  disabled?: boolean;
  className?: string;
};

/**
 * Minus, a numeric box and plus, from 1 to 99. Minus is disabled at 1: the line's own Remove
 * button takes a line out, so a quick tap on minus never drops a product by accident.
 */
export function QuantityStepper({ value, onChange, label, disabled, className }: QuantityStepperProps) {
  // What the member is typing; null shows the current quantity.
  const [text, setText] = useState<string | null>(null);

  const type = (raw: string) => {
    setText(raw);
    const quantity = parseCartQuantity(raw);
    if (quantity !== null && quantity !== value) onChange(quantity);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of related controls, not a form section
    <div
      role="group"
      aria-label={label}
      className={cn('inline-flex items-center rounded-md border bg-card', className)}
    >
      <Button
        variant="ghost"
        size="icon-sm"
        className="rounded-r-none"
        aria-label="Decrease quantity"
        disabled={disabled || value <= CART_QUANTITY_MIN}
        onClick={() => onChange(value - 1)}
      >
        <MinusIcon aria-hidden />
      </Button>
      <input
        type="text"
        inputMode="numeric"
        aria-label="Quantity"
        value={text ?? String(value)}
        disabled={disabled}
        maxLength={3}
        onChange={(event) => type(event.target.value)}
        onFocus={(event) => event.target.select()}
        onBlur={() => setText(null)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
          if (event.key === 'Escape') setText(null);
        }}
        className="h-8 w-11 border-x bg-transparent text-center text-sm tabular-nums outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
      />
      <Button
        variant="ghost"
        size="icon-sm"
        className="rounded-l-none"
        aria-label="Increase quantity"
        disabled={disabled || value >= CART_QUANTITY_MAX}
        onClick={() => onChange(value + 1)}
      >
        <PlusIcon aria-hidden />
      </Button>
    </div>
  );
}
