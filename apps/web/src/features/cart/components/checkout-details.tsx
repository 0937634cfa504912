import type { CartStore } from '@portal/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import {
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
  checkoutFieldId,
} from './checkout-values';
import { DeliveryDateField } from './delivery-date-field';

type CheckoutDetailsProps = {
  store: CartStore | null;
  values: CheckoutValues;
  errors: CheckoutErrors;
  onChange: <K extends keyof CheckoutValues>(name: K, value: CheckoutValues[K]) => void;
  /** While the order is being placed. */
  disabled: boolean;
};

type FieldOptions = { required?: boolean; hint?: string; className?: string; autoComplete?: string };

/**
 * 'Checkout details' (issue 20): PO number, requested delivery date, order notes and where the
 * order goes, the store's address unless the member enters another one.
 */
export function CheckoutDetails({ store, values, errors, onChange, disabled }: CheckoutDetailsProps) {
  const field = (name: CheckoutField, label: string, options: FieldOptions = {}) => {
    const { required, hint, className, ...input } = options;
    const id = checkoutFieldId(name);
    return (
      <FormField
        id={id}
        label={label}
        required={required}
        hint={hint}
        error={errors[name]}
        className={className}
      >
        <Input
          id={id}
          value={values[name]}
          disabled={disabled}
          aria-required={required || undefined}
          {...fieldAria(id, errors[name], Boolean(hint))}
          onChange={(event) => onChange(name, event.target.value)}
          {...input}
        />
      </FormField>
    );
  };
  const notesId = checkoutFieldId('notes');

  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Checkout details
        </CardTitle>
        <CardDescription>
          All optional: the order goes to your store's address unless you enter another one.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          {field('po_number', 'PO number', {
            autoComplete: 'off',
            hint: 'Your purchase order, up to 50 characters.',
          })}
          <DeliveryDateField
            value={values.requested_delivery_date}
            error={errors.requested_delivery_date}
            disabled={disabled}
            onChange={(value) => onChange('requested_delivery_date', value)}
          />
        </div>
        <FormField id={notesId} label="Order notes" hint="Up to 1000 characters." error={errors.notes}>
          <Textarea
            id={notesId}
            rows={3}
            value={values.notes}
            disabled={disabled}
            {...fieldAria(notesId, errors.notes, true)}
            onChange={(event) => onChange('notes', event.target.value)}
          />
        </FormField>
        <fieldset className="grid min-w-0 gap-4">
          <legend className="mb-3 font-medium text-sm">Delivery address</legend>
          <div className="flex items-start gap-3">
            <Checkbox
              id="checkout-use_store_address"
              checked={values.use_store_address}
              disabled={disabled}
              aria-describedby="checkout-store-address"
              onCheckedChange={(checked) => onChange('use_store_address', checked === true)}
              className="mt-0.5"
            />
            <div className="grid gap-1">
              <Label htmlFor="checkout-use_store_address">Deliver to the store address</Label>
              <p id="checkout-store-address" className="break-words text-muted-foreground text-sm">
                {store?.location?.trim() || 'Your store has no address on file.'}
              </p>
            </div>
          </div>
          {!values.use_store_address && (
            <div className="grid gap-4 sm:grid-cols-2">
              {field('street', 'Street', {
                required: true,
                autoComplete: 'street-address',
                className: 'sm:col-span-2',
              })}
              {field('city', 'City', { required: true, autoComplete: 'address-level2' })}
              {field('state', 'State', { autoComplete: 'address-level1', hint: 'Optional.' })}
              {field('postal_code', 'Postal code', { required: true, autoComplete: 'postal-code' })}
              {field('country', 'Country', { required: true, autoComplete: 'country-name' })}
            </div>
          )}
        </fieldset>
      </CardContent>
    </Card>
  );
}
