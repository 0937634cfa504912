import v8 from 'node:v8';
import vm from 'node:vm';
import { parse } from 'csv-parse';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestContext } from '../../../test/support/app';
import { describeOn } from '../../../test/support/database';
import { makeUser } from '../../../test/support/factories';
import { queryRows } from '../../db/rows';

// Issue 23: an export is streamed, so the server does not grow with it. 200,000 orders written by
// the database in one statement (as bulk-orders.ts does for `db:seed --orders`, without lines or
// histories, which a per-order export does not read), exported through a real HTTP connection
// while the process's live memory is sampled (after a garbage collection, so garbage not yet
// collected does not count); the client counts and sums the rows as they come and keeps none.
// PostgreSQL only: the production database (PGlite keeps the whole database in this process).
const ORDERS = 200_000;
const GROWTH_LIMIT_MB = 100;
/** What stays alive: a few pages of rows and their text at most. */
const LIVE_HEAP_LIMIT_MB = 50;
const MB = 1024 * 1024;

// The collector, to measure what is alive rather than what V8 has not yet bothered to free.
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;

let t: TestContext;
let base: string;
let token: string;

describeOn('postgres', 'orders CSV export memory', () => {
  beforeAll(async () => {
    t = await createTestApp();
    // Names of several lengths, quoted (a comma), long approval reasons: a CSV larger than the limit.
    await t.db.transaction(async (tx) => {
      // For the seed's speed, in this test's own database: the report triggers are skipped (its
      // reports are not read), the search's trigram indexes dropped (an unfiltered export uses none).
      await tx.execute(sql`set local session_replication_role = replica`);
      const gin = await queryRows<{ name: string }>(
        tx,
        sql`select indexname as name from pg_indexes where tablename = 'orders' and indexdef ilike '% using gin %'`,
      );
      for (const { name } of gin) await tx.execute(sql.raw(`drop index ${name}`));
      await tx.execute(sql`insert into orders (order_number, status, user_name, user_email, items_count,
        subtotal, total_amount, store_name, store_code, po_number, approval_reason, created_at)
      select 'MEM-' || g, (array['pending', 'approved', 'shipped', 'completed'])[1 + g % 4],
        'Buyer ' || repeat('x', g % 40), 'buyer' || (g % 997) || '@memory.test', 1 + g % 9,
        (g % 100000) / 100.0, (g % 100000) / 100.0 + 1, 'Store ' || (g % 500) || ', Unit ' || (g % 7),
        'ST' || lpad((g % 500)::text, 4, '0'), 'PO-' || g,
        repeat('Approved under the store rule ', 12 + g % 5), now() - (g % 700) * interval '1 day'
      from generate_series(1, ${ORDERS}) g`);
    });
    await t.db.execute(sql`analyze orders`);
    const admin = await makeUser(t.db, { role: 'admin', designation: 'admin' });
    token = await loginAs(t.app, admin.email, admin.password);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 240_000);
  afterAll(() => t?.close());

  it(`streams ${ORDERS.toLocaleString('en')} orders with the process growing under ${GROWTH_LIMIT_MB} MB`, async () => {
    const [expected] = await queryRows<{ orders: number; cents: string }>(
      t.db,
      sql`select count(*)::int as orders, (sum(total_amount) * 100)::bigint::text as cents from orders`,
    );
    expect(expected?.orders).toBe(ORDERS);

    collect();
    const start = process.memoryUsage();
    let peakRss = start.rss;
    let peakHeap = start.heapUsed;
    let samples = 0;
    // RSS often; the live heap after a collection now and then (a collection costs time).
    const sample = setInterval(() => {
      samples += 1;
      if (samples % 3 === 0) {
        collect();
        peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
      }
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
    }, 100);
    let rows = 0;
    let cents = 0n;
    let totalColumn = -1;
    let bytes = 0;
    try {
      const res = await fetch(`${base}/api/admin/orders/export`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      const parser = parse({ bom: true });
      const consumed = (async () => {
        for await (const record of parser as AsyncIterable<string[]>) {
          if (totalColumn < 0) {
            totalColumn = record.indexOf('total_amount');
            continue;
          }
          rows += 1;
          cents += BigInt(Math.round(Number(record[totalColumn]) * 100));
        }
      })();
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.byteLength;
        if (!parser.write(chunk)) await new Promise((resolve) => parser.once('drain', resolve));
      }
      parser.end();
      await consumed;
    } finally {
      clearInterval(sample);
    }
    const rssGrowth = (peakRss - start.rss) / MB;
    const heapGrowth = (peakHeap - start.heapUsed) / MB;
    console.info(
      `orders export: ${rows} rows, ${(bytes / MB).toFixed(1)} MB; RSS +${rssGrowth.toFixed(1)} MB, live heap +${heapGrowth.toFixed(1)} MB (${samples} samples)`,
    );
    // Every order, once: the count and the sum of the amounts match the database.
    expect(rows).toBe(ORDERS);
    expect(cents.toString()).toBe(expected?.cents);
    expect(bytes).toBeGreaterThan(GROWTH_LIMIT_MB * MB);
    expect(samples).toBeGreaterThan(20);
    // The CSV (and the rows it came from) is larger than the limit: holding it would show.
    expect(rssGrowth).toBeLessThan(GROWTH_LIMIT_MB);
    expect(heapGrowth).toBeLessThan(LIVE_HEAP_LIMIT_MB);
  }, 180_000);
});
