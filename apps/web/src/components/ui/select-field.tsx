import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

type SelectFieldProps<T extends FieldValues> = {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
};

/** A labelled Radix select bound to a react-hook-form field, with its error under it. */
export function SelectField<T extends FieldValues>(props: SelectFieldProps<T>) {
  const { control, name, id, label, options, placeholder, required, disabled, hint } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField
          className="content-start"
          id={id}
          label={label}
          required={required}
          hint={hint}
          error={fieldState.error?.message}
        >
          <Select value={field.value} onValueChange={field.onChange} name={field.name} disabled={disabled}>
            <SelectTrigger
              id={id}
              ref={field.ref}
              onBlur={field.onBlur}
              className="w-full"
              aria-required={required || undefined}
              {...fieldAria(id, fieldState.error?.message, Boolean(hint))}
            >
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      )}
    />
  );
}
