import { todayIso } from '@portal/contract';
import { CalendarIcon } from 'lucide-react';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { checkoutFieldId } from './checkout-values';

/** Opens the browser's date picker where it can (showPicker needs a click, and throws in some frames). */
function openPicker(input: HTMLInputElement) {
  try {
    input.showPicker?.();
  } catch {
    // Typing the date still works.
  }
}

type DeliveryDateFieldProps = {
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
};

/**
 * 'Requested delivery date': a date input that starts at today (UTC, as the server checks it). The
 * browser's own picker button is a focus stop that cannot show a focus ring, so it is hidden: a
 * click anywhere on the field opens the picker, and the keyboard types the date.
 */
export function DeliveryDateField({ value, error, disabled, onChange }: DeliveryDateFieldProps) {
  const id = checkoutFieldId('requested_delivery_date');
  return (
    <FormField id={id} label="Requested delivery date" hint="Today at the earliest." error={error}>
      <div className="relative">
        <Input
          id={id}
          type="date"
          min={todayIso()}
          value={value}
          disabled={disabled}
          className="pr-9 [&::-webkit-calendar-picker-indicator]:hidden"
          {...fieldAria(id, error, true)}
          onClick={(event) => openPicker(event.currentTarget)}
          onChange={(event) => onChange(event.target.value)}
        />
        <CalendarIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </FormField>
  );
}
