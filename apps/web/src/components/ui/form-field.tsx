import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

/** The id of a field's error text, for the control's `aria-describedby`. */
export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/** The id of a field's hint text, for the control's `aria-describedby`. */
export function fieldHintId(id: string): string {
  return `${id}-hint`;
}

/** `aria-invalid` and `aria-describedby` for a control with this id, hint and error. */
export function fieldAria(id: string, error?: string, hint?: boolean) {
  const describedBy = [hint ? fieldHintId(id) : null, error ? fieldErrorId(id) : null]
    .filter(Boolean)
    .join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

type FormFieldProps = {
  /** The control's id; the label points at it. */
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * Label, control, hint and error message in one column. Spread `fieldAria(id, error, !!hint)`
 * on the control so assistive technology reads the hint and error with it.
 */
export function FormField({ id, label, error, hint, required, className, children }: FormFieldProps) {
  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden className="text-destructive">
            *
          </span>
        )}
      </Label>
      {children}
      {hint && (
        <p id={fieldHintId(id)} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={fieldErrorId(id)} className="font-medium text-destructive text-xs">
          {error}
        </p>
      )}
    </div>
  );
}
