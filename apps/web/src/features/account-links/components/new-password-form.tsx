import { PASSWORD_MIN_LENGTH } from '@portal/contract';
import { AlertCircleIcon, KeyRoundIcon } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { isLinkInvalid } from '../api/account-links';
import { checkNewPassword, type NewPasswordFields } from '../password-rules';

type NewPasswordFormProps = {
  /** 'New Password' on a reset, 'Password' on an invitation; the confirmation follows it. */
  label: string;
  submitLabel: string;
  busyLabel: string;
  /** Sends the password with the link's token; throws the server's refusal. */
  onSubmit: (password: string) => Promise<void>;
  /** The server refused the link itself: the screen says so instead of the form. */
  onLinkInvalid: () => void;
};

type Errors = Partial<Record<keyof NewPasswordFields, string>>;

/** Choose a password and confirm it: the rules and texts of Change Password (spec section 5). */
export function NewPasswordForm({
  label,
  submitLabel,
  busyLabel,
  onSubmit,
  onLinkInvalid,
}: NewPasswordFormProps) {
  const [values, setValues] = useState<NewPasswordFields>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = {
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const problem = checkNewPassword(values);
    setErrors(problem ? { [problem.field]: problem.message } : {});
    if (problem) {
      refs[problem.field].current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit(values.password);
    } catch (error) {
      if (isLinkInvalid(error)) onLinkInvalid();
      else setFailure(getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof NewPasswordFields, text: string, hint?: string) => (
    <FormField id={`link-${name}`} label={text} error={errors[name]} hint={hint}>
      <PasswordInput
        id={`link-${name}`}
        ref={refs[name]}
        autoComplete="new-password"
        required
        aria-required
        minLength={PASSWORD_MIN_LENGTH}
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        {...fieldAria(`link-${name}`, errors[name], Boolean(hint))}
      />
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {failure && (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden />
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      {field('password', label, `At least ${PASSWORD_MIN_LENGTH} characters.`)}
      {field('confirmPassword', `Confirm ${label}`)}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? <Spinner /> : <KeyRoundIcon aria-hidden />}
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
