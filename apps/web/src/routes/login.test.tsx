import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { makeLoginResponse } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { fail, HttpResponse, http, server } from '@/test/server';
import LoginRoute from './login';

// The first step of signing in: e-mail and password.

/** POST /auth/login as the API answers it; records the bodies it received. */
function answerLogin(answer: (body: { email: string; password: string }) => Response | Promise<Response>) {
  const bodies: Array<{ email: string; password: string }> = [];
  server.use(
    http.post('/api/auth/login', async ({ request }) => {
      const body = (await request.json()) as { email: string; password: string };
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

const openLogin = () => renderScreen(LoginRoute, { at: '/login' });

describe('login screen (/login)', () => {
  it('asks for e-mail and password, with a way to show the password', async () => {
    const { user } = openLogin();
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(email).toHaveAttribute('type', 'email');
    expect(password).toHaveAttribute('type', 'password');
    await user.type(password, 'secret');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('names what is missing or malformed, and sends nothing until it is fixed', async () => {
    const bodies = answerLogin(() => HttpResponse.json(makeLoginResponse('user')));
    const { user } = openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Email'), 'store@example');
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    await user.type(screen.getByLabelText('Email'), '.com');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it("shows the server's refusal of a wrong password, and stays on the page", async () => {
    const bodies = answerLogin(() => fail(401, 'Invalid email or password', 'UNAUTHORIZED'));
    const { user } = openLogin();
    await user.type(screen.getByLabelText('Email'), '  store@example.com ');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong-guess');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(await screen.findByText('Login Failed')).toBeVisible();
    expect(bodies).toEqual([{ email: 'store@example.com', password: 'wrong-guess' }]);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('shows that it is signing in, then keeps the session and takes an admin to the admin portal', async () => {
    const signedIn = makeLoginResponse('admin');
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    answerLogin(async () => {
      await answered;
      return HttpResponse.json(signedIn);
    });
    const { user } = openLogin();
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();

    answer();
    expect(await screen.findByText('Now at /admin')).toBeVisible();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(signedIn.data.tokens.accessToken);
    expect(await screen.findByText('Login successful! Welcome back.')).toBeVisible();
  });

  it('takes a store user to the store portal', async () => {
    answerLogin(() => HttpResponse.json(makeLoginResponse('user')));
    const { user } = openLogin();
    await user.type(screen.getByLabelText('Email'), 'store@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'store123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Now at /store')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
