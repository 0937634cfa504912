import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircleIcon, InfoIcon, SaveIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { actionError } from '@/lib/action-error';
import type { Settings } from '../api/get-settings';
import { SAVE_SETTINGS_ERROR, useUpdateSettings } from '../api/update-settings';
import {
  type SettingsFormOutput,
  SettingsFormSchema,
  type SettingsFormValues,
  settingsFormDefaults,
  toSettingsBody,
} from './settings-values';

type Name = keyof SettingsFormValues;
type FieldOptions = { required?: boolean; hint?: string; decimal?: boolean; autoComplete?: string };

/** The Settings form: the seller on invoices, then the tax and shipping of new orders. */
export function SettingsForm({ settings }: { settings: Settings }) {
  const mutation = useUpdateSettings();
  const { register, handleSubmit, reset, formState } = useForm<
    SettingsFormValues,
    unknown,
    SettingsFormOutput
  >({ resolver: zodResolver(SettingsFormSchema), defaultValues: settingsFormDefaults(settings) });
  const { errors } = formState;
  const busy = mutation.isPending;

  const onSubmit = handleSubmit(async (values) => {
    try {
      reset(settingsFormDefaults(await mutation.mutateAsync(toSettingsBody(values))));
    } catch {
      // The toast and the alert below say why; the values stay to be corrected.
    }
  });

  const field = (name: Name, label: string, { required, hint, decimal, autoComplete }: FieldOptions = {}) => (
    <FormField
      id={`settings-${name}`}
      label={label}
      required={required}
      hint={hint}
      error={errors[name]?.message}
    >
      <Input
        id={`settings-${name}`}
        inputMode={decimal ? 'decimal' : undefined}
        autoComplete={autoComplete ?? 'off'}
        aria-required={required || undefined}
        {...fieldAria(`settings-${name}`, errors[name]?.message, Boolean(hint))}
        {...register(name)}
      />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      {mutation.error && (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden />
          <AlertDescription>{actionError(SAVE_SETTINGS_ERROR, mutation.error)}</AlertDescription>
        </Alert>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Company</CardTitle>
            <CardDescription>The seller printed on invoices and packing slips.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            {field('company_name', 'Company name', { required: true, autoComplete: 'organization' })}
            <FormField
              id="settings-company_address"
              label="Company address"
              hint="Street, city, postal code and country, one per line."
              error={errors.company_address?.message}
            >
              <Textarea
                id="settings-company_address"
                rows={3}
                {...fieldAria('settings-company_address', errors.company_address?.message, true)}
                {...register('company_address')}
              />
            </FormField>
            {field('company_tax_id', 'Tax ID', { hint: 'Optional, e.g. your VAT or EIN number.' })}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Tax and shipping</CardTitle>
            <CardDescription>What every new order is charged on top of its lines.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            {field('tax_rate', 'Tax rate (%)', {
              required: true,
              decimal: true,
              hint: 'From 0 to 100, up to 3 decimals, e.g. 8.25. A store may have its own rate.',
            })}
            {field('shipping_fee', 'Shipping fee ($)', {
              required: true,
              decimal: true,
              hint: 'Charged once per order, e.g. 15.00.',
            })}
            {field('free_shipping_threshold', 'Free shipping from ($)', {
              decimal: true,
              hint: 'Orders whose subtotal reaches this amount ship free. Empty: never free.',
            })}
            <p className="flex items-start gap-2 rounded-md bg-muted/60 p-3 text-muted-foreground text-xs">
              <InfoIcon aria-hidden className="mt-px size-4 shrink-0" />
              Placed orders keep the tax and shipping they were placed with.
            </p>
          </CardContent>
        </Card>
      </div>
      <div>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? <Spinner /> : <SaveIcon aria-hidden />}
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
