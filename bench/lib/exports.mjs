// Issue 23: the admin's orders CSV at a large number of orders, streamed. The orders are copied in
// by SQL (generate_series from one placed order), then the whole export is read while the API's
// resident memory is sampled: time, rows, bytes, and the RSS at the start and at its peak.
import pg from 'pg';
import { timed } from './catalogue-admin.mjs';

/** Makes the database hold at least `total` orders (copies of the newest placed order). */
async function fillOrders(dbUrl, total) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const [{ n }] = (await client.query('select count(*)::int n from orders')).rows;
    const missing = total - n;
    if (missing <= 0) return 0;
    await client.query(
      `insert into orders (order_number, user_id, store_id, status, user_name, user_email, store_name,
         store_code, items_count, subtotal, tax_amount, shipping_fee, total_amount, created_at)
       select 'EXP-' || g, o.user_id, o.store_id, (array['pending','approved','shipped','completed','rejected'])[1 + g % 5],
         o.user_name, o.user_email, o.store_name, o.store_code, o.items_count, o.subtotal, o.tax_amount,
         o.shipping_fee, o.total_amount, now() - (g % 730) * interval '1 day'
       from (select * from orders order by id desc limit 1) o, generate_series(1, $1::int) g`,
      [missing],
    );
    return missing;
  } finally {
    await client.end();
  }
}

/** Reads the export as a stream, counting rows and bytes, never holding it. */
async function readExport(base, token) {
  const res = await fetch(`${base}/api/admin/orders/export`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`orders export answered ${res.status}`);
  let bytes = 0;
  let rows = -1; // the header line
  const decoder = new TextDecoder();
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (const ch of decoder.decode(chunk, { stream: true })) if (ch === '\n') rows += 1;
  }
  return { rows, megabytes: Math.round(bytes / 1024 / 102.4) / 10 };
}

export async function ordersExportScenario({ base, adminToken, pid, dbUrl, orders }) {
  const t0 = performance.now();
  const added = await fillOrders(dbUrl, orders);
  const fillSeconds = Math.round((performance.now() - t0) / 100) / 10;
  const exported = await timed(pid, () => readExport(base, adminToken));
  return { orders, added, fillSeconds, ...exported };
}
