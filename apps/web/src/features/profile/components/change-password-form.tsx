import { PASSWORD_MIN_LENGTH } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { KeyRoundIcon } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { toastError, toastSuccess } from '@/lib/toast';
import { checkPasswordChange, type PasswordFields } from '../password-rules';

type ChangePasswordFormProps = {
  /** Sends the change; true when the server accepted it (spec section 8). */
  changePassword: (input: { oldPassword: string; newPassword: string }) => Promise<boolean>;
  /** Runs after a successful change: the old session is over. */
  onChanged: () => void | Promise<void>;
};

const empty: PasswordFields = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change Password (spec sections 2, 4, 5 and 8). */
export function ChangePasswordForm({ changePassword, onChanged }: ChangePasswordFormProps) {
  const { register, handleSubmit, control, setError, reset, clearErrors, formState } =
    useForm<PasswordFields>({
      defaultValues: empty,
    });
  const values = useWatch({ control });
  const anyEmpty = !values.currentPassword || !values.newPassword || !values.confirmPassword;

  const mutation = useMutation({
    mutationFn: changePassword,
    meta: { suppressErrorToast: true },
  });

  const onSubmit = handleSubmit(async (fields) => {
    clearErrors();
    const problem = checkPasswordChange(fields);
    if (problem) {
      setError(problem.field, { message: problem.message }, { shouldFocus: true });
      return;
    }
    try {
      const ok = await mutation.mutateAsync({
        oldPassword: fields.currentPassword,
        newPassword: fields.newPassword,
      });
      if (!ok) {
        toastError('Failed to update password. Please check your current password.');
        return;
      }
      toastSuccess(
        'Password updated',
        'Your password has been changed. Please log in again with your new password.',
      );
      reset(empty);
      await onChanged();
    } catch {
      toastError('Failed to update password. Please try again.');
    }
  });

  const { errors } = formState;
  const busy = mutation.isPending;
  const field = (name: keyof PasswordFields, label: string, autoComplete: string, hint?: string) => (
    <FormField id={`profile-${name}`} label={label} error={errors[name]?.message} hint={hint}>
      <PasswordInput
        id={`profile-${name}`}
        autoComplete={autoComplete}
        required
        aria-required
        minLength={name === 'currentPassword' ? undefined : PASSWORD_MIN_LENGTH}
        {...fieldAria(`profile-${name}`, errors[name]?.message, Boolean(hint))}
        {...register(name)}
      />
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Change Password</CardTitle>
        <CardDescription>After the change you will be signed out and asked to log in again.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          {field('currentPassword', 'Current Password', 'current-password')}
          {field(
            'newPassword',
            'New Password',
            'new-password',
            `At least ${PASSWORD_MIN_LENGTH} characters.`,
          )}
          {field('confirmPassword', 'Confirm New Password', 'new-password')}
          <div>
            <Button type="submit" disabled={anyEmpty || busy}>
              {busy ? <Spinner /> : <KeyRoundIcon aria-hidden />}
              {busy ? 'Updating...' : 'Update Password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
