import type { InjectOptions } from 'fastify';
import type { Principal, World } from './authorization-fixtures';

/**
 * THE authorization matrix: every route the API registers, whether it is public, and the status
 * each principal gets. userA is the owner; userB (another store) and the admin (through member
 * routes) are handed A's ids. Anonymous calls carry A's ids too.
 */
export type Expected = Record<Principal, number>;
export type MatrixRow = {
  route: string;
  public: boolean;
  /** The ids in the path name shared catalogue data, not anything a member owns. */
  shared?: boolean;
  expect: Expected;
  request(w: World, who: Principal): Omit<InjectOptions, 'method'>;
};

type Req = MatrixRow['request'];
const row = (
  route: string,
  [anonymous, userA, userB, admin]: [number, number, number, number],
  request: Req,
  flags: { public?: boolean; shared?: boolean } = {},
): MatrixRow => ({
  route,
  public: flags.public ?? false,
  shared: flags.shared,
  expect: { anonymous, userA, userB, admin },
  request,
});

const url = (path: string) => () => ({ url: path });
// Store users are refused every admin route; anonymous is refused every non-public route.
const ADMIN_ONLY = (ok: number): [number, number, number, number] => [401, 403, 403, ok];
const ANY_SIGNED_IN = (ok: number): [number, number, number, number] => [401, ok, ok, ok];
// Member A's own object: A may act on it, B and the admin (through member routes) get 404.
const OWNER_ONLY = (ok: number): [number, number, number, number] => [401, ok, 404, 404];
// The cart and checkout are for store members only (issue 17.8): the admin gets 403 saying so.
const MEMBERS_ONLY = (ok: number): [number, number, number, number] => [401, ok, ok, 403];
const OWNER_MEMBER_ONLY = (ok: number): [number, number, number, number] => [401, ok, 404, 403];
const PUBLIC = { public: true };

const storeBody = (name: string) => ({ name, store_type: 'owned', location: 'Austin, TX', status: 'active' });
// A multipart body whose file is HTML named as a PNG.
const htmlUpload = () => {
  const form = new FormData();
  form.append('file', new Blob(['<html><script>alert(1)</script>'], { type: 'image/png' }), 'x.png');
  return form;
};
// Each principal signs in as itself; the stranger guesses A's password.
const credentials = (w: World, who: Principal) => {
  if (who === 'anonymous') return { email: w.userA.email, password: 'a-wrong-guess' };
  const user = who === 'userB' ? w.userB : who === 'admin' ? w.admin : w.userA;
  return { email: user.email, password: user.password };
};

