import { PASSWORD_MIN_LENGTH } from '@portal/contract';
import { AlertCircleIcon, KeyRoundIcon } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { type MemberFormValues, PASSWORDS_DO_NOT_MATCH } from './member-form';

type PasswordFieldsProps = {
  register: UseFormRegister<MemberFormValues>;
  errors: FieldErrors<MemberFormValues>;
};

/**
 * Password and Confirm Password, shown on create only. Both may stay blank: the server then
 * generates a temporary password that the admin sees once.
 */
export function PasswordFields({ register, errors }: PasswordFieldsProps) {
  const mismatch = errors.confirmPassword?.message === PASSWORDS_DO_NOT_MATCH;
  return (
    <fieldset className="grid gap-3 rounded-lg border border-dashed p-4">
      <legend className="flex items-center gap-1.5 px-1 font-medium text-sm">
        <KeyRoundIcon aria-hidden className="size-4 text-muted-foreground" />
        Password (optional)
      </legend>
      <p id="member-password-hint" className="text-muted-foreground text-xs">
        Leave both blank to generate a temporary password, shown to you once after saving. A chosen password
        needs at least {PASSWORD_MIN_LENGTH} characters.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          className="content-start"
          id="member-password"
          label="Password"
          error={errors.password?.message}
        >
          <PasswordInput
            id="member-password"
            autoComplete="new-password"
            {...fieldAria('member-password', errors.password?.message)}
            aria-describedby={['member-password-hint', errors.password && 'member-password-error']
              .filter(Boolean)
              .join(' ')}
            {...register('password')}
          />
        </FormField>
        <FormField
          className="content-start"
          id="member-confirmPassword"
          label="Confirm Password"
          error={mismatch ? undefined : errors.confirmPassword?.message}
        >
          <PasswordInput
            id="member-confirmPassword"
            autoComplete="new-password"
            aria-invalid={errors.confirmPassword ? true : undefined}
            aria-describedby={mismatch ? 'member-password-mismatch' : undefined}
            {...register('confirmPassword')}
          />
        </FormField>
      </div>
      {mismatch && (
        <Alert variant="destructive" id="member-password-mismatch">
          <AlertCircleIcon aria-hidden />
          <AlertDescription className="font-medium">{PASSWORDS_DO_NOT_MATCH}</AlertDescription>
        </Alert>
      )}
    </fieldset>
  );
}
