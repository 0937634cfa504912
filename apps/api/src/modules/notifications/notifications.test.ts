import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { describeOn } from '../../../test/support/database';
import { makeProduct, makeUser } from '../../../test/support/factories';
import { placeOrder, signInAdmin, signInMember } from '../../../test/support/orders';
import { startSmtp } from '../../../test/support/smtp';
import { queryRows } from '../../db/rows';
import { notifications, outbox, users } from '../../db/schema';
import { messageOf } from './messages';
import { createOutboxWorker, MAX_ATTEMPTS } from './outbox-worker';

// Issue 21: who is told what, in the transaction of the event; e-mail through the outbox.
let t: TestContext;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  // The app's own worker stays out of the way: the tests run rounds themselves.
  t = await createTestApp({ outboxIntervalMs: 600_000 });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const inbox = async (token: string) =>
  (await call(t.app, token, { method: 'GET', url: '/api/notifications' })).json().data;
const move = (id: number, payload: Record<string, unknown>) =>
  call(t.app, admin.token, { method: 'PUT', url: `/api/admin/orders/${id}/status`, payload });
const worker = (smtpUrl?: string) =>
  createOutboxWorker({
    db: t.db,
    publicUrl: 'https://portal.example',
    smtpUrl,
    mailFrom: 'Portal <portal@example.test>',
    intervalMs: 600_000,
    log: pino({ level: 'silent' }),
  });

