import { MinusIcon, PlusIcon } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { clampQuantity, type QuantityTyping, settledQuantity, typedQuantity } from '@/lib/quantity';

type QuantityStepperProps = {
  id?: string;
  /** Names the input and the buttons ('Quantity': 'Decrease quantity'). */
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  disabled?: boolean;
  /** The product, so the controls say what they change ('Increase quantity of ...'). */
  productName?: string;
  /** Gathers the controls in a group of this name ('Quantity of iPhone 14 battery'). */
  groupLabel?: string;
  /** What typing does (see QuantityTyping); 'clamp' unless told. */
  typing?: QuantityTyping;
  className?: string;
};

/**
 * Minus, a whole-number box and plus, within [min, max]; minus and plus are disabled at the
 * bounds. 'clamp' boxes step with the Up and Down arrows; 'ignore' boxes (the cart) select their
 * text on focus, leave on Enter and show the quantity again on Escape.
 */
export function QuantityStepper(props: QuantityStepperProps) {
  const { id, label, value, onChange, min, max, disabled, productName, groupLabel, className } = props;
  const typing = props.typing ?? 'clamp';
  const bounds = { min, max };
  // What the member is typing; null shows the quantity.
  const [text, setText] = useState<string | null>(null);
  // A new quantity (typed, stepped or from outside) replaces what the box held.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(null);
  }
  const of = productName ? ` of ${productName}` : '';

  const apply = (quantity: number) => {
    setText(null);
    if (quantity !== value) onChange(quantity);
  };
  const step = (by: number) => apply(clampQuantity(value + by, min, max));

  const type = (raw: string) => {
    const typed = typedQuantity(raw, typing, bounds);
    setText(typed.text);
    if (typed.quantity !== null && typed.quantity !== value) onChange(typed.quantity);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (typing === 'clamp' && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      step(event.key === 'ArrowUp' ? 1 : -1);
    } else if (typing === 'ignore' && event.key === 'Enter') {
      event.currentTarget.blur();
    } else if (typing === 'ignore' && event.key === 'Escape') {
      setText(null);
    }
  };

  return (
    <div
      {...(groupLabel ? { role: 'group', 'aria-label': groupLabel } : {})}
      className={cn('flex items-center', className)}
    >
      <Button
        variant="outline"
        size="icon-sm"
        className="rounded-r-none"
        aria-label={`Decrease ${label.toLowerCase()}${of}`}
        disabled={disabled || value <= min}
        onClick={() => step(-1)}
      >
        <MinusIcon aria-hidden />
      </Button>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        // 'clamp' keeps three digits itself; a cart box takes no more than three characters.
        maxLength={typing === 'ignore' ? 3 : undefined}
        aria-label={`${label}${of}`}
        value={text ?? String(value)}
        disabled={disabled}
        onChange={(event) => type(event.target.value)}
        onFocus={typing === 'ignore' ? (event) => event.target.select() : undefined}
        onBlur={() => apply(settledQuantity(text, value, typing, bounds))}
        onKeyDown={onKeyDown}
        className="h-8 w-12 border-input border-y bg-card text-center text-sm tabular-nums outline-none focus-visible:relative focus-visible:z-10 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
      />
      <Button
        variant="outline"
        size="icon-sm"
        className="rounded-l-none"
        aria-label={`Increase ${label.toLowerCase()}${of}`}
        disabled={disabled || value >= max}
        onClick={() => step(1)}
      >
        <PlusIcon aria-hidden />
      </Button>
    </div>
  );
}
