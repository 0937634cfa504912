import { desc, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../../test/support/app';
import { describeOn } from '../../../test/support/database';
import { makeUser } from '../../../test/support/factories';
import { signInAdmin } from '../../../test/support/orders';
import { startSmtp } from '../../../test/support/smtp';
import { accountTokens, outbox } from '../../db/schema';
import { createOutboxWorker } from '../notifications/outbox-worker';

// Issue 21: forgot password and invitations by single-use links.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ outboxIntervalMs: 600_000, publicUrl: 'https://portal.example' });
});
afterAll(() => t.close());

const RESET_REQUESTED =
  'If an account exists for that e-mail address, a link to reset its password is on its way.';
const LINK_INVALID = 'This link is invalid, used or expired. Ask for a new one.';
const forgot = (email: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip });
const reset = (token: string, password: string) =>
  call(t.app, undefined, { method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });

/** The link's token from the newest e-mail to this address, once it is written. */
async function linkTokenFor(email: string, path: string) {
  for (let i = 0; i < 50; i += 1) {
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.toEmail, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    const token = mail && new RegExp(`/${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.textBody)?.[1];
    if (token) return { token, mail };
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no ${path} e-mail to ${email}`);
}

describe('forgot password', () => {
  it('answers alike for a known and an unknown address; only the account gets a link, kept as a hash', async () => {
    const user = await makeUser(t.db, { password: 'old-secret' });
    const known = await forgot(user.email, '10.0.1.1');
    const unknown = await forgot('nobody@example.test', '10.0.1.1');
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual({ success: true, message: RESET_REQUESTED, data: null });
    expect(unknown.json()).toEqual(known.json());
    const { token, mail } = await linkTokenFor(user.email, 'reset-password');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.textBody).toContain('https://portal.example/reset-password?token=');
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(token);
    await new Promise((r) => setTimeout(r, 100));
    expect(await t.db.select().from(outbox).where(eq(outbox.toEmail, 'nobody@example.test'))).toEqual([]);
  });

  it('the link sets a new password once, ends every session, and the old password stops working', async () => {
    const user = await makeUser(t.db, { password: 'old-secret' });
    const session = await loginAs(t.app, user.email, 'old-secret');
    await forgot(user.email, '10.0.2.1');
    const { token } = await linkTokenFor(user.email, 'reset-password');
    const short = await reset(token, '123');
    expect(short.json().message).toBe('password: New password must be at least 6 characters long');
    const done = await reset(token, 'new-secret-1');
    expect(done.statusCode).toBe(200);
    expect((await call(t.app, session, { method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    const oldLogin = await call(t.app, undefined, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'old-secret' },
    });
    expect(oldLogin.statusCode).toBe(401);
    expect(await loginAs(t.app, user.email, 'new-secret-1')).toBeTruthy();
    const again = await reset(token, 'another-secret');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(LINK_INVALID);
  });

  it('an expired link, a made-up one and a newer link all leave the older ones useless', async () => {
    const user = await makeUser(t.db);
    await forgot(user.email, '10.0.3.1');
    const first = (await linkTokenFor(user.email, 'reset-password')).token;
    await t.db.execute(
      sql`update account_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    expect((await reset(first, 'new-secret-1')).json().message).toBe(LINK_INVALID);
    expect((await reset('x'.repeat(43), 'new-secret-1')).json().message).toBe(LINK_INVALID);
    expect((await reset('../../etc', 'new-secret-1')).statusCode).toBe(400);
  });

  it('is limited per address: the 11th request in 15 minutes gets 429 with Retry-After', async () => {
    const codes: number[] = [];
    let last: Awaited<ReturnType<typeof forgot>> | undefined;
    for (let i = 0; i < 11; i += 1) {
      last = await forgot(`someone${i}@example.test`, '10.0.4.1');
      codes.push(last.statusCode);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(codes[10]).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('invitations', () => {
  it('an admin sends one; the member chooses a password through the link and is signed in', async () => {
    const admin = await signInAdmin(t);
    const member = await makeUser(t.db, { password: 'unknown-to-them' });
    const sent = await call(t.app, admin.token, {
      method: 'POST',
      url: `/api/admin/users/${member.id}/invite`,
    });
    expect(sent.json().message).toBe(`Invitation sent to ${member.email}`);
    const { token, mail } = await linkTokenFor(member.email, 'set-password');
    expect(mail.subject).toBe('You are invited to the Wholesale Portal');
    const accepted = await call(t.app, undefined, {
      method: 'POST',
      url: '/api/auth/accept-invite',
      payload: { token, password: 'my-first-pass' },
    });
    expect(accepted.statusCode).toBe(200);
    const session = accepted.json().data.tokens.accessToken;
    expect((await call(t.app, session, { method: 'GET', url: '/api/notifications' })).statusCode).toBe(200);
    const twice = await call(t.app, undefined, {
      method: 'POST',
      url: '/api/auth/accept-invite',
      payload: { token, password: 'my-first-pass' },
    });
    expect(twice.json().message).toBe(LINK_INVALID);
    // A reset link is no invitation.
    await forgot(member.email, '10.0.5.1');
    const resetToken = (await linkTokenFor(member.email, 'reset-password')).token;
    const wrongKind = await call(t.app, undefined, {
      method: 'POST',
      url: '/api/auth/accept-invite',
      payload: { token: resetToken, password: 'my-first-pass' },
    });
    expect(wrongKind.statusCode).toBe(400);
  });

  it('creating a member can send an invitation instead of setting a password', async () => {
    const admin = await signInAdmin(t);
    const email = `invited-${Date.now()}@example.test`;
    const create = (payload: Record<string, unknown>) =>
      call(t.app, admin.token, { method: 'POST', url: '/api/admin/users', payload });
    const both = await create({
      email,
      name: 'Both Ways',
      password: 'secret-1',
      confirmPassword: 'secret-1',
      send_invitation: true,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('Choose either a password or an invitation, not both');
    const created = await create({ email, name: 'Invited Member', send_invitation: true });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(`Member created successfully. Invitation sent to ${email}`);
    expect(created.json().data).toMatchObject({ email, invitation_sent: true });
    expect(created.json().data.temporaryPassword).toBeUndefined();
    const { token, mail } = await linkTokenFor(email, 'set-password');
    expect(mail.subject).toBe('You are invited to the Wholesale Portal');
    const accepted = await call(t.app, undefined, {
      method: 'POST',
      url: '/api/auth/accept-invite',
      payload: { token, password: 'chosen-by-me' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(await loginAs(t.app, email, 'chosen-by-me')).toBeTruthy();
  });

  it('the invitation e-mail reaches a real SMTP server with its link', async () => {
    const admin = await signInAdmin(t);
    const member = await makeUser(t.db);
    const smtp = await startSmtp();
    try {
      await call(t.app, admin.token, { method: 'POST', url: `/api/admin/users/${member.id}/invite` });
      const worker = createOutboxWorker({
        db: t.db,
        publicUrl: 'https://portal.example',
        smtpUrl: smtp.url,
        mailFrom: 'Portal <portal@example.test>',
        intervalMs: 600_000,
        log: pino({ level: 'silent' }),
      });
      await worker.runOnce();
      await worker.stop();
      const mine = smtp.received.filter((m) => m.to.includes(member.email));
      expect(mine).toHaveLength(1);
      expect(mine[0]?.raw).toContain('https://portal.example/set-password?token=');
    } finally {
      await smtp.close();
    }
  });
});

describeOn('postgres', 'one link, used ten times at once (PostgreSQL)', () => {
  it('sets the password once; the other nine are refused', async () => {
    const user = await makeUser(t.db);
    await forgot(user.email, '10.0.6.1');
    const { token } = await linkTokenFor(user.email, 'reset-password');
    const codes = (
      await Promise.all(Array.from({ length: 10 }, (_, i) => reset(token, `parallel-${i}-pass`)))
    ).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 400)).toHaveLength(9);
  });
});