describe('the inbox', () => {
  it('tells every active admin of a new order, in the words messageOf uses, and not the member', async () => {
    const other = await signInAdmin(t, 'Other Admin');
    const member = await signInMember(t, { storeName: 'Harbour Fix' });
    const order = await placeOrder(t, member, [[await makeProduct(t.db, { price: '12.50' }), 2]]);
    for (const who of [admin, other]) {
      const [first] = (await inbox(who.token)).items;
      const expected = messageOf('order_placed', {
        id: order.id,
        orderNumber: order.order_number,
        storeName: 'Harbour Fix',
        userName: member.user.name,
        total: order.total_amount,
        note: null,
        carrier: null,
        trackingNumber: null,
        trackingUrl: null,
      });
      expect(first).toMatchObject({ ...expected, order_id: order.id, read_at: null });
    }
    expect((await inbox(member.token)).items).toEqual([]);
  });

  it('tells the member of approval (with the note), shipping (with tracking) and delivery', async () => {
    const member = await signInMember(t);
    const order = await placeOrder(t, member, [[await makeProduct(t.db), 1]]);
    await move(order.id, { status: 'approved', notes: 'Ships Monday' });
    await move(order.id, { status: 'shipped', carrier: 'UPS', tracking_number: '1Z42' });
    await move(order.id, { status: 'completed' });
    const { items, unread_count } = await inbox(member.token);
    expect(unread_count).toBe(3);
    expect(items.map((n: { type: string; body: string }) => [n.type, n.body])).toEqual([
      ['order_delivered', `Your order ${order.order_number} was delivered.`],
      ['order_shipped', `Your order ${order.order_number} is on its way with UPS, tracking number 1Z42.`],
      ['order_approved', `Your order ${order.order_number} was approved. Note: Ships Monday`],
    ]);
  });

  it('a refused change tells nobody', async () => {
    const member = await signInMember(t);
    const product = await makeProduct(t.db, { stockQuantity: 2 });
    const order = await placeOrder(t, member, [[product, 2]]);
    await move(order.id, { status: 'rejected', notes: 'No' });
    await placeOrder(t, await signInMember(t), [[product, 2]]);
    expect((await move(order.id, { status: 'approved' })).statusCode).toBe(409);
    expect((await inbox(member.token)).items.map((n: { type: string }) => n.type)).toEqual([
      'order_rejected',
    ]);
  });

  it('marks one or all read; another user cannot see or mark them', async () => {
    const member = await signInMember(t);
    const stranger = await signInMember(t);
    const order = await placeOrder(t, member, [[await makeProduct(t.db), 1]]);
    await move(order.id, { status: 'approved' });
    await move(order.id, { status: 'completed' });
    const [latest] = (await inbox(member.token)).items;
    const theirs = await call(t.app, stranger.token, {
      method: 'PUT',
      url: `/api/notifications/${latest.id}/read`,
    });
    expect(theirs.statusCode).toBe(404);
    expect((await inbox(stranger.token)).items).toEqual([]);
    const one = await call(t.app, member.token, {
      method: 'PUT',
      url: `/api/notifications/${latest.id}/read`,
    });
    expect(one.json().data).toEqual({ updated: 1, unread_count: 1 });
    const all = await call(t.app, member.token, { method: 'PUT', url: '/api/notifications/read-all' });
    expect(all.json().data).toEqual({ updated: 1, unread_count: 0 });
    expect((await call(t.app, undefined, { method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('e-mail through the outbox', () => {
  it('writes and sends each message once, with the order in the subject and a link; e-mail off sends none', async () => {
    const smtp = await startSmtp();
    try {
      await t.db.delete(outbox);
      await t.db.update(notifications).set({ mailState: 'skipped' });
      const member = await signInMember(t);
      const quiet = await signInMember(t);
      const off = await call(t.app, quiet.token, {
        method: 'PUT',
        url: '/api/notifications/preferences',
        payload: { email_notifications: false },
      });
      expect(off.json().data).toEqual({ email_notifications: false });
      const order = await placeOrder(t, member, [[await makeProduct(t.db), 1]]);
      const silent = await placeOrder(t, quiet, [[await makeProduct(t.db), 1]]);
      await move(order.id, { status: 'approved', notes: 'Ships <today>' });
      await move(silent.id, { status: 'approved' });
      const w = worker(smtp.url);
      await w.runOnce();
      await w.runOnce();
      await w.stop();
      const toMember = smtp.received.filter((m) => m.to.includes(member.user.email));
      expect(toMember).toHaveLength(1);
      expect(toMember[0]?.subject).toBe(`Order ${order.order_number} approved`);
      expect(toMember[0]?.raw).toContain(`https://portal.example/store/orders?order=${order.id}`);
      expect(toMember[0]?.raw).toContain('Ships &lt;today&gt;');
      expect(smtp.received.filter((m) => m.to.includes(quiet.user.email))).toEqual([]);
      const toAdmin = smtp.received.filter((m) => m.to.includes(admin.user.email));
      expect(toAdmin.map((m) => m.subject)).toContain(`New order ${order.order_number}`);
      const rows = await t.db.select().from(outbox);
      expect(rows.every((r) => r.status === 'sent')).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it('a backlog of 450 entries is written into e-mail in one round, oldest first, each once', async () => {
    await t.db.delete(outbox);
    await t.db.update(notifications).set({ mailState: 'skipped' });
    const member = await signInMember(t);
    const order = await placeOrder(t, member, [[await makeProduct(t.db), 1]]);
    await t.db.update(notifications).set({ mailState: 'skipped' });
    await t.db.execute(sql`insert into notifications (user_id, type, title, body, order_id)
      select ${member.user.id}, 'order_approved', 'Backlog ' || g, 'Entry ' || g, ${order.id}
      from generate_series(1, 450) g`);
    const w = worker();
    await w.runOnce();
    await w.stop();
    const rows = await queryRows<{ subject: string; to_email: string; body: string }>(
      t.db,
      sql`select o.subject, o.to_email, n.body from outbox o join notifications n on n.id = o.notification_id
        order by o.id`,
    );
    expect(rows).toHaveLength(450);
    expect(rows.every((r) => r.to_email === member.user.email)).toBe(true);
    expect(rows.map((r) => r.body)).toEqual(Array.from({ length: 450 }, (_, i) => `Entry ${i + 1}`));
    const [left] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from notifications where mail_state = 'pending'`,
    );
    expect(left?.n).toBe(0);
  });

  it('a server that is down: the message waits, is retried after the backoff, and arrives once', async () => {
    await t.db.delete(outbox);
    await t.db.update(notifications).set({ mailState: 'skipped' });
    const probe = await startSmtp();
    const port = probe.port;
    await probe.close();
    const member = await signInMember(t);
    const order = await placeOrder(t, member, [[await makeProduct(t.db), 1]]);
    await move(order.id, { status: 'rejected', notes: 'Duplicate' });
    const down = worker(`smtp://127.0.0.1:${port}`);
    await down.runOnce();
    await down.stop();
    const [waiting] = await t.db.select().from(outbox).where(eq(outbox.toEmail, member.user.email));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toBeTruthy();
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    const smtp = await startSmtp(port);
    try {
      const up = worker(smtp.url);
      await up.runOnce();
      expect(smtp.received).toEqual([]); // not due yet: the backoff holds
      await t.db.update(outbox).set({ nextAttemptAt: sql`now()` });
      await up.runOnce();
      await up.runOnce();
      await up.stop();
      expect(smtp.received.filter((m) => m.to.includes(member.user.email))).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('without SMTP the message stays in the outbox, which admins can read', async () => {
    const w = worker();
    const member = await signInMember(t);
    const order = await placeOrder(t, member, [[await makeProduct(t.db), 1]]);
    await move(order.id, { status: 'approved' });
    await w.runOnce();
    await w.stop();
    const list = await call(t.app, admin.token, { method: 'GET', url: '/api/admin/outbox' });
    expect(list.json().data.items.map((m: { subject: string }) => m.subject)).toContain(
      `Order ${order.order_number} approved`,
    );
    const asMember = await call(t.app, member.token, { method: 'GET', url: '/api/admin/outbox' });
    expect(asMember.statusCode).toBe(403);
  });
});

describeOn('postgres', 'two workers on PostgreSQL', () => {
  it('never send the same message twice', async () => {
    await t.db.delete(outbox);
    await t.db.update(notifications).set({ mailState: 'skipped' });
    const smtp = await startSmtp();
    try {
      const people = await Promise.all(Array.from({ length: 30 }, () => makeUser(t.db)));
      for (const p of people) {
        await t.db
          .insert(outbox)
          .values({ toEmail: p.email, subject: 'Hello', textBody: 'x', htmlBody: '<p>x</p>' });
      }
      const [a, b] = [worker(smtp.url), worker(smtp.url)];
      await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
      await Promise.all([a.runOnce(), b.runOnce()]);
      await Promise.all([a.stop(), b.stop()]);
      const addresses = smtp.received.flatMap((m) => m.to);
      expect(addresses.sort()).toEqual(people.map((p) => p.email).sort());
      const sent = await t.db.select().from(outbox).where(eq(outbox.status, 'sent'));
      expect(sent).toHaveLength(30);
      expect(await t.db.select().from(users).where(eq(users.id, people[0]!.id))).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});

// The outbox's retries: a slow server never makes two rounds send one row, a down one is retried
// after a doubling wait and given up on after MAX_ATTEMPTS.
describe('outbox retries, timeouts and leases', () => {
  const quickWorker = (smtpUrl: string, extra: { leaseSeconds?: number; sendTimeoutMs?: number }) =>
    createOutboxWorker({
      db: t.db,
      publicUrl: 'https://portal.example',
      smtpUrl,
      mailFrom: 'Portal <portal@example.test>',
      intervalMs: 600_000,
      log: pino({ level: 'silent' }),
      ...extra,
    });
  const queue = async (count: number) => {
    await t.db.delete(outbox);
    await t.db.update(notifications).set({ mailState: 'skipped' });
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const [row] = await t.db
        .insert(outbox)
        .values({
          toEmail: `retry-${i}@example.test`,
          subject: `Hello ${i}`,
          textBody: 'x',
          htmlBody: '<p>x</p>',
        })
        .returning({ id: outbox.id });
      ids.push(row!.id);
    }
    return ids;
  };
  const rowOf = async (id: number) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
  const dueNow = () => t.db.update(outbox).set({ nextAttemptAt: sql`now()` });
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('a send to a server too slow to answer times out, is retried later and arrives once', async () => {
    const [id] = await queue(1);
    let asked = 0;
    // The first attempt gets no answer for 2 s; the second one at once.
    const smtp = await startSmtp(0, { recipientDelayMs: () => (asked++ === 0 ? 2000 : 0) });
    try {
      const w = quickWorker(smtp.url, { sendTimeoutMs: 400 });
      const started = Date.now();
      await w.runOnce();
      expect(Date.now() - started).toBeLessThan(1500);
      const waiting = await rowOf(id!);
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
      expect(waiting.lastError).toBeTruthy();
      expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      await sleep(2200); // the slow answer comes; the client that gave up sends nothing
      expect(smtp.received).toEqual([]);
      await dueNow();
      await w.runOnce();
      await w.runOnce();
      await w.stop();
      expect(smtp.received.map((m) => m.to)).toEqual([['retry-0@example.test']]);
      expect(await rowOf(id!)).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await smtp.close();
    }
  });

  it('a row whose lease ran out while earlier rows were slow is sent by the round that took it, not twice', async () => {
    const ids = await queue(3);
    // The first two addresses get no answer the first time, past the send timeout.
    const slowOnce = new Set(['retry-0@example.test', 'retry-1@example.test']);
    const smtp = await startSmtp(0, {
      recipientDelayMs: (address) => (slowOnce.delete(address) ? 10_000 : 0),
    });
    try {
      const slow = quickWorker(smtp.url, { leaseSeconds: 4, sendTimeoutMs: 3000 });
      const other = quickWorker(smtp.url, { leaseSeconds: 4, sendTimeoutMs: 3000 });
      const slowRound = slow.runOnce(); // claims all three, then spends 3 s on each of the first two
      // Another process's round, as soon as the third row's claim has lapsed (4 s in, 2 s before
      // the slow round reaches it).
      const lapsed = async () => {
        const [row] = await queryRows<{ lapsed: boolean }>(
          t.db,
          sql`select attempts = 1 and next_attempt_at <= now() as lapsed from outbox where id = ${ids[2]!}`,
        );
        return row?.lapsed === true;
      };
      for (let i = 0; i < 200 && !(await lapsed()); i += 1) await sleep(50);
      await other.runOnce();
      await slowRound;
      expect(smtp.received.map((m) => m.to)).toEqual([['retry-2@example.test']]);
      // The other round took it (its claim counted an attempt); the slow round skipped it.
      expect(await rowOf(ids[2]!)).toMatchObject({ status: 'sent', attempts: 2 });
      expect(await rowOf(ids[0]!)).toMatchObject({ status: 'pending', attempts: 1 });
      await dueNow();
      await slow.runOnce();
      await Promise.all([slow.stop(), other.stop()]);
      expect(smtp.received.flatMap((m) => m.to).sort()).toEqual([
        'retry-0@example.test',
        'retry-1@example.test',
        'retry-2@example.test',
      ]);
    } finally {
      await smtp.close();
    }
  });

  it('waits 5 s, then twice as long after each failure, and fails for good after the last attempt', async () => {
    const [id] = await queue(1);
    const probe = await startSmtp();
    const port = probe.port;
    await probe.close();
    const w = quickWorker(`smtp://127.0.0.1:${port}`, {});
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await w.runOnce();
      const [row] = await queryRows<{ status: string; attempts: number; wait: number }>(
        t.db,
        sql`select status, attempts, extract(epoch from next_attempt_at - now())::float as wait
          from outbox where id = ${id!}`,
      );
      expect(row?.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(row?.status).toBe('pending');
        waits.push(Math.round(row!.wait));
        await dueNow();
      } else {
        expect(row?.status).toBe('failed');
      }
    }
    await w.stop();
    expect(waits).toEqual([5, 10, 20, 40, 80]);
    expect(MAX_ATTEMPTS).toBe(6);
    // Failed for good: a server that is back later gets nothing, and no attempt is counted.
    const smtp = await startSmtp(port);
    try {
      await dueNow();
      const up = quickWorker(smtp.url, {});
      await up.runOnce();
      await up.stop();
      expect(smtp.received).toEqual([]);
      const failed = await rowOf(id!);
      expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
      expect(failed.lastError).toBeTruthy();
    } finally {
      await smtp.close();
    }
  });
});