export const MATRIX: MatrixRow[] = [
  row('GET /api/health', [200, 200, 200, 200], url('/api/health'), PUBLIC),
  row('GET /api/health/ready', [200, 200, 200, 200], url('/api/health/ready'), PUBLIC),
  row('GET /api/docs', [200, 200, 200, 200], url('/api/docs'), PUBLIC),
  row('GET /api/docs/openapi.json', [200, 200, 200, 200], url('/api/docs/openapi.json'), PUBLIC),
  // Swagger UI's own routes (decision 010): the document again, its start-up script and files.
  row('GET /api/docs/json', [200, 200, 200, 200], url('/api/docs/json'), PUBLIC),
  row('GET /api/docs/yaml', [200, 200, 200, 200], url('/api/docs/yaml'), PUBLIC),
  row('GET /api/docs/static/index.html', [302, 302, 302, 302], url('/api/docs/static/index.html'), PUBLIC),
  row(
    'GET /api/docs/static/swagger-initializer.js',
    [200, 200, 200, 200],
    url('/api/docs/static/swagger-initializer.js'),
    PUBLIC,
  ),
  row('GET /api/docs/static/*', [200, 200, 200, 200], url('/api/docs/static/swagger-ui.css'), PUBLIC),
  row(
    'POST /api/auth/login',
    [401, 200, 200, 200],
    (w, who) => ({ url: '/api/auth/login', payload: credentials(w, who) }),
    PUBLIC,
  ),
  row('POST /api/auth/logout', ANY_SIGNED_IN(200), url('/api/auth/logout')),
  row('PUT /api/auth/change-password', ANY_SIGNED_IN(200), () => ({
    url: '/api/auth/change-password',
    payload: { oldPassword: 'secret123', newPassword: 'changed-pass-1' },
  })),
  // Two-factor sign-in is for admins. Nobody in the world has it on or a set-up pending, so
  // confirming and turning off are conflicts, and no mfa_token is valid.
  row('GET /api/auth/mfa', ANY_SIGNED_IN(200), url('/api/auth/mfa')),
  row('POST /api/auth/mfa/setup', [401, 403, 403, 200], url('/api/auth/mfa/setup')),
  row('POST /api/auth/mfa/enable', [401, 403, 403, 409], () => ({
    url: '/api/auth/mfa/enable',
    payload: { code: '123456' },
  })),
  row('DELETE /api/auth/mfa', [401, 409, 409, 409], () => ({
    url: '/api/auth/mfa',
    payload: { code: '123456' },
  })),
  row(
    'POST /api/auth/mfa/verify',
    [401, 401, 401, 401],
    () => ({ url: '/api/auth/mfa/verify', payload: { mfa_token: 'not-a-real-token', code: '123456' } }),
    PUBLIC,
  ),

  row('GET /api/admin/dashboard', ADMIN_ONLY(200), url('/api/admin/dashboard')),
  row('GET /api/admin/reports/orders', ADMIN_ONLY(200), url('/api/admin/reports/orders?group=week')),
  row('GET /api/admin/reports/stores', ADMIN_ONLY(200), url('/api/admin/reports/stores')),
  row('GET /api/admin/reports/products', ADMIN_ONLY(200), url('/api/admin/reports/products')),
  row('GET /api/admin/reports/categories', ADMIN_ONLY(200), url('/api/admin/reports/categories')),
  row('GET /api/admin/reports/stores/export', ADMIN_ONLY(200), url('/api/admin/reports/stores/export')),
  row('GET /api/admin/reports/products/export', ADMIN_ONLY(200), url('/api/admin/reports/products/export')),
  row(
    'GET /api/admin/reports/categories/export',
    ADMIN_ONLY(200),
    url('/api/admin/reports/categories/export'),
  ),
  row('GET /api/admin/settings', ADMIN_ONLY(200), url('/api/admin/settings')),
  row('PUT /api/admin/settings', ADMIN_ONLY(200), () => ({
    url: '/api/admin/settings',
    payload: {
      company_name: 'Matrix Co',
      company_address: null,
      company_tax_id: null,
      tax_rate: 0,
      shipping_fee: 0,
      free_shipping_threshold: null,
    },
  })),
  row('GET /api/admin/stores', ADMIN_ONLY(200), url('/api/admin/stores')),
  row('GET /api/admin/stores/export', ADMIN_ONLY(200), url('/api/admin/stores/export')),
  row('POST /api/admin/stores', ADMIN_ONLY(201), (w) => ({
    url: '/api/admin/stores',
    payload: storeBody(`New store ${w.tag}`),
  })),
  row('PUT /api/admin/stores/:id', ADMIN_ONLY(200), (w) => ({
    url: `/api/admin/stores/${w.storeA.id}`,
    payload: storeBody(`Renamed ${w.tag}`),
  })),
  // The admin deletes store B (B has had its turn); the store users try store A.
  row('DELETE /api/admin/stores/:id', ADMIN_ONLY(200), (w, who) => ({
    url: `/api/admin/stores/${who === 'admin' ? w.storeB.id : w.storeA.id}`,
  })),
  row('GET /api/admin/categories', ADMIN_ONLY(200), url('/api/admin/categories')),
  row('POST /api/admin/categories', ADMIN_ONLY(201), (w) => ({
    url: '/api/admin/categories',
    payload: { name: `New category ${w.tag}` },
  })),
  row('PUT /api/admin/categories/:id', ADMIN_ONLY(200), (w) => ({
    url: `/api/admin/categories/${w.category.id}`,
    payload: { name: `Renamed category ${w.tag}` },
  })),
  // The world's category holds its products: the admin is told so (409), store users are refused.
  row('DELETE /api/admin/categories/:id', ADMIN_ONLY(409), (w) => ({
    url: `/api/admin/categories/${w.category.id}`,
  })),
  row('GET /api/admin/products', ADMIN_ONLY(200), url('/api/admin/products')),
  row('POST /api/admin/products', ADMIN_ONLY(201), (w) => ({
    url: '/api/admin/products',
    payload: { name: `New product ${w.tag}`, sku: `NEW-${w.tag}`, price: 9.99 },
  })),
  row('GET /api/admin/products/:id', ADMIN_ONLY(200), (w) => ({
    url: `/api/admin/products/${w.product.id}`,
  })),
  row('PUT /api/admin/products/:id', ADMIN_ONLY(200), (w) => ({
    url: `/api/admin/products/${w.otherProduct.id}`,
    payload: { price: 12.34 },
  })),
  // The admin deactivates the other product; A's cart and orders hold the first one.
  row('DELETE /api/admin/products/:id', ADMIN_ONLY(200), (w) => ({
    url: `/api/admin/products/${w.otherProduct.id}`,
  })),
  // The admin's upload is judged by its bytes (HTML, 415): the matrix writes no file to the test DATA_DIR.
  row('POST /api/admin/products/import', ADMIN_ONLY(200), () => ({
    url: '/api/admin/products/import?dry_run=true',
    headers: { 'content-type': 'text/csv' },
    payload: 'sku,name,price\nMATRIX-1,Matrix Part,1.00\n',
  })),
  row('GET /api/admin/products/export', ADMIN_ONLY(200), url('/api/admin/products/export?search=none-such')),
  row('POST /api/admin/products/:id/image', ADMIN_ONLY(415), (w) => ({
    url: `/api/admin/products/${w.otherProduct.id}/image`,
    payload: htmlUpload(),
  })),
  // Images are public (the store's pages show them); no world holds one, so every name is absent.
  row('GET /api/images/:file', [404, 404, 404, 404], url(`/api/images/${'0'.repeat(64)}.webp`), PUBLIC),
  row('GET /api/admin/users/export', ADMIN_ONLY(200), url('/api/admin/users/export')),
  row('GET /api/admin/users', ADMIN_ONLY(200), url('/api/admin/users')),
  row('POST /api/admin/users', ADMIN_ONLY(201), (w) => ({
    url: '/api/admin/users',
    payload: {
      email: `created-${w.tag}@example.test`,
      password: 'created-pass-1',
      confirmPassword: 'created-pass-1',
      name: 'Created Member',
      role: 'user',
      designation: 'viewer',
      is_active: true,
    },
  })),
  row('POST /api/admin/users/assign-store', ADMIN_ONLY(200), (w) => ({
    url: '/api/admin/users/assign-store',
    payload: { userId: w.userA.id, storeId: w.storeB.id },
  })),
  row('PUT /api/admin/users/:id', ADMIN_ONLY(200), (w) => ({
    url: `/api/admin/users/${w.userA.id}`,
    payload: { name: `Renamed ${w.tag}`, phone_number: '555-0100' },
  })),
  row('DELETE /api/admin/users/:id', ADMIN_ONLY(200), (w, who) => ({
    url: `/api/admin/users/${who === 'admin' ? w.userB.id : w.userA.id}`,
  })),
  row('GET /api/admin/orders', ADMIN_ONLY(200), url('/api/admin/orders')),
  row('GET /api/admin/orders/export', ADMIN_ONLY(200), url('/api/admin/orders/export')),
  row('GET /api/admin/orders/:id', ADMIN_ONLY(200), (w) => ({
    url: `/api/admin/orders/${w.pendingOrderA.id}`,
  })),
  row('PUT /api/admin/orders/:id/status', ADMIN_ONLY(200), (w) => ({
    url: `/api/admin/orders/${w.pendingOrderA.id}/status`,
    payload: { status: 'approved', notes: 'matrix' },
  })),
  // Issue 22: each order decided on its own; an order already decided is reported, still 200.
  row('POST /api/admin/orders/bulk-status', ADMIN_ONLY(200), (w) => ({
    url: '/api/admin/orders/bulk-status',
    payload: { ids: [w.pendingOrderA.id], status: 'approved', notes: 'matrix' },
  })),
  // Issue 20: the world's orders are pending or cancelled, so the admin's documents answer 409
  // (no invoice before approval, no packing slip) once past the admin check; nothing is numbered.
  row('GET /api/admin/orders/:id/invoice.pdf', ADMIN_ONLY(409), (w) => ({
    url: `/api/admin/orders/${w.pendingOrderA.id}/invoice.pdf`,
  })),
  row('GET /api/admin/orders/:id/packing-slip.pdf', ADMIN_ONLY(409), (w) => ({
    url: `/api/admin/orders/${w.pendingOrderA.id}/packing-slip.pdf`,
  })),

  row('GET /api/products', ANY_SIGNED_IN(200), url('/api/products')),
  row('GET /api/products/categories', ANY_SIGNED_IN(200), url('/api/products/categories')),
  row('GET /api/products/search', ANY_SIGNED_IN(200), url('/api/products/search?q=product')),
  row(
    'GET /api/products/search/suggestions',
    ANY_SIGNED_IN(200),
    url('/api/products/search/suggestions?q=pr'),
  ),
  row('GET /api/products/search/popular', ANY_SIGNED_IN(200), url('/api/products/search/popular')),
  row(
    'GET /api/products/category/:categoryId',
    ANY_SIGNED_IN(200),
    (w) => ({ url: `/api/products/category/${w.category.id}` }),
    { shared: true },
  ),
  row(
    'GET /api/products/categories/:id',
    ANY_SIGNED_IN(200),
    (w) => ({ url: `/api/products/categories/${w.category.id}` }),
    { shared: true },
  ),
  row('GET /api/products/:id', ANY_SIGNED_IN(200), (w) => ({ url: `/api/products/${w.product.id}` }), {
    shared: true,
  }),

  // Issue 21: the public link calls answer everyone alike (a made-up token: 400).
  row(
    'POST /api/auth/forgot-password',
    [200, 200, 200, 200],
    () => ({ url: '/api/auth/forgot-password', payload: { email: 'nobody@example.test' } }),
    { public: true },
  ),
  row(
    'POST /api/auth/reset-password',
    [400, 400, 400, 400],
    () => ({ url: '/api/auth/reset-password', payload: { token: 'x'.repeat(43), password: 'secret123' } }),
    { public: true },
  ),
  row(
    'POST /api/auth/accept-invite',
    [400, 400, 400, 400],
    () => ({ url: '/api/auth/accept-invite', payload: { token: 'x'.repeat(43), password: 'secret123' } }),
    { public: true },
  ),
  // A made-up link is answered { usable: false }, to anyone.
  row(
    'POST /api/auth/check-link',
    [200, 200, 200, 200],
    () => ({ url: '/api/auth/check-link', payload: { token: 'x'.repeat(43), kind: 'reset' } }),
    { public: true },
  ),
  row('POST /api/admin/users/:id/invite', ADMIN_ONLY(200), (w) => ({
    url: `/api/admin/users/${w.userA.id}/invite`,
  })),
  row('GET /api/notifications', ANY_SIGNED_IN(200), url('/api/notifications')),
  row('PUT /api/notifications/read-all', ANY_SIGNED_IN(200), url('/api/notifications/read-all')),
  // An id nobody has: every signed-in user gets the same 404 as for another user's entry.
  row('PUT /api/notifications/:id/read', ANY_SIGNED_IN(404), url('/api/notifications/999999/read')),
  row('PUT /api/notifications/preferences', ANY_SIGNED_IN(200), () => ({
    url: '/api/notifications/preferences',
    payload: { email_notifications: true },
  })),
  row('GET /api/admin/outbox', ADMIN_ONLY(200), url('/api/admin/outbox')),
  // Issue 23: the audit log.
  row('GET /api/admin/audit', ADMIN_ONLY(200), url('/api/admin/audit')),
  row('GET /api/admin/audit/actors', ADMIN_ONLY(200), url('/api/admin/audit/actors')),
  row('GET /api/admin/audit/export', ADMIN_ONLY(200), url('/api/admin/audit/export')),
  // max_seconds=0: what was missed, then the stream ends (an open stream would never answer inject).
  row('GET /api/notifications/stream', ANY_SIGNED_IN(200), url('/api/notifications/stream?max_seconds=0')),
  row('GET /api/user/wishlist', ANY_SIGNED_IN(200), url('/api/user/wishlist')),
  row('POST /api/user/wishlist', ANY_SIGNED_IN(201), (w) => ({
    url: '/api/user/wishlist',
    payload: { product_id: w.otherProduct.id },
  })),
  row('DELETE /api/user/wishlist/:productId', OWNER_ONLY(200), (w) => ({
    url: `/api/user/wishlist/${w.product.id}`,
  })),

  row('GET /api/user/cart', MEMBERS_ONLY(200), url('/api/user/cart')),
  row('POST /api/user/cart', MEMBERS_ONLY(200), (w) => ({
    url: '/api/user/cart',
    payload: { product_id: w.otherProduct.id, quantity: 1 },
  })),
  row('DELETE /api/user/cart', MEMBERS_ONLY(200), url('/api/user/cart')),
  row('PUT /api/user/cart/:id', OWNER_MEMBER_ONLY(200), (w) => ({
    url: `/api/user/cart/${w.cartLineA.id}`,
    payload: { quantity: 5 },
  })),
  row('DELETE /api/user/cart/:id', OWNER_MEMBER_ONLY(200), (w) => ({
    url: `/api/user/cart/${w.cartLineA.id}`,
  })),
  // Issue 22: quick order and bulk add fill the member's own cart: store members only.
  row('POST /api/user/quick-order/preview', MEMBERS_ONLY(200), (w) => ({
    url: '/api/user/quick-order/preview',
    payload: { text: `${w.product.sku} 2` },
  })),
  row('POST /api/user/cart/bulk', MEMBERS_ONLY(200), (w) => ({
    url: '/api/user/cart/bulk',
    payload: { items: [{ sku: w.otherProduct.sku, quantity: 1 }] },
  })),

  // Issue 22: restock lists belong to A's store (any member of it may act on them); B is handed
  // A's list and item ids and gets 404, the admin gets the cart's 403.
  row('GET /api/user/lists', MEMBERS_ONLY(200), url('/api/user/lists')),
  row('POST /api/user/lists', MEMBERS_ONLY(201), (w) => ({
    url: '/api/user/lists',
    payload: { name: `New list ${w.tag}` },
  })),
  row('GET /api/user/lists/:id', OWNER_MEMBER_ONLY(200), (w) => ({ url: `/api/user/lists/${w.listA.id}` })),
  row('PUT /api/user/lists/:id', OWNER_MEMBER_ONLY(200), (w) => ({
    url: `/api/user/lists/${w.listA.id}`,
    payload: { name: `Renamed list ${w.tag}` },
  })),
  row('DELETE /api/user/lists/:id', OWNER_MEMBER_ONLY(200), (w) => ({
    url: `/api/user/lists/${w.listA.id}`,
  })),
  row('POST /api/user/lists/:id/items', OWNER_MEMBER_ONLY(201), (w) => ({
    url: `/api/user/lists/${w.listA.id}/items`,
    payload: { product_id: w.otherProduct.id, quantity: 3 },
  })),
  row('PUT /api/user/lists/:id/items/:itemId', OWNER_MEMBER_ONLY(200), (w) => ({
    url: `/api/user/lists/${w.listA.id}/items/${w.listItemA.id}`,
    payload: { quantity: 7 },
  })),
  row('DELETE /api/user/lists/:id/items/:itemId', OWNER_MEMBER_ONLY(200), (w) => ({
    url: `/api/user/lists/${w.listA.id}/items/${w.listItemA.id}`,
  })),
  row('POST /api/user/lists/:id/add-to-cart', OWNER_MEMBER_ONLY(200), (w) => ({
    url: `/api/user/lists/${w.listA.id}/add-to-cart`,
  })),

  row('GET /api/orders', ANY_SIGNED_IN(200), url('/api/orders')),
  // Issue 23: each member exports only their own orders (the admin has none of their own).
  row('GET /api/orders/export', ANY_SIGNED_IN(200), url('/api/orders/export')),
  row('POST /api/orders/from-cart', MEMBERS_ONLY(201), url('/api/orders/from-cart')),
  // Issue 22: the member's store budget, for the cart page: store members only, like the cart.
  row('GET /api/user/budget', MEMBERS_ONLY(200), url('/api/user/budget')),
  row('GET /api/user/spending', MEMBERS_ONLY(200), url('/api/user/spending')),
  row('POST /api/orders', MEMBERS_ONLY(201), (w) => ({
    url: '/api/orders',
    payload: { items: [{ id: w.product.id, quantity: 1 }] },
  })),
  // Issue 22: any of A's own orders goes back in A's cart; B gets 404, the admin the cart's 403.
  row('POST /api/orders/:id/reorder', OWNER_MEMBER_ONLY(200), (w) => ({
    url: `/api/orders/${w.pendingOrderA.id}/reorder`,
  })),
  ...['/api/orders', '/api/user/orders'].flatMap((base) => [
    row(`GET ${base}/:id`, OWNER_ONLY(200), (w) => ({ url: `${base}/${w.pendingOrderA.id}` })),
    row(`PUT ${base}/:id/cancel`, OWNER_ONLY(200), (w) => ({ url: `${base}/${w.pendingOrderA.id}/cancel` })),
    row(`POST ${base}/:id/restore-to-cart`, OWNER_MEMBER_ONLY(200), (w) => ({
      url: `${base}/${w.cancelledOrderA.id}/restore-to-cart`,
    })),
    row(`DELETE ${base}/:id`, OWNER_ONLY(200), (w) => ({ url: `${base}/${w.cancelledOrderA.id}` })),
    // Issue 20: A's order is pending, so the owner is told 409 (no invoice before approval); B and
    // the admin (through member routes) get 404 first, as for GET /orders/:id.
    row(`GET ${base}/:id/invoice.pdf`, OWNER_ONLY(409), (w) => ({
      url: `${base}/${w.pendingOrderA.id}/invoice.pdf`,
    })),
  ]),
];
