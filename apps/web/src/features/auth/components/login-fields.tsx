import { type ComponentProps, type ReactNode, useState } from 'react';
import { LiteLabel, liteClasses } from '@/components/ui/lite';
import { EyeIcon, EyeOffIcon } from '@/components/ui/lite-icons';

/** `<FormField>` as the sign-in form uses it: label, control and error, without cn() (issue 6). */
export function LoginField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div data-slot="form-field" className={liteClasses.formField}>
      <LiteLabel htmlFor={id}>{label}</LiteLabel>
      {children}
      {error && (
        <p id={`${id}-error`} className={liteClasses.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** `aria-invalid` and `aria-describedby` for a control and its error, as `fieldAria` gives them. */
export function loginFieldAria(id: string, error?: string) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined };
}

/** `<PasswordInput>` for the sign-in form: the same show/hide toggle, without cn(). */
export function LoginPasswordInput(props: Omit<ComponentProps<'input'>, 'type' | 'className' | 'disabled'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        type={visible ? 'text' : 'password'}
        data-slot="input"
        className={liteClasses.passwordInput}
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        aria-controls={props.id}
        className={liteClasses.passwordToggle}
      >
        {visible ? <EyeOffIcon aria-hidden className="size-4" /> : <EyeIcon aria-hidden className="size-4" />}
      </button>
    </div>
  );
}
