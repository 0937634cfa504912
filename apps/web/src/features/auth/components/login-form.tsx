import { AlertCircleIcon, LogInIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { toast, toastError, toastSuccess } from '@/lib/toast';
import { useAuth } from '../auth-context';
import type { SessionUser } from '../types';

type LoginValues = { email: string; password: string };

/*
 * The rules and messages of the contract's LoginBodySchema, written as react-hook-form rules:
 * importing zod and the contract here would triple the size of the page every visitor loads first.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const emailRules = {
  setValueAs: (value: string) => value.trim(),
  required: 'Email is required',
  pattern: { value: EMAIL_PATTERN, message: 'Please enter a valid email address' },
};
const passwordRules = { required: 'Password is required' };

/** The sign-in form. Texts, toasts and the failure order are those of spec sections 2 and 8. */
export function LoginForm({ onSuccess }: { onSuccess: (user: SessionUser) => void }) {
  const { login } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await login(values);
      if (!result.success) {
        const message = result.message || 'Invalid email or password';
        setFailure(message);
        toast.error('Login Failed', { description: message });
        return;
      }
      toastSuccess('Login successful! Welcome back.');
      onSuccess(result.user);
    } catch {
      setFailure('An error occurred during login');
      toastError('An error occurred during login', 'Error');
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5"
      aria-describedby={failure ? 'login-failure' : undefined}
    >
      {failure && (
        <Alert variant="destructive" id="login-failure">
          <AlertCircleIcon aria-hidden />
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <FormField id="login-email" label="Email" error={errors.email?.message}>
        <Input
          id="login-email"
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder="you@company.com"
          {...fieldAria('login-email', errors.email?.message)}
          {...register('email', emailRules)}
        />
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password?.message}>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          placeholder="Enter your password"
          {...fieldAria('login-password', errors.password?.message)}
          {...register('password', passwordRules)}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Spinner /> : <LogInIcon aria-hidden />}
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
