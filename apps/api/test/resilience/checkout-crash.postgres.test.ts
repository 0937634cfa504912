import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOn } from '../support/database';
import { type Buyer, recordPlaced, startLoad } from './checkout-load';
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

const CRASHES = 5;
const BUYERS = 6;

// The real server on a real PostgreSQL database, killed with SIGKILL while buyers check out over
// HTTP, then restarted on the same database: what was acknowledged must all be there.
describeOn('postgres', 'checkout survives kill -9 of the server (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let client: pg.Client;
  let server: ServerProcess | undefined;
  let port = 0;

  const start = async () => {
    port = await freePort(3300, 3349);
    server = startServer({
      DATABASE_URL: database.url,
      PORT: String(port),
      SEED_DEMO: 'true',
      SEED_PRODUCTS: '200',
      DB_POOL_SIZE: '10',
    });
    return waitUntilReady(server);
  };

  beforeAll(async () => {
    database = await createScratchDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  }, 60_000);

  afterAll(async () => {
    await server?.kill9();
    await client?.end();
    await database?.drop();
  }, 60_000);

  const rows = async <T>(text: string, params: unknown[] = []) =>
    (await client.query(text, params)).rows as T[];

  const itemsOf = async (orderId: number) =>
    new Map(
      (
        await rows<{ product_id: number; quantity: number }>(
          'select product_id, quantity from order_items where order_id = $1',
          [orderId],
        )
      ).map((row) => [row.product_id, row.quantity]),
    );
  const cartOf = async (userId: number) =>
    new Map(
      (
        await rows<{ product_id: number; quantity: number }>(
          'select product_id, quantity from cart_items where user_id = $1',
          [userId],
        )
      ).map((row) => [row.product_id, row.quantity]),
    );
  const cut = { adds: 0, checkouts: 0, committedBeforeKill: 0 };
  const sorted = (map: Map<number, number>) => [...map].sort(([a], [b]) => a - b);

  /** After a restart: settles the call each buyer lost in the crash, from the database and a retry. */
  async function settleUnknown(buyer: Buyer) {
    const unknown = buyer.unknown;
    buyer.unknown = undefined;
    if (unknown?.kind === 'add') {
      cut.adds += 1;
      const now = (await cartOf(buyer.id)).get(unknown.productId) ?? 0;
      expect([unknown.before, unknown.after], `${buyer.email}: add cut off by the crash`).toContain(now);
      if (now) buyer.cart.set(unknown.productId, now);
    }
    if (unknown?.kind === 'checkout') {
      // The same Idempotency-Key again: the order if it was committed, else a new one from the intact cart.
      const res = await httpCall(port, '/api/orders/from-cart', {
        method: 'POST',
        token: buyer.token,
        headers: { 'idempotency-key': unknown.key },
        body: {},
      });
      expect(
        [200, 201],
        `${buyer.email}: checkout retried after the crash ${JSON.stringify(res.body)}`,
      ).toContain(res.status);
      cut.checkouts += 1;
      if (res.status === 200) cut.committedBeforeKill += 1;
      recordPlaced(buyer, unknown.key, res.body.data);
    }
  }

  async function checkAll(buyers: Buyer[]) {
    let checked = 0;
    for (const buyer of buyers) {
      for (const placed of buyer.placed) {
        const [order] = await rows<{ user_id: number; order_number: string }>(
          'select user_id, order_number from orders where id = $1',
          [placed.orderId],
        );
        expect(order, `${buyer.email}: acknowledged order ${placed.orderNumber}`).toMatchObject({
          user_id: buyer.id,
          order_number: placed.orderNumber,
        });
        expect(sorted(await itemsOf(placed.orderId)), `items of ${placed.orderNumber}`).toEqual(
          sorted(placed.items),
        );
        checked += 1;
      }
      // Emptied by each checkout: holds exactly what was added since the last one.
      expect(sorted(await cartOf(buyer.id)), `${buyer.email}: cart after the restart`).toEqual(
        sorted(buyer.cart),
      );
    }
    const duplicates = await rows('select order_number from orders group by 1 having count(*) > 1');
    expect(duplicates, 'duplicate order numbers').toEqual([]);
    const empty = await rows(
      'select id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)',
    );
    expect(empty, 'orders without items').toEqual([]);
    const wrongTotals = await rows(`
      select o.id, o.total_amount, o.subtotal, o.items_count from orders o
      where o.subtotal <> (select sum(i.line_total) from order_items i where i.order_id = o.id)
         or o.total_amount <> o.subtotal + o.tax_amount + o.shipping_fee
         or o.items_count <> (select count(*) from order_items i where i.order_id = o.id)
         or exists (select 1 from order_items i where i.order_id = o.id and i.line_total <> i.unit_price * i.quantity)`);
    expect(
      wrongTotals,
      'orders whose subtotal is not the sum of their items, or total not subtotal + tax + shipping',
    ).toEqual([]);
    return checked;
  }

  it(`every acknowledged checkout is complete after ${CRASHES} kill -9 restarts`, async () => {
    const firstStart = await start();
    // Untracked stock: this test is about crashes, not about products running out (stock.test.ts).
    const products = await rows<{ id: number }>(
      'update products set stock_quantity = null where id in (select id from products where status = 1 and is_active order by id limit 40) returning id',
    );
    const members = await rows<{ id: number; email: string }>(
      // Only members of an active store may order.
      `select u.id, u.email from users u join stores s on s.id = u.store_id
       where u.role = 'user' and u.is_active and s.is_active order by u.id limit $1`,
      [BUYERS],
    );
    const buyers: Buyer[] = [];
    for (const member of members) {
      const password = member.email === 'store@example.com' ? 'store123' : 'member123';
      const token = await signIn(port, member.email, password);
      // The demo data fills some carts; start from empty ones.
      await httpCall(port, '/api/user/cart', { method: 'DELETE', token });
      buyers.push({ ...member, token, cart: new Map(), placed: [], keys: 0 });
    }
    expect(buyers).toHaveLength(BUYERS);

    const restarts: number[] = [];
    let ordersChecked = 0;
    for (let crash = 1; crash <= CRASHES; crash += 1) {
      const load = startLoad(
        () => port,
        buyers,
        products.map((product) => product.id),
      );
      const before = load.placedCount();
      const deadline = Date.now() + 60_000;
      while (load.placedCount() < before + 2 * BUYERS && Date.now() < deadline) await sleep(50);
      await sleep(Math.random() * 300);
      load.stop();
      await server!.kill9();
      await load.done;
      expect(load.wrongAnswers, `crash ${crash}`).toEqual([]);
      expect(load.placedCount(), `checkouts before crash ${crash}`).toBeGreaterThan(before);

      restarts.push(await start());
      for (const buyer of buyers) await settleUnknown(buyer);
      ordersChecked = await checkAll(buyers);
    }
    console.info(
      `checkout crash: ${CRASHES} kill -9 survived, ${ordersChecked} acknowledged orders checked ` +
        `(${buyers.length} buyers; cut off by the kill: ${cut.checkouts} checkouts, ` +
        `${cut.committedBeforeKill} of them committed, ${cut.adds} cart adds), first start ${firstStart} ms, ` +
        `restarts ${restarts.join('/')} ms`,
    );
  }, 300_000);
});
