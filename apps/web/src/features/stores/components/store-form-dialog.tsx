import { zodResolver } from '@hookform/resolvers/zod';
import type { Store } from '@portal/contract';
import { AlertCircleIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { useCreateStore } from '../api/create-store';
import { serverFieldErrors, storeActionError } from '../api/store-errors';
import { useUpdateStore } from '../api/update-store';
import {
  type StoreFormOutput,
  StoreFormSchema,
  type StoreFormValues,
  storeFormDefaults,
  toStoreBody,
} from './store-form';
import { STORE_STATUS_OPTIONS, STORE_TYPE_OPTIONS } from './store-labels';
import { StoreRulesFields } from './store-rules-fields';

/** The fields whose API refusals are shown on the field, with their names on screen. */
const SERVER_FIELDS = {
  auto_approve_below: 'Auto-approve amount',
  monthly_budget: 'Monthly budget',
  time_zone: 'Time zone',
  tax_rate: 'Tax rate',
} as const;

type StoreFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The store to edit; null or undefined creates a new one. */
  store?: Store | null;
};

/** 'Create New Store' / 'Edit Store' (spec sections 2, 4 and 5). Closes and resets on cancel or save. */
export function StoreFormDialog({ open, onOpenChange, store }: StoreFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{store ? 'Edit Store' : 'Create New Store'}</DialogTitle>
          <DialogDescription>
            {store
              ? `Update the details of ${store.name} (${store.store_id}).`
              : 'Add a store to the network. Its store ID is generated automatically.'}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the store's current values. */}
        <StoreForm store={store ?? null} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function StoreForm({ store, onDone }: { store: Store | null; onDone: () => void }) {
  const createMutation = useCreateStore();
  const updateMutation = useUpdateStore();
  const mutation = store ? updateMutation : createMutation;
  const { register, control, handleSubmit, formState, setError } = useForm<
    StoreFormValues,
    unknown,
    StoreFormOutput
  >({
    resolver: zodResolver(StoreFormSchema),
    defaultValues: storeFormDefaults(store),
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    const body = toStoreBody(values);
    try {
      if (store) await updateMutation.mutateAsync({ id: store.id, body });
      else await createMutation.mutateAsync(body);
      onDone();
    } catch (error) {
      // The mutation's toast and the alert below report it; the dialog stays open to retry.
      const fields = Object.entries(serverFieldErrors(error, SERVER_FIELDS)) as [
        keyof typeof SERVER_FIELDS,
        string,
      ][];
      for (const [field, message] of fields) {
        setError(field, { type: 'server', message }, { shouldFocus: field === fields[0]?.[0] });
      }
    }
  });

  const text = (name: 'name' | 'location' | 'manager_name' | 'phone_number' | 'email_address') => ({
    id: `store-${name}`,
    ...fieldAria(`store-${name}`, errors[name]?.message),
    ...register(name),
  });
  const busy = mutation.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {mutation.error && (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden />
          <AlertDescription>
            {storeActionError(store ? 'Failed to update store' : 'Failed to add store', mutation.error)}
          </AlertDescription>
        </Alert>
      )}
      <FormField
        className="content-start"
        id="store-name"
        label="Store Name"
        required
        error={errors.name?.message}
      >
        <Input placeholder="e.g. Downtown Repair Hub" autoComplete="off" aria-required {...text('name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={control}
          name="store_type"
          id="store-type"
          label="Store Type"
          required
          placeholder="Select store type"
          options={STORE_TYPE_OPTIONS}
        />
        <SelectField
          control={control}
          name="status"
          id="store-status"
          label="Status"
          required
          placeholder="Select status"
          options={STORE_STATUS_OPTIONS}
        />
      </div>
      <FormField
        className="content-start"
        id="store-location"
        label="Location"
        required
        error={errors.location?.message}
      >
        <Input placeholder="Street, city, state" autoComplete="off" aria-required {...text('location')} />
      </FormField>
      <FormField
        className="content-start"
        id="store-manager_name"
        label="Manager Name"
        error={errors.manager_name?.message}
      >
        <Input placeholder="Optional" autoComplete="off" {...text('manager_name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          className="content-start"
          id="store-phone_number"
          label="Phone"
          error={errors.phone_number?.message}
        >
          <Input type="tel" placeholder="Optional" autoComplete="off" {...text('phone_number')} />
        </FormField>
        <FormField
          className="content-start"
          id="store-email_address"
          label="Email"
          error={errors.email_address?.message}
        >
          <Input type="email" placeholder="Optional" autoComplete="off" {...text('email_address')} />
        </FormField>
      </div>
      <FormField
        className="content-start"
        id="store-tax_rate"
        label="Tax rate (%)"
        hint="A percent, up to 3 decimals, e.g. 8.25."
        error={errors.tax_rate?.message}
      >
        <Input
          id="store-tax_rate"
          inputMode="decimal"
          placeholder="Uses the default rate from Settings"
          autoComplete="off"
          {...fieldAria('store-tax_rate', errors.tax_rate?.message, true)}
          {...register('tax_rate')}
        />
      </FormField>
      <StoreRulesFields register={register} errors={errors} savedTimeZone={store?.time_zone ?? null} />
      <FormDialogFooter
        busy={busy}
        submitLabel={store ? 'Save Changes' : 'Create Store'}
        busyLabel={store ? 'Saving...' : 'Creating...'}
      />
    </form>
  );
}
