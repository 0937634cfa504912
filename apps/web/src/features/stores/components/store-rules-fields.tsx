import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input, inputClassName } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { StoreFormValues } from './store-form';

type StoreRulesFieldsProps = {
  register: UseFormRegister<StoreFormValues>;
  errors: FieldErrors<StoreFormValues>;
  /** The store's saved zone, kept as a choice even when this browser does not list it. */
  savedTimeZone: string | null;
};

/** Every IANA zone this browser knows; the saved one first in line if it is missing. */
function timeZoneChoices(saved: string | null): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return saved && !zones.includes(saved) ? [saved, ...zones] : zones;
}

type MoneyName = 'auto_approve_below' | 'monthly_budget';

function MoneyField({
  name,
  label,
  hint,
  register,
  errors,
}: { name: MoneyName; label: string; hint: string } & Omit<StoreRulesFieldsProps, 'savedTimeZone'>) {
  const id = `store-${name}`;
  const error = errors[name]?.message;
  return (
    <FormField className="content-start" id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        <span
          aria-hidden
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground text-sm"
        >
          $
        </span>
        <Input
          id={id}
          inputMode="decimal"
          placeholder="No limit"
          autoComplete="off"
          className="pl-7"
          {...fieldAria(id, error, true)}
          {...register(name)}
        />
      </div>
    </FormField>
  );
}

/**
 * Issue 22, 'Approval rules': orders under the limit approve themselves while the month's
 * approved spending stays within the budget; everything else waits for an admin.
 */
export function StoreRulesFields({ register, errors, savedTimeZone }: StoreRulesFieldsProps) {
  const zoneError = errors.time_zone?.message;
  return (
    <fieldset className="grid gap-4 rounded-lg border border-dashed p-4">
      <legend className="px-1 font-medium text-sm">Approval rules</legend>
      <p className="text-muted-foreground text-xs">
        An order whose total is under the auto-approve amount is approved at once, as long as it keeps the
        store within its monthly budget. Other orders wait for an admin, with the reason shown to the store.
        Leave both empty to approve every order by hand.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField
          name="auto_approve_below"
          label="Auto-approve orders under"
          hint="Optional. Orders of this total or more always wait."
          register={register}
          errors={errors}
        />
        <MoneyField
          name="monthly_budget"
          label="Monthly budget"
          hint="Optional. Approved, shipped and completed orders of the month count."
          register={register}
          errors={errors}
        />
      </div>
      <FormField
        className="content-start"
        id="store-time_zone"
        label="Time zone"
        hint="The budget's month starts at midnight on the 1st in this zone."
        error={zoneError}
      >
        <select
          id="store-time_zone"
          className={cn(inputClassName, 'pr-8')}
          {...fieldAria('store-time_zone', zoneError, true)}
          {...register('time_zone')}
        >
          <option value="">UTC (default)</option>
          {timeZoneChoices(savedTimeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </FormField>
    </fieldset>
  );
}
