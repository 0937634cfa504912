import { type ChangeEvent, type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLinkClickHandler } from 'react-router';
import { liteClasses } from '@/components/ui/lite';
import { AlertCircleIcon, Loader2, LogInIcon } from '@/components/ui/lite-icons';
import { toast, toastError, toastSuccess } from '@/lib/toast';
import { useAuth } from '../auth-context';
import type { SessionUser } from '../types';
import { LoginField, LoginPasswordInput, loginFieldAria } from './login-fields';

// The two-factor step is its own chunk: most visitors never need it (issue 6).
const MfaStep = lazy(() => import('./mfa-step'));

type LoginValues = { email: string; password: string };
type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/*
 * The rules and messages of the contract's LoginBodySchema, checked by hand: zod, the contract and
 * a form library would weigh more than the rest of the page every visitor loads first (issue 6).
 * As before: checked on submit, then again on every change.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
function validate({ email, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(trimmed)) errors.email = 'Please enter a valid email address';
  if (!password) errors.password = 'Password is required';
  return errors;
}

/** The sign-in form. Texts, toasts and the failure order are those of spec sections 2 and 8. */
export function LoginForm({ onSuccess }: { onSuccess: (user: SessionUser) => void }) {
  const { login } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [checked, setChecked] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const cameBack = useRef(false);
  // <Link> from the hook it is built on: components/ui/link would split React out of the entry
  // into a chunk /login then loads too (see components/errors/not-found.tsx).
  const toForgotPassword = useLinkClickHandler<HTMLAnchorElement>('/forgot-password');
  // Back from the two-factor step: the password field takes focus again.
  useEffect(() => {
    if (mfaToken !== null || !cameBack.current) return;
    cameBack.current = false;
    passwordRef.current?.focus();
  }, [mfaToken]);

  const change = (field: keyof LoginValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (checked) setErrors(validate(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const found = validate(values);
    setChecked(true);
    setErrors(found);
    if (found.email || found.password) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setFailure(null);
    setSubmitting(true);
    try {
      const result = await login({ email: values.email.trim(), password: values.password });
      if (!result.success) {
        const message = result.message || 'Invalid email or password';
        setFailure(message);
        toast.error('Login Failed', { description: message });
        return;
      }
      if ('mfaToken' in result) {
        setMfaToken(result.mfaToken);
        return;
      }
      toastSuccess('Login successful! Welcome back.');
      onSuccess(result.user);
    } catch {
      setFailure('An error occurred during login');
      toastError('An error occurred during login', 'Error');
    } finally {
      setSubmitting(false);
    }
  };

  if (mfaToken) {
    return (
      <Suspense fallback={<Loader2 aria-hidden className={liteClasses.spinner} />}>
        <MfaStep
          mfaToken={mfaToken}
          onSuccess={onSuccess}
          onBack={() => {
            cameBack.current = true;
            setValues((current) => ({ ...current, password: '' }));
            setMfaToken(null);
          }}
        />
      </Suspense>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5"
      aria-describedby={failure ? 'login-failure' : undefined}
    >
      {failure && (
        <div data-slot="alert" role="alert" id="login-failure" className={liteClasses.alertDestructive}>
          <AlertCircleIcon aria-hidden />
          <div data-slot="alert-description" className={liteClasses.alertDescription}>
            {failure}
          </div>
        </div>
      )}
      <LoginField id="login-email" label="Email" error={errors.email}>
        <input
          id="login-email"
          type="email"
          data-slot="input"
          className={liteClasses.input}
          autoComplete="username"
          inputMode="email"
          placeholder="you@company.com"
          ref={emailRef}
          value={values.email}
          onChange={change('email')}
          {...loginFieldAria('login-email', errors.email)}
        />
      </LoginField>
      <LoginField id="login-password" label="Password" error={errors.password}>
        <LoginPasswordInput
          id="login-password"
          autoComplete="current-password"
          placeholder="Enter your password"
          ref={passwordRef}
          value={values.password}
          onChange={change('password')}
          {...loginFieldAria('login-password', errors.password)}
        />
      </LoginField>
      <p className="-mt-3 text-right text-sm">
        <a
          href="/forgot-password"
          onClick={toForgotPassword}
          className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          Forgot password?
        </a>
      </p>
      <button
        type="submit"
        data-slot="button"
        className={liteClasses.buttonLargeFullWidth}
        disabled={isSubmitting}
      >
        {isSubmitting ? <Loader2 aria-hidden className={liteClasses.spinner} /> : <LogInIcon aria-hidden />}
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </button>
    </form>
  );
}
