import type {
  AdminOrderListItem,
  Cart,
  CartItem,
  CartStore,
  Category,
  LoginSession,
  Pagination,
  Product,
  TokenClaims,
} from '@portal/contract';

// Answers shaped by the contract's types, as the API sends them; each test overrides what it
// is about.

export const STORE: CartStore = { id: 3, name: 'Harbor Repairs', store_id: 'ST0003', location: 'Austin, TX' };

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 101,
    name: 'iPhone 14 Battery',
    price: 24.99,
    sku: 'BAT-IP14-01',
    manufacturer: 'Apple',
    model: 'A2649',
    category_ids: [1, 12, 140],
    category: 'iPhone 14',
    weight: 0.05,
    status: 1,
    description: null,
    badges: null,
    image: null,
    stock_quantity: null,
    availability: overrides.status === 0 ? 'out_of_stock' : 'in_stock',
    ...overrides,
  };
}

export function makeCartItem(product: Product, quantity: number, id = product.id + 1000): CartItem {
  const { id: productId, name, price, manufacturer, sku, image, status, model } = product;
  return { id, quantity, product: { id: productId, name, price, manufacturer, sku, image, status, model } };
}

/** The cart as GET /user/cart answers it: count of units, totals as exact money strings. */
export function makeCart(items: CartItem[], store: CartStore | null = STORE): Cart {
  const cents = items.reduce((sum, item) => sum + Math.round(item.product.price * 100) * item.quantity, 0);
  const money = (cents / 100).toFixed(2);
  return {
    store,
    items,
    count: items.reduce((sum, item) => sum + item.quantity, 0),
    total: money,
    subtotal: money,
    tax_rate: 0,
    tax: '0.00',
    shipping: '0.00',
    free_shipping_threshold: null,
    order_total: money,
  };
}

export function makePagination(total: number, limit: number, page = 1): Pagination {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}

export function makeAdminOrder(overrides: Partial<AdminOrderListItem> = {}): AdminOrderListItem {
  return {
    id: 41,
    order_number: 'ORD-100041',
    user_name: 'Jane Doe',
    user_email: 'jane@harbor.example',
    store_name: 'Harbor Repairs',
    items_count: 3,
    product_names: ['iPhone 14 Battery'],
    total_amount: '74.97',
    status: 'pending',
    created_at: '2026-11-20T10:15:00.000Z',
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return {
    entity_id: 1,
    name: 'Apple',
    parent_id: null,
    level: 1,
    has_children: true,
    children_count: 3,
    meta_title: null,
    meta_keywords: null,
    is_part: false,
    is_active: true,
    image_url: null,
    ...overrides,
  };
}

export const ACCOUNTS = {
  admin: { id: 1, name: 'Ada Admin', email: 'admin@example.com', role: 'admin' },
  user: { id: 7, name: 'Sam Store', email: 'store@example.com', role: 'user', storeName: STORE.name },
} as const;

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A token the web app can read (it never checks signatures: the server does). */
export function makeToken(who: keyof typeof ACCOUNTS): string {
  const { id, name, email, role } = ACCOUNTS[who];
  const claims: TokenClaims = {
    userId: id,
    name,
    email,
    role,
    ...(who === 'user' ? { storeName: STORE.name } : {}),
    ver: 0,
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
}

/** POST /auth/login's answer for one of the accounts. */
export function makeLoginResponse(who: keyof typeof ACCOUNTS): {
  success: true;
  message: string;
  data: LoginSession;
} {
  return {
    success: true,
    message: 'Login successful',
    data: { user: { ...ACCOUNTS[who] }, tokens: { accessToken: makeToken(who) } },
  };
}
