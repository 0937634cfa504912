import { TEXT_LIMITS } from '@portal/contract';
import { AlertCircleIcon, CheckCircle2Icon, MailIcon } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { requestResetLink } from '../api/account-links';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The texts of the sign-in form for a missing or malformed address. */
function checkEmail(email: string): string | null {
  if (!email) return 'Email is required';
  if (!EMAIL_PATTERN.test(email) || email.length > TEXT_LIMITS.email)
    return 'Please enter a valid email address';
  return null;
}

/**
 * Asks for a reset link. The server's answer is the same whether or not the account exists; it
 * is read out from a status region that is on the page from the start, so it is announced.
 */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    const problem = checkEmail(address);
    setError(problem);
    setFailure(null);
    if (problem) {
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      setSent(await requestResetLink(address));
    } catch (caught) {
      setSent(null);
      setFailure(getErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <div role="status" aria-live="polite">
        {sent && (
          <Alert variant="success" role="none" className="mb-5">
            <CheckCircle2Icon aria-hidden />
            <AlertDescription>{sent}</AlertDescription>
          </Alert>
        )}
      </div>
      <form onSubmit={submit} noValidate className="grid gap-5">
        {failure && (
          <Alert variant="destructive">
            <AlertCircleIcon aria-hidden />
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        )}
        <FormField id="forgot-email" label="Email" error={error ?? undefined}>
          <Input
            id="forgot-email"
            ref={input}
            type="email"
            inputMode="email"
            autoComplete="username"
            placeholder="you@company.com"
            required
            aria-required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            {...fieldAria('forgot-email', error ?? undefined)}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? <Spinner /> : <MailIcon aria-hidden />}
          {busy ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
    </div>
  );
}
