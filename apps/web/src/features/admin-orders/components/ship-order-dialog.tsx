import { ORDER_NOTES_MAX_LENGTH } from '@portal/contract';
import { type FormEvent, useId, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { Shipment } from '../api/update-order-status';

type ShipOrderDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderNumber: string;
  busy: boolean;
  onConfirm: (shipment: Shipment, notes: string) => void;
};

type Values = { carrier: string; tracking_number: string; tracking_url: string; estimated_delivery: string };
type Field = keyof Values;
const FIELDS: Field[] = ['carrier', 'tracking_number', 'tracking_url', 'estimated_delivery'];

/** The contract's limits (OrderStatusUpdateBodySchema). */
export const SHIPMENT_LIMITS = { carrier: 60, tracking_number: 100, tracking_url: 500 } as const;

/** The contract's checks, in words for the form; an empty object when the shipment can be sent. */
export function shipmentErrors(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const carrier = values.carrier.trim();
  const tracking = values.tracking_number.trim();
  const link = values.tracking_url.trim();
  if (!carrier) errors.carrier = 'Carrier is required';
  else if (carrier.length > SHIPMENT_LIMITS.carrier)
    errors.carrier = `Carrier must be at most ${SHIPMENT_LIMITS.carrier} characters`;
  if (!tracking) errors.tracking_number = 'Tracking number is required';
  else if (tracking.length > SHIPMENT_LIMITS.tracking_number)
    errors.tracking_number = `Tracking number must be at most ${SHIPMENT_LIMITS.tracking_number} characters`;
  if (link && !/^https?:\/\/[^\s]+$/i.test(link))
    errors.tracking_url = 'Tracking link must be a web address starting with http:// or https://';
  else if (link.length > SHIPMENT_LIMITS.tracking_url)
    errors.tracking_url = `Tracking link must be at most ${SHIPMENT_LIMITS.tracking_url} characters`;
  if (values.estimated_delivery && !/^\d{4}-\d{2}-\d{2}$/.test(values.estimated_delivery))
    errors.estimated_delivery = 'Estimated delivery must be a date';
  return errors;
}

/** 'Mark as Shipped': carrier and tracking number, optionally a tracking link, a date and a note. */
export function ShipOrderDialog(props: ShipOrderDialogProps) {
  const { open, onOpenChange, busy } = props;
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      {/* Mounted only while open, so every opening starts empty. */}
      {open && <ShipForm {...props} />}
    </Dialog>
  );
}

function ShipForm({ orderNumber, busy, onConfirm }: ShipOrderDialogProps) {
  const id = useId();
  const [values, setValues] = useState<Values>({
    carrier: '',
    tracking_number: '',
    tracking_url: '',
    estimated_delivery: '',
  });
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const fieldId = (field: Field) => `${id}-${field}`;

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = shipmentErrors(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    onConfirm(values, notes);
  };

  const text = (field: Field, label: string, options: { required?: boolean; hint?: string } = {}) => (
    <FormField
      id={fieldId(field)}
      label={label}
      required={options.required}
      error={errors[field]}
      hint={options.hint}
    >
      <Input
        id={fieldId(field)}
        value={values[field]}
        type={field === 'tracking_url' ? 'url' : field === 'estimated_delivery' ? 'date' : 'text'}
        maxLength={(SHIPMENT_LIMITS as Partial<Record<Field, number>>)[field]}
        autoComplete="off"
        aria-required={options.required || undefined}
        {...fieldAria(fieldId(field), errors[field], Boolean(options.hint))}
        onChange={change(field)}
      />
    </FormField>
  );

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Mark as Shipped</DialogTitle>
        <DialogDescription>
          {`Ship order #${orderNumber}? The customer will be notified and the order status will change to Shipped.`}
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {text('carrier', 'Carrier', { required: true })}
          {text('tracking_number', 'Tracking number', { required: true })}
        </div>
        {text('tracking_url', 'Tracking link (Optional)', {
          hint: 'The carrier’s tracking page, https://...',
        })}
        {text('estimated_delivery', 'Estimated delivery (Optional)')}
        <FormField id={`${id}-notes`} label="Notes (Optional)">
          <Textarea
            id={`${id}-notes`}
            value={notes}
            maxLength={ORDER_NOTES_MAX_LENGTH}
            rows={3}
            placeholder="Add a note for the customer..."
            onChange={(event) => setNotes(event.target.value)}
          />
        </FormField>
        <FormDialogFooter busy={busy} submitLabel="Mark as Shipped" busyLabel="Saving..." />
      </form>
    </DialogContent>
  );
}
