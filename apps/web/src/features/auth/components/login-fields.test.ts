import { createElement as h, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { LoginField, LoginPasswordInput, loginFieldAria } from './login-fields';

/** The markup, with the classes of each element in a fixed order: their order has no effect. */
function normalised(element: ReactElement): string {
  return renderToStaticMarkup(element).replace(
    / class="([^"]*)"/g,
    (_, classes: string) => ` class="${classes.split(/\s+/).filter(Boolean).sort().join(' ')}"`,
  );
}

describe('the sign-in fields render what FormField and PasswordInput render', () => {
  it.each([undefined, 'Email is required'])('a field with error %s', (error) => {
    const props = { id: 'login-email', type: 'email', ...loginFieldAria('login-email', error) };
    const field = { id: 'login-email', label: 'Email', error, children: h(Input, props) };
    expect(normalised(h(LoginField, field))).toBe(normalised(h(FormField, field)));
  });

  it('the password input', () => {
    const props = { id: 'login-password', placeholder: 'Enter your password' };
    expect(normalised(h(LoginPasswordInput, props))).toBe(normalised(h(PasswordInput, props)));
  });

  it.each([undefined, 'Password is required'])('loginFieldAria is fieldAria, error %s', (error) => {
    expect(loginFieldAria('login-password', error)).toEqual(fieldAria('login-password', error));
  });
});
