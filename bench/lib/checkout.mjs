// Scenario 5: concurrent buyers, each with its own account, each adding 3 products and checking out.
import { randomUUID } from 'node:crypto';
import { pick } from './data.mjs';
import { api, latencies, login } from './load.mjs';

export async function createBuyers(base, adminToken, count) {
  const stores = (await api(base, 'GET', '/api/admin/stores?limit=100', { token: adminToken })).data.stores;
  // Only members of an active store may order (issue 17.8).
  const active = stores.filter((s) => s.status === 'active' && s.is_active);
  const run = randomUUID().slice(0, 6);
  const buyers = [];
  for (let i = 0; i < count; i += 1) {
    const email = `bench-buyer-${run}-${i}@example.test`;
    await api(base, 'POST', '/api/admin/users', {
      token: adminToken,
      body: {
        email,
        password: 'bench123',
        confirmPassword: 'bench123',
        name: `Bench Buyer ${i}`,
        phone_number: '',
        role: 'user',
        designation: 'viewer',
        is_active: true,
        store_id: pick(active).id,
      },
    });
    buyers.push({ email, token: await login(base, email, 'bench123') });
  }
  return buyers;
}

export async function runCheckout({ base, buyers, productIds, seconds }) {
  const deadline = Date.now() + seconds * 1000;
  const checkoutTimes = [];
  const keys = [];
  let errors = 0;
  let firstError;
  const started = Date.now();
  await Promise.all(
    buyers.map(async ({ token }) => {
      while (Date.now() < deadline) {
        try {
          for (let i = 0; i < 3; i += 1) {
            await api(base, 'POST', '/api/user/cart', {
              token,
              body: { product_id: pick(productIds), quantity: 1 },
            });
          }
          const key = randomUUID();
          const t0 = performance.now();
          const res = await api(base, 'POST', '/api/orders/from-cart', {
            token,
            body: {},
            headers: { 'idempotency-key': key },
          });
          checkoutTimes.push(performance.now() - t0);
          keys.push({ key, orderNumber: res.data.order_number });
        } catch (error) {
          errors += 1;
          firstError ??= String(error.message ?? error).slice(0, 200);
        }
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  return {
    orders: keys.length,
    ordersPerSecond: Math.round((keys.length / elapsed) * 100) / 100,
    ...latencies(checkoutTimes),
    errors,
    firstError,
    duplicateOrderNumbers: keys.length - new Set(keys.map((k) => k.orderNumber)).size,
    keys,
  };
}
