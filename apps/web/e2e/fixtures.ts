import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export { expect };

/** The seeded demo accounts (never change their passwords: tests run in parallel on them). */
export const accounts = {
  admin: { email: 'admin@example.com', password: 'admin123' },
  user: { email: 'store@example.com', password: 'store123' },
} as const;

export type Role = keyof typeof accounts;
export type Credentials = { email: string; password: string };

export const portalOf = (role: Role) => (role === 'admin' ? '/admin' : '/store');

/** Signs in through the login screen and waits for the portal. */
export async function login(page: Page, who: Role | Credentials, expectedPath?: string) {
  const credentials = typeof who === 'string' ? accounts[who] : who;
  await page.goto('/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const target = expectedPath ?? (typeof who === 'string' ? portalOf(who) : '/store');
  await expect(page).toHaveURL(new RegExp(`${target}$`));
}

/**
 * Starts a session the way the app keeps one (spec section 3: the access token in local storage,
 * restored from its claims at start-up, spec section 4) with a token from POST /api/auth/login,
 * then opens `path` (default: the portal) and waits for it. Much cheaper than the login screen:
 * tests about signing in itself use `login` instead.
 */
export async function signIn(page: Page, who: Role | Credentials, path?: string) {
  const credentials = typeof who === 'string' ? accounts[who] : who;
  const token = await apiToken(page.request, credentials);
  // Set before the app's first script runs on the next page load, once: a later reload must not
  // bring back a session the test has ended (sessionStorage lives as long as the tab).
  const flag = `e2e-sign-in-${++signIns}`;
  await page.addInitScript(
    ({ token, flag }) => {
      if (!window.location.protocol.startsWith('http') || window.sessionStorage.getItem(flag)) return;
      window.sessionStorage.setItem(flag, '1');
      window.localStorage.setItem('accessToken', token);
    },
    { token, flag },
  );
  const target = path ?? (typeof who === 'string' ? portalOf(who) : '/store');
  await page.goto(target);
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}
let signIns = 0;

/** A bearer token for direct API calls. */
export async function apiToken(request: APIRequestContext, credentials: Credentials = accounts.admin) {
  const response = await request.post('/api/auth/login', { data: credentials });
  expect(response.ok(), await response.text()).toBeTruthy();
  const body = await response.json();
  return body.data.tokens.accessToken as string;
}

let counter = 0;

/**
 * A fresh store-portal member (role user) created by the admin API, for tests that change
 * account state. Returns the credentials and the created record.
 */
export async function createMember(
  request: APIRequestContext,
  overrides: Partial<{
    email: string;
    password: string;
    name: string;
    phone_number: string | null;
    store_id: number;
    role: 'user' | 'admin';
  }> = {},
) {
  const unique = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const password = overrides.password ?? 'member123';
  const member = {
    email: `e2e-${unique}@example.com`,
    name: `E2E Member ${unique}`,
    phone_number: null,
    ...overrides,
    password,
    confirmPassword: password,
    role: overrides.role ?? 'user',
    designation: overrides.role === 'admin' ? 'admin' : 'viewer',
    is_active: true,
  };
  const token = await apiToken(request);
  const response = await request.post('/api/admin/users', {
    data: member,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = await response.json();
  return { email: member.email, password, name: member.name, record: body.data };
}

let demoStoreId: Promise<number> | undefined;

/**
 * A fresh member of the demo account's store: only an active member of an active store may use
 * the cart and order (issue 17.8). That store is never changed by the tests, unlike the stores
 * parallel admin tests create and deactivate.
 */
export async function createStoreMember(
  request: APIRequestContext,
  overrides: Parameters<typeof createMember>[1] = {},
) {
  demoStoreId ??= apiToken(request, accounts.user).then(async (token) => {
    const cart = await request.get('/api/user/cart', { headers: { Authorization: `Bearer ${token}` } });
    expect(cart.ok(), await cart.text()).toBeTruthy();
    return (await cart.json()).data.store.id as number;
  });
  return createMember(request, { ...overrides, store_id: await demoStoreId });
}

/** The stored access token of the page, or null. */
export function storedToken(page: Page) {
  return page.evaluate(() => window.localStorage.getItem('accessToken'));
}

/** An unsigned token whose claims the app can decode (it never reaches the server). */
export function fakeToken(claims: Record<string, unknown>) {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin navigation' });
export const storeNav = (page: Page) => page.getByRole('navigation', { name: 'Store navigation' });

/**
 * Every test fails on an uncaught page error or a Content-Security-Policy refusal: the built app
 * must run under the server's CSP (no inline scripts, no remote assets).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
        problems.push(`CSP: ${message.text()}`);
      }
    });
    await use(page);
    expect(problems, problems.join('\n')).toEqual([]);
  },
});

/**
 * A product the tests may order again and again (issue 19): not stock-tracked, or with plenty
 * left. Checkout reserves stock, and every spec shares one catalogue.
 */
export const plentiful = (product: object) => {
  const stock = (product as { stock_quantity?: number | null }).stock_quantity;
  return stock === null || stock === undefined || stock >= 100;
};

/** A product a member can order again and again: active, priced, and plentiful. */
export const buyable = (product: { status: number; price: number }) =>
  product.status === 1 && product.price > 0 && plentiful(product);

/**
 * The catalogue grid's card (of its first 12, newest first) of the first buyable product with
 * plenty of stock, pinned by the product's id: other specs make products of their own with little
 * or no stock, newest first, and a new one may push in at the top while a test runs.
 */
export async function plentifulCard(page: Page, request: APIRequestContext, token: string) {
  const listed = await request.get('/api/products?page=1&limit=12', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const products = (await listed.json()).data.products as {
    id: number;
    name: string;
    status: number;
    price: number;
  }[];
  const product = products.find(buyable);
  if (!product) throw new Error('no buyable product with plenty of stock among the newest 12');
  const card = page
    .getByRole('region', { name: 'Products' })
    .locator(`article[aria-labelledby="product-${product.id}-name"]`);
  return { product, card };
}
