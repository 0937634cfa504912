import { MinusIcon, PlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { clampQuantity } from '../lib/card-product';

type QuantityStepperProps = {
  id: string;
  /** Names the input and the buttons ('Quantity'). */
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  disabled?: boolean;
  /** The product, so the buttons say what they change ('Increase quantity of ...'). */
  productName?: string;
  className?: string;
};

/**
 * Minus, a whole-number input and plus, clamped to [min, max]. Typing keeps only digits; the
 * value is clamped as it is typed (an empty box waits for the next digit or the blur).
 */
export function QuantityStepper(props: QuantityStepperProps) {
  const { id, label, value, onChange, min, max, disabled, productName, className } = props;
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const of = productName ? ` of ${productName}` : '';

  const commit = (next: number) => {
    const clamped = clampQuantity(next, min, max);
    setDraft(String(clamped));
    onChange(clamped);
  };

  return (
    <div className={cn('flex items-center', className)}>
      <Button
        variant="outline"
        size="icon-sm"
        className="rounded-r-none"
        aria-label={`Decrease ${label.toLowerCase()}${of}`}
        disabled={disabled || value <= min}
        onClick={() => commit(value - 1)}
      >
        <MinusIcon aria-hidden />
      </Button>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        aria-label={productName ? `${label} of ${productName}` : label}
        value={draft}
        disabled={disabled}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, 3);
          if (digits === '') {
            setDraft('');
            return;
          }
          const next = clampQuantity(Number(digits), min, max);
          setDraft(Number(digits) > max ? String(next) : digits);
          onChange(next);
        }}
        onBlur={() => commit(draft === '' ? min : Number(draft))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowUp') {
            event.preventDefault();
            commit(value + 1);
          } else if (event.key === 'ArrowDown') {
            event.preventDefault();
            commit(value - 1);
          }
        }}
        className="h-8 w-12 border-input border-y bg-card text-center text-sm tabular-nums outline-none focus-visible:relative focus-visible:z-10 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
      />
      <Button
        variant="outline"
        size="icon-sm"
        className="rounded-l-none"
        aria-label={`Increase ${label.toLowerCase()}${of}`}
        disabled={disabled || value >= max}
        onClick={() => commit(value + 1)}
      >
        <PlusIcon aria-hidden />
      </Button>
    </div>
  );
}
