import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { makeProduct } from '../../../test/support/factories';
import { placeOrder, signInAdmin, signInMember } from '../../../test/support/orders';

// Issue 21: live notifications over Server-Sent Events, through a real HTTP server.
let t: TestContext;
let base: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ outboxIntervalMs: 600_000 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = (await signInAdmin(t)).token;
});
afterAll(() => t.close());

type Event = { id: string; type: string; data: { type: string; order_id: number; title: string } };

/** Opens the stream and collects its events until close() is called. */
async function listen(token: string, lastEventId?: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/notifications/stream`, {
    headers: { authorization: `Bearer ${token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  const events: Event[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const reading = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(block)?.[1];
          if (field('event'))
            events.push({ id: field('id')!, type: field('event')!, data: JSON.parse(field('data')!) });
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    async waitFor(check: (e: Event[]) => boolean, ms = 1000) {
      const start = Date.now();
      while (!check(events)) {
        if (Date.now() - start > ms)
          throw new Error(`no matching event within ${ms} ms: ${JSON.stringify(events)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return Date.now() - start;
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

describe('GET /api/notifications/stream', () => {
  it('delivers a status change to the connected member within a second, and to nobody else', async () => {
    const member = await signInMember(t);
    const other = await signInMember(t);
    const order = await placeOrder(t, member, [[await makeProduct(t.db), 1]]);
    const mine = await listen(member.token);
    const theirs = await listen(other.token);
    expect(mine.status).toBe(200);
    expect(mine.contentType).toBe('text/event-stream; charset=utf-8');
    await new Promise((r) => setTimeout(r, 500));
    await call(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/status`,
      payload: { status: 'approved' },
    });
    const took = await mine.waitFor((e) => e.some((x) => x.data.type === 'order_approved'));
    expect(took).toBeLessThan(1000);
    expect(mine.events[0]?.data).toMatchObject({
      order_id: order.id,
      title: `Order ${order.order_number} approved`,
    });
    expect(theirs.events).toEqual([]);
    await Promise.all([mine.close(), theirs.close()]);
  });

  it('a reconnect with Last-Event-ID replays what was missed', async () => {
    const member = await signInMember(t);
    const order = await placeOrder(t, member, [[await makeProduct(t.db), 1]]);
    const first = await listen(member.token);
    await new Promise((r) => setTimeout(r, 500));
    await call(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/status`,
      payload: { status: 'approved' },
    });
    await first.waitFor((e) => e.length === 1);
    const lastId = first.events[0]!.id;
    await first.close();
    await call(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/status`,
      payload: { status: 'shipped', carrier: 'DHL', tracking_number: 'JD0001' },
    });
    const again = await listen(member.token, lastId);
    await again.waitFor((e) => e.some((x) => x.data.type === 'order_shipped'));
    expect(again.events.map((e) => e.data.type)).toEqual(['order_shipped']);
    await again.close();
  });

  it('refuses a stream without a token', async () => {
    const res = await fetch(`${base}/api/notifications/stream`);
    expect(res.status).toBe(401);
  });
});
