// Issue 19: the admin's catalogue at 100,000 products. Export and import (dry run, apply, apply
// again unchanged) with the server's memory sampled, then price edits during the catalogue load:
// how soon the store shows each new price, and what the load keeps of its throughput.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { pick } from './data.mjs';
import { latencies, runLoad } from './load.mjs';

const round = (n, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

/** The server's resident memory, sampled every 50 ms: at the start and the highest seen. */
export function sampleMemory(pid) {
  const read = () => {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      return match ? Number(match[1]) / 1024 : 0;
    } catch {
      return 0;
    }
  };
  const start = read();
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, read());
  }, 50);
  return () => {
    clearInterval(timer);
    return { rssStartMb: round(start), rssPeakMb: round(Math.max(peak, read())) };
  };
}

export async function timed(pid, work) {
  const stop = sampleMemory(pid);
  const t0 = performance.now();
  const result = await work();
  return { seconds: round((performance.now() - t0) / 1000, 2), ...stop(), ...result };
}

async function exportAll(base, token) {
  const res = await fetch(`${base}/api/admin/products/export`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`export answered ${res.status}`);
  const text = await res.text();
  return { text, bytes: Buffer.byteLength(text), rows: text.trimEnd().split('\n').length - 1 };
}

async function importCsv(base, token, csv, dryRun) {
  const res = await fetch(`${base}/api/admin/products/import?dry_run=${dryRun}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    body: csv,
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`import answered ${res.status}: ${body.message}`);
  const { created, updated, unchanged, errors_total: errors } = body.data;
  return { status: res.status, created, updated, unchanged, errors };
}

/** Every price up by 1 cent: a file that updates every product. */
function withNewPrices(csv) {
  const [header, ...rows] = parse(csv, { bom: true });
  const price = header.indexOf('price');
  for (const row of rows) row[price] = (Number(row[price]) + 0.01).toFixed(2);
  return stringify([header, ...rows]);
}

export async function importExportScenarios({ base, adminToken, pid }) {
  const exported = await timed(pid, () => exportAll(base, adminToken));
  const csv = withNewPrices(exported.text);
  delete exported.text;
  const dryRun = await timed(pid, () => importCsv(base, adminToken, csv, true));
  const apply = await timed(pid, () => importCsv(base, adminToken, csv, false));
  const again = await timed(pid, () => importCsv(base, adminToken, csv, false));
  return { export: exported, dryRun, apply, applyUnchanged: again };
}

/**
 * The catalogue page load for `seconds` while an admin changes a price every half second; after
 * each change a store member's product read is repeated until it shows the new price.
 */
export async function priceEditsUnderLoad({
  base,
  adminToken,
  storeToken,
  productIds,
  cataloguePath,
  seconds,
}) {
  const headers = { authorization: `Bearer ${storeToken}` };
  const load = runLoad({ base, nextPath: cataloguePath, headers, seconds });
  const deadline = Date.now() + (seconds - 1) * 1000;
  const visible = [];
  let edits = 0;
  while (Date.now() < deadline) {
    const id = pick(productIds);
    const price = round(1 + Math.random() * 500, 2);
    const t0 = performance.now();
    const put = await fetch(`${base}/api/admin/products/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ price }),
    });
    if (!put.ok) throw new Error(`price edit answered ${put.status}`);
    edits += 1;
    for (;;) {
      const res = await fetch(`${base}/api/products/${id}`, { headers });
      if ((await res.json()).data?.price === price) break;
      if (performance.now() - t0 > 10_000) throw new Error(`price of ${id} not shown after 10 s`);
      await new Promise((r) => setTimeout(r, 5));
    }
    visible.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 500));
  }
  const during = await load;
  return { edits, visibleMs: latencies(visible), catalogueDuring: during };
}
