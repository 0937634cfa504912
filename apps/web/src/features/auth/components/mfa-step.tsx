import { type FormEvent, useEffect, useRef, useState } from 'react';
import { liteClasses } from '@/components/ui/lite';
import { AlertCircleIcon, Loader2 } from '@/components/ui/lite-icons';
import { toastSuccess } from '@/lib/toast';
import { verifyMfaRequest } from '../api/verify-mfa';
import { useAuth } from '../auth-context';
import type { SessionUser } from '../types';
import { LoginField } from './login-fields';

type MfaStepProps = {
  mfaToken: string;
  onSuccess: (user: SessionUser) => void;
  /** Back to the e-mail and password. */
  onBack: () => void;
};

const textButton =
  'justify-self-start rounded-sm font-medium text-primary text-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50';

/**
 * The second sign-in step, loaded only when the password step asks for it (the first screen
 * stays small, issue 6). Keyboard and screen reader: the code field takes focus, the instructions
 * describe it, and every problem is announced through the form's alert region.
 */
export default function MfaStep({ mfaToken, onSuccess, onBack }: MfaStepProps) {
  const { startSession } = useAuth();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // Focus moves to the code field when the step opens and when the kind of code changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: recovery is the trigger, not a value read.
  useEffect(() => input.current?.focus(), [recovery]);

  const toggle = () => {
    setRecovery((value) => !value);
    setCode('');
    setFailure(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const typed = code.replace(/\s/g, '');
    const problem = recovery
      ? typed
        ? null
        : 'Please enter a recovery code.'
      : /^\d{6}$/.test(typed)
        ? null
        : 'The code is the 6 digits your authenticator app shows.';
    if (problem) {
      setFailure(problem);
      input.current?.focus();
      return;
    }
    setFailure(null);
    setBusy(true);
    const result = await verifyMfaRequest(mfaToken, recovery ? code.trim() : typed);
    setBusy(false);
    if (result.success && 'user' in result) {
      startSession(result.user, result.accessToken);
      toastSuccess('Login successful! Welcome back.');
      onSuccess(result.user);
      return;
    }
    setFailure(result.success ? 'Login failed' : result.message);
    setCode('');
    input.current?.focus();
  };

  const describedBy = failure ? 'mfa-instructions mfa-failure' : 'mfa-instructions';
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Two-factor sign-in">
      {failure && (
        <div data-slot="alert" role="alert" id="mfa-failure" className={liteClasses.alertDestructive}>
          <AlertCircleIcon aria-hidden />
          <div data-slot="alert-description" className={liteClasses.alertDescription}>
            {failure}
          </div>
        </div>
      )}
      <p id="mfa-instructions" className="text-muted-foreground text-sm">
        {recovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in.'
          : 'Enter the 6-digit code from your authenticator app.'}
      </p>
      <LoginField id="mfa-code" label={recovery ? 'Recovery code' : 'Authentication code'}>
        <input
          key={recovery ? 'recovery' : 'totp'}
          id="mfa-code"
          ref={input}
          data-slot="input"
          className={`${liteClasses.input} font-mono tracking-widest`}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={recovery ? 32 : 7}
          placeholder={recovery ? 'xxxx-xxxx-xxxx-xxxx' : '123456'}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={failure ? true : undefined}
          aria-describedby={describedBy}
        />
      </LoginField>
      <button type="submit" data-slot="button" className={liteClasses.buttonLargeFullWidth} disabled={busy}>
        {busy && <Loader2 aria-hidden className={liteClasses.spinner} />}
        {busy ? 'Verifying...' : 'Verify'}
      </button>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="button" className={textButton} onClick={toggle}>
          {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
        </button>
        <button type="button" className={textButton} onClick={onBack}>
          Back to sign in
        </button>
      </div>
    </form>
  );
}
