import {
  accounts,
  adminNav,
  expect,
  fakeToken,
  login,
  signIn,
  storedToken,
  storeNav,
  test,
} from './fixtures';

test.describe('login screen', () => {
  test('the root address opens the login page with its marketing copy', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByText('Trusted by 1000+ stores')).toBeVisible();
    await expect(
      page.getByText(/Track orders, manage inventory and collaborate with your team/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  test('required fields and e-mail format are checked before any call', async ({ page }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/login')) calls++;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeHidden();
    expect(calls).toBe(0);
  });

  test('the password can be shown and hidden again', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-value');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('wrong credentials show the server message inline and in a Login Failed toast', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Login Failed' });
    await expect(toast).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('the button says Signing in... while the request runs', async ({ page }) => {
    await page.route('**/api/auth/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(accounts.user.email);
    await page.getByLabel('Password', { exact: true }).fill(accounts.user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await expect(page).toHaveURL(/\/store$/);
  });

  test('an unreachable server is reported as a network error', async ({ page }) => {
    await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
    await page.goto('/login');
    await page.getByLabel('Email').fill(accounts.user.email);
    await page.getByLabel('Password', { exact: true }).fill(accounts.user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Network error or server unavailable' }),
    ).toBeVisible();
  });
});

test.describe('signing in by role', () => {
  test('an admin lands in the admin portal with a welcome toast', async ({ page }) => {
    await login(page, 'admin');
    await expect(page.getByText('Login successful! Welcome back.')).toBeVisible();
    await expect(page.getByText('MS Admin Portal').filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeVisible();
    expect(await storedToken(page)).toBeTruthy();
  });

  test('a store user lands in the store portal', async ({ page }) => {
    await login(page, 'user');
    await expect(page.getByText('MS Store Portal').filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Store navigation' })).toBeVisible();
  });

  test('signed-in visitors of /login go to their own portal', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe('guards', () => {
  test('anonymous visitors of either portal are sent to /login, and return there after signing in', async ({
    page,
  }) => {
    await page.goto('/store/cart');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/admin/members');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(accounts.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(accounts.admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/members$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Team Members' })).toBeVisible();
  });

  test('a store user never sees the admin portal: /admin goes to /login, which sends them home', async ({
    page,
  }) => {
    await signIn(page, 'user');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      const path = new URL(frame.url()).pathname;
      if (frame === page.mainFrame() && visited.at(-1) !== path) visited.push(path);
    });
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/store$/);
    await expect(page.getByText('MS Admin Portal')).toHaveCount(0);
    expect(visited).toEqual(['/admin/orders', '/login', '/store']);
  });

  test('an admin visiting the store portal is sent back to the admin portal', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/store/profile');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('an expired stored token is dropped at start-up', async ({ page }) => {
    await page.goto('/login');
    const expired = fakeToken({ userId: 1, email: 'a@b.c', name: 'Old', role: 'admin', exp: 1_000 });
    await page.evaluate((token) => window.localStorage.setItem('accessToken', token), expired);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('a valid stored token restores the session from its claims', async ({ page }) => {
    await page.goto('/login');
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const token = fakeToken({
      userId: 99,
      email: 'claims@example.com',
      name: 'Claire Claims',
      role: 'user',
      storeName: 'Claims Store',
      exp,
    });
    await page.evaluate((value) => window.localStorage.setItem('accessToken', value), token);
    await page.goto('/store/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(page.getByText('claims@example.com').first()).toBeVisible();
    await expect(page.getByText('Claims Store').first()).toBeVisible();
  });
});

test.describe('routing', () => {
  test('an unknown address shows the 404 page with a way back', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('reloading a deep link keeps the screen', async ({ page }) => {
    await signIn(page, 'admin');
    await adminNav(page).getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await page.goto('/admin/orders/42');
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/orders\/42$/);
    await expect(page.getByText('MS Admin Portal').filter({ visible: true })).toBeVisible();
    await expect(adminNav(page).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the old product address redirects to the declared one', async ({ page }) => {
    await signIn(page, 'user');
    await page.goto('/store/products/7');
    await expect(page).toHaveURL(/\/store\/product\/7$/);
    await expect(storeNav(page).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
