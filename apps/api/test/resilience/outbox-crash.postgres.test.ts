import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOn } from '../support/database';
import { startSmtp } from '../support/smtp';
import {
  createScratchDatabase,
  freePort,
  httpCall,
  type ServerProcess,
  signIn,
  sleep,
  startServer,
  waitUntilReady,
} from './spawn-server';

// Issue 21: an e-mail whose event committed survives kill -9 of the server before it was sent,
// and is sent once after the restart.
describeOn('postgres', 'the outbox survives kill -9 (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: ServerProcess | undefined;

  const start = async (intervalMs: number) => {
    const port = await freePort(3350, 3399);
    server = startServer({
      DATABASE_URL: database.url,
      PORT: String(port),
      SEED_DEMO: 'true',
      SEED_PRODUCTS: '100',
      SMTP_URL: smtp.url,
      OUTBOX_INTERVAL_MS: String(intervalMs),
    });
    await waitUntilReady(server);
    return port;
  };

  beforeAll(async () => {
    database = await createScratchDatabase();
    smtp = await startSmtp();
  }, 60_000);

  afterAll(async () => {
    await server?.kill9();
    await smtp?.close();
    await database?.drop();
  }, 60_000);

  it('an approval committed just before the crash is e-mailed once after the restart', async () => {
    // The worker's first round is 10 minutes away: nothing is sent before the kill.
    let port = await start(600_000);
    const admin = await signIn(port, 'admin@example.com', 'admin123');
    const member = await signIn(port, 'store@example.com', 'store123');
    const products = await httpCall(port, '/api/products?limit=50', { token: member });
    const product = products.body.data.products.find(
      (p: { availability: string }) => p.availability === 'in_stock',
    );
    // Explicit items: the demo member's cart may hold lines that cannot be ordered.
    const placed = await httpCall(port, '/api/orders', {
      method: 'POST',
      token: member,
      body: { items: [{ id: product.id, quantity: 1 }] },
    });
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    const approved = await httpCall(port, `/api/admin/orders/${order.id}/status`, {
      method: 'PUT',
      token: admin,
      body: { status: 'approved', notes: 'Crash test' },
    });
    expect(approved.status).toBe(200);
    await server!.kill9();
    expect(smtp.received).toEqual([]);

    port = await start(200);
    const subject = `Order ${order.order_number} approved`;
    for (let i = 0; i < 100 && !smtp.received.some((m) => m.subject === subject); i += 1) await sleep(100);
    await sleep(1500); // a few more rounds: nothing may be sent twice
    const toMember = smtp.received.filter((m) => m.subject === subject);
    expect(toMember).toHaveLength(1);
    expect(toMember[0]?.to).toEqual(['store@example.com']);
    expect(toMember[0]?.raw).toContain('Crash test');
    const newOrder = smtp.received.filter((m) => m.subject === `New order ${order.order_number}`);
    expect(new Set(newOrder.flatMap((m) => m.to)).size).toBe(newOrder.length);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query(`select status, count(*)::int as n from outbox group by status`);
    await client.end();
    expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);
    expect(port).toBeGreaterThan(0);
  }, 240_000);
});
