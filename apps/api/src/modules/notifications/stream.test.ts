import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { itOn } from '../../../test/support/database';
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

/** Opens the stream and collects its events (and comments) until it ends or close() is called. */
async function listen(token: string, lastEventId?: string, at = base) {
  const controller = new AbortController();
  const res = await fetch(`${at}/api/notifications/stream`, {
    headers: { authorization: `Bearer ${token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  const events: Event[] = [];
  const comments: string[] = [];
  let endedAt: number | null = null;
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const reading = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          endedAt = Date.now();
          return;
        }
        buffer += value;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(block)?.[1];
          if (block.startsWith(': ')) comments.push(block.slice(2));
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
    comments,
    /** Milliseconds from `since` until the server ended the stream, or throws after `ms`. */
    async endsWithin(since: number, ms = 1000) {
      const start = Date.now();
      while (endedAt === null) {
        if (Date.now() - start > ms) throw new Error(`the stream was still open after ${ms} ms`);
        await new Promise((r) => setTimeout(r, 10));
      }
      return endedAt - since;
    },
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

  // Ids are taken at insert, not at commit: an entry can become visible after a later one.
  itOn('postgres', 'an entry committed after a later one still reaches its member', async () => {
    const member = await signInMember(t);
    const stream = await listen(member.token);
    const url = (t.database as { url?: string }).url;
    const slow = new pg.Client({ connectionString: url });
    const quick = new pg.Client({ connectionString: url });
    await Promise.all([slow.connect(), quick.connect()]);
    const insert = (client: pg.Client, title: string) =>
      client.query(
        `insert into notifications (user_id, type, title, body, mail_state)
           values ($1, 'order_approved', $2, '', 'skipped')`,
        [member.user.id, title],
      );
    try {
      await new Promise((r) => setTimeout(r, 500));
      await slow.query('begin');
      await insert(slow, 'Taken first, committed last');
      await insert(quick, 'Taken last, committed first');
      await stream.waitFor((e) => e.some((x) => x.data.title === 'Taken last, committed first'));
      // The feed has read past the open transaction's id by now.
      await new Promise((r) => setTimeout(r, 500));
      await slow.query('commit');
      await stream.waitFor((e) => e.some((x) => x.data.title === 'Taken first, committed last'));
      expect(stream.events.map((e) => e.data.title)).toEqual([
        'Taken last, committed first',
        'Taken first, committed last',
      ]);
    } finally {
      await Promise.all([slow.end(), quick.end(), stream.close()]);
    }
  });

  it('refuses a stream without a token', async () => {
    const res = await fetch(`${base}/api/notifications/stream`);
    expect(res.status).toBe(401);
  });
});

// The stream outlives the request that opened it: an ended session must end it at once, not when
// it times out (max_seconds, 30 minutes). This app's keep-alive is the default 15 s, so an end
// within a second here comes from the revocation itself.
describe('an ended session ends its open streams', () => {
  const openFor = async (token: string) => {
    const stream = await listen(token);
    await new Promise((r) => setTimeout(r, 300));
    await expect(stream.endsWithin(Date.now(), 0)).rejects.toThrow('still open');
    return stream;
  };

  it('a password change ends the stream within a second; another member keeps theirs', async () => {
    const member = await signInMember(t);
    const other = await signInMember(t);
    const mine = await openFor(member.token);
    const theirs = await openFor(other.token);
    const changedAt = Date.now();
    const changed = await call(t.app, member.token, {
      method: 'PUT',
      url: '/api/auth/change-password',
      payload: {
        oldPassword: member.user.password,
        newPassword: 'another-secret',
        confirmPassword: 'another-secret',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(await mine.endsWithin(changedAt)).toBeLessThan(1000);
    await expect(theirs.endsWithin(Date.now(), 300)).rejects.toThrow('still open');
    await Promise.all([mine.close(), theirs.close()]);
  });

  it('logging out ends the stream within a second, and its news stops', async () => {
    const member = await signInMember(t);
    const order = await placeOrder(t, member, [[await makeProduct(t.db), 1]]);
    const stream = await openFor(member.token);
    const loggedOutAt = Date.now();
    const out = await call(t.app, member.token, { method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(200);
    expect(await stream.endsWithin(loggedOutAt)).toBeLessThan(1000);
    await call(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/status`,
      payload: { status: 'approved' },
    });
    await new Promise((r) => setTimeout(r, 600));
    expect(stream.events).toEqual([]);
    await stream.close();
  });

  it("an admin deleting the member ends the member's stream within a second", async () => {
    const member = await signInMember(t);
    const stream = await openFor(member.token);
    const deletedAt = Date.now();
    const gone = await call(t.app, admin, { method: 'DELETE', url: `/api/admin/users/${member.user.id}` });
    expect(gone.statusCode).toBe(200);
    expect(await stream.endsWithin(deletedAt)).toBeLessThan(1000);
    await stream.close();
  });

  itOn(
    'postgres',
    'a revocation written by another process (a NOTIFY from the database) ends it within a second',
    async () => {
      const member = await signInMember(t);
      const stream = await openFor(member.token);
      // A connection of no API pool: what another process, or psql, writes.
      const elsewhere = new pg.Client({ connectionString: (t.database as { url?: string }).url });
      await elsewhere.connect();
      try {
        const revokedAt = Date.now();
        await elsewhere.query('update users set token_version = token_version + 1 where id = $1', [
          member.user.id,
        ]);
        expect(await stream.endsWithin(revokedAt)).toBeLessThan(1000);
      } finally {
        await elsewhere.end();
        await stream.close();
      }
    },
  );
});

describe('keep-alive', () => {
  let fast: TestContext;
  let fastBase: string;
  beforeAll(async () => {
    fast = await createTestApp({ outboxIntervalMs: 600_000, sseKeepAliveMs: 100 });
    await fast.app.listen({ port: 0, host: '127.0.0.1' });
    fastBase = `http://127.0.0.1:${(fast.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => fast.close());

  it('sends a keep-alive comment every interval while nothing happens', async () => {
    const member = await signInMember(fast);
    const stream = await listen(member.token, undefined, fastBase);
    await new Promise((r) => setTimeout(r, 550));
    expect(stream.comments[0]).toBe('connected');
    expect(stream.comments.filter((c) => c === 'keep-alive').length).toBeGreaterThanOrEqual(3);
    expect(stream.events).toEqual([]);
    await stream.close();
  });

  it('a session ended where no message tells of it is caught at the next keep-alive', async () => {
    const member = await signInMember(fast);
    const stream = await listen(member.token, undefined, fastBase);
    await new Promise((r) => setTimeout(r, 250));
    // This app's own pool: on PostgreSQL its NOTIFY is ignored as its own, on PGlite there is none.
    const revokedAt = Date.now();
    await fast.db.execute(
      sql`update users set token_version = token_version + 1 where id = ${member.user.id}`,
    );
    expect(await stream.endsWithin(revokedAt)).toBeLessThan(500);
    await stream.close();
  });
});
