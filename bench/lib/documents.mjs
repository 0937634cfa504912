// Issue 20: the invoice of a 200-line order, timed through the API (first download numbers the
// invoice; the others only render).
import { api } from './load.mjs';

const round = (n) => Math.round(n * 10) / 10;

export async function invoiceScenario({ base, adminToken, buyerToken, productIds }) {
  const items = productIds.slice(0, 200).map((id) => ({ id, quantity: 1 }));
  const placed = await api(base, 'POST', '/api/orders', {
    token: buyerToken,
    body: { items, po_number: 'PO-BENCH-200' },
  });
  const id = placed.data.id;
  await api(base, 'PUT', `/api/admin/orders/${id}/status`, {
    token: adminToken,
    body: { status: 'approved' },
  });
  const times = [];
  let bytes = 0;
  for (let i = 0; i < 6; i += 1) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/admin/orders/${id}/invoice.pdf`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    bytes = (await res.arrayBuffer()).byteLength;
    if (!res.ok) throw new Error(`invoice answered ${res.status}`);
    times.push(performance.now() - t0);
  }
  const rest = times.slice(1).sort((a, b) => a - b);
  return {
    lines: items.length,
    bytes,
    firstMs: round(times[0]),
    medianMs: round(rest[2]),
    maxMs: round(rest.at(-1)),
  };
}
