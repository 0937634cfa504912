import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn } from '../resilience/spawn-server';
import { describeOn } from '../support/database';
import { makeCartItem, makeProduct, makeStore, makeUser } from '../support/factories';
import { httpCall, startTwoProcesses, type TwoProcesses, within } from '../support/two-processes';

// Issue 24, "many processes, one database": two real API processes A and B on two ports over one
// PostgreSQL. What one process changes, the other shows within a second: revocations (sessions
// are cached 5 s per process), catalogue edits (the catalogue is held in memory 60 s), settings,
// the sign-in limit, live notifications; and B refreshes everything after losing its LISTEN link.
describeOn('postgres', 'two API processes on one PostgreSQL', () => {
  let p: TwoProcesses;
  let product: { id: number };
  let adminToken: string;

  beforeAll(async () => {
    p = await startTwoProcesses({
      // In both processes' in-memory catalogue from their start.
      prepare: async (db) => {
        product = await makeProduct(db, { price: '10.00' });
      },
    });
    const admin = await makeUser(p.db, { role: 'admin', designation: 'admin' });
    adminToken = await signIn(p.a.port, admin.email, admin.password);
  }, 240_000);
  afterAll(() => p?.close(), 60_000);

  /** A member with a store, signed in on A. */
  async function member() {
    const store = await makeStore(p.db);
    const user = await makeUser(p.db, { storeId: store.id });
    return { user, store, token: await signIn(p.a.port, user.email, user.password) };
  }
  const statusOn = async (port: number, token: string) =>
    (await httpCall(port, '/api/user/wishlist', { token })).status;

  it('a logout on A is refused on B within a second', async () => {
    const { token } = await member();
    // B holds the session from now on (SESSION_TTL_MS, 5 s): only a message makes it let go.
    expect(await statusOn(p.b.port, token)).toBe(200);
    expect((await httpCall(p.a.port, '/api/auth/logout', { method: 'POST', token })).status).toBe(200);
    await within(
      1000,
      () => statusOn(p.b.port, token),
      (status) => status === 401,
    );
  });

  it('a password change on A is refused on B within a second; the new password signs in on B', async () => {
    const { user, token } = await member();
    expect(await statusOn(p.b.port, token)).toBe(200);
    const changed = await httpCall(p.a.port, '/api/auth/change-password', {
      method: 'PUT',
      token,
      body: { oldPassword: user.password, newPassword: 'changed-on-a-123' },
    });
    expect(changed.status).toBe(200);
    await within(
      1000,
      () => statusOn(p.b.port, token),
      (status) => status === 401,
    );
    const again = await signIn(p.b.port, user.email, 'changed-on-a-123');
    expect(await statusOn(p.b.port, again)).toBe(200);
  });

  it('a member deactivated by an admin on A is refused on B within a second', async () => {
    const { user, token } = await member();
    expect(await statusOn(p.b.port, token)).toBe(200);
    const off = await httpCall(p.a.port, `/api/admin/users/${user.id}`, {
      method: 'PUT',
      token: adminToken,
      body: { name: user.name, phone_number: null, is_active: false },
    });
    expect(off.status).toBe(200);
    await within(
      1000,
      () => statusOn(p.b.port, token),
      (status) => status === 401,
    );
  });

  it('a revocation no process announced (a crash right after the commit, a write in psql) reaches A and B within a second', async () => {
    const { user, token } = await member();
    // Both processes hold the session from now on (SESSION_TTL_MS, 5 s).
    expect(await statusOn(p.a.port, token)).toBe(200);
    expect(await statusOn(p.b.port, token)).toBe(200);
    // Committed by nobody's API code: only the database's own NOTIFY (migration 0014) tells them.
    await p.db.execute(sql`update users set token_version = token_version + 1 where id = ${user.id}`);
    await within(
      1000,
      async () => [await statusOn(p.a.port, token), await statusOn(p.b.port, token)],
      (statuses) => statuses.every((status) => status === 401),
    );
  });

  it("a price edit on A shows in B's product detail and catalogue page within a second", async () => {
    const { token } = await member();
    const detail = async () => (await httpCall(p.b.port, `/api/products/${product.id}`, { token })).body;
    const listed = async () => {
      const page = await httpCall(p.b.port, '/api/products?limit=100', { token });
      return page.body.data.products.find((x: { id: number }) => x.id === product.id)?.price;
    };
    expect((await detail()).data.price).toBe(10);
    expect(await listed()).toBe(10);
    const edit = await httpCall(p.a.port, `/api/admin/products/${product.id}`, {
      method: 'PUT',
      token: adminToken,
      body: { price: 12.5 },
    });
    expect(edit.status).toBe(200);
    await within(1000, detail, (body) => body.data.price === 12.5);
    await within(1000, listed, (price) => price === 12.5);
  });

  it('the sign-in limit counts attempts made on A and on B together', async () => {
    const user = await makeUser(p.db);
    const attempt = (port: number, password: string) =>
      httpCall(port, '/api/auth/login', { method: 'POST', body: { email: user.email, password } });
    // Five wrong passwords a minute per account and address: three on A, two on B.
    for (const port of [p.a.port, p.a.port, p.a.port, p.b.port, p.b.port]) {
      expect((await attempt(port, 'wrong-password')).status).toBe(401);
    }
    const refused = await attempt(p.b.port, user.password);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many failed sign-in attempts/);
    expect((await attempt(p.a.port, user.password)).status).toBe(429);
  });

  it('an SSE client on B receives the approval of its order made on A within a second', async () => {
    const buyer = await member();
    await makeCartItem(p.db, { userId: buyer.user.id, productId: product.id, quantity: 2 });
    const placed = await httpCall(p.a.port, '/api/orders/from-cart', { method: 'POST', token: buyer.token });
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    const stream = await openStream(p.b.port, buyer.token);
    try {
      await stream.connected;
      const approved = await httpCall(p.a.port, `/api/admin/orders/${order.id}/status`, {
        method: 'PUT',
        token: adminToken,
        body: { status: 'approved' },
      });
      expect(approved.status).toBe(200);
      await within(
        1000,
        async () => stream.events,
        (events) => events.some((e) => e.type === 'order_approved' && e.order_id === order.id),
      );
      expect(stream.events.find((e) => e.type === 'order_approved')?.title).toBe(
        `Order ${order.order_number} approved`,
      );
    } finally {
      await stream.close();
    }
  });

  it("a settings change on A is in B's cart charges at once", async () => {
    const buyer = await member();
    await makeCartItem(p.db, { userId: buyer.user.id, productId: product.id, quantity: 4 });
    const settings = (taxRate: number, fee: number) =>
      httpCall(p.a.port, '/api/admin/settings', {
        method: 'PUT',
        token: adminToken,
        body: {
          company_name: 'Two Process Supply',
          company_address: '',
          company_tax_id: '',
          tax_rate: taxRate,
          shipping_fee: fee,
          free_shipping_threshold: null,
        },
      });
    const cartOnB = async () =>
      (await httpCall(p.b.port, '/api/user/cart', { token: buyer.token })).body.data;
    expect((await settings(5, 7)).status).toBe(200);
    expect(await cartOnB()).toMatchObject({ tax_rate: 5, shipping: '7.00' });
    expect((await settings(8.25, 12)).status).toBe(200);
    expect(await cartOnB()).toMatchObject({ tax_rate: 8.25, shipping: '12.00' });
  });

  it('B refreshes everything once its killed LISTEN connection is back, and hears A again', async () => {
    const { user, token } = await member();
    expect(await statusOn(p.b.port, token)).toBe(200);
    // A write no process tells of, and with the database's own NOTIFY (migration 0014) switched
    // off, a change B cannot hear of: B keeps the session it holds.
    await p.database.query('alter table users disable trigger users_sessions_update_trigger');
    await p.database.query('update users set token_version = token_version + 1 where id = $1', [user.id]);
    await p.database.query('alter table users enable trigger users_sessions_update_trigger');
    expect(await statusOn(p.b.port, token)).toBe(200);
    const killed = await p.listenerOf(p.b);
    expect(killed).toBeGreaterThan(0);
    await p.database.query('select pg_terminate_backend($1)', [killed]);
    // Back within a second, B dropped every session it held: the stale one is refused.
    await within(
      1000,
      () => statusOn(p.b.port, token),
      (status) => status === 401,
    );
    const listener = await within(
      1000,
      () => p.listenerOf(p.b),
      (pid) => pid !== null && pid !== killed,
    );
    expect(listener).toBeLessThanOrEqual(1000);
    const other = await member();
    expect(await statusOn(p.b.port, other.token)).toBe(200);
    expect(
      (await httpCall(p.a.port, '/api/auth/logout', { method: 'POST', token: other.token })).status,
    ).toBe(200);
    await within(
      1000,
      () => statusOn(p.b.port, other.token),
      (status) => status === 401,
    );
  });
});

type Notification = { type: string; order_id: number | null; title: string };

/** GET /api/notifications/stream read as it arrives; `connected` resolves with its first comment. */
async function openStream(port: number, token: string) {
  const controller = new AbortController();
  // Last-Event-ID 0: an entry written while the stream was being opened is replayed, not lost.
  const res = await fetch(`http://127.0.0.1:${port}/api/notifications/stream`, {
    headers: { authorization: `Bearer ${token}`, 'last-event-id': '0' },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  const events: Notification[] = [];
  let markConnected = () => {};
  const connected = new Promise<void>((resolve) => {
    markConnected = resolve;
  });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const reading = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.startsWith(': connected')) markConnected();
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data) events.push(JSON.parse(data));
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    connected,
    async close() {
      controller.abort();
      await reading;
    },
  };
}
