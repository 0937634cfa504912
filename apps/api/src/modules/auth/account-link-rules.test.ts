import { createHash } from 'node:crypto';
import { LINK_INVALID } from '@portal/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../../test/support/app';
import { makeUser } from '../../../test/support/factories';
import { adminWithMfa, codeFor, pinClock, verify } from '../../../test/support/mfa';
import { signInAdmin } from '../../../test/support/orders';
import { queryRows } from '../../db/rows';
import { accountTokens, auditLog, outbox } from '../../db/schema';

// Issue 21, the rules of the e-mailed links: exact lifetimes, hashes at rest, the silent
// per-account limit, sign-in through an invitation as login signs in, and the check on opening.
let t: TestContext;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ outboxIntervalMs: 600_000, publicUrl: 'https://portal.example' });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

let addresses = 0;
const freshIp = () => `10.21.${Math.floor(++addresses / 250)}.${addresses % 250}`;
const forgot = (email: string, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip });
const post = (url: string, payload: Record<string, unknown>, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const check = (token: string, kind: string, ip?: string) => post('/api/auth/check-link', { token, kind }, ip);
const invite = (userId: number) =>
  call(t.app, admin.token, { method: 'POST', url: `/api/admin/users/${userId}/invite` });
const mailsTo = (email: string) =>
  t.db.select().from(outbox).where(eq(outbox.toEmail, email)).orderBy(desc(outbox.id));

/** The link's token from the newest e-mail to this address, once it is written. */
async function tokenFor(email: string, path: 'reset-password' | 'set-password') {
  for (let i = 0; i < 100; i += 1) {
    const [mail] = await mailsTo(email);
    const token = mail && new RegExp(`/${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.textBody)?.[1];
    if (token) return token;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no ${path} e-mail to ${email}`);
}

/** Makes the user's newest link of this kind as old as `age` (a PostgreSQL interval). */
const age = (userId: number, kind: string, interval: string) =>
  t.db.execute(sql`update account_tokens set expires_at = expires_at - ${interval}::interval,
    created_at = created_at - ${interval}::interval
    where user_id = ${userId} and kind = ${kind} and used_at is null`);

const lifetimeOf = async (userId: number, kind: string) => {
  const [row] = await queryRows<{ lifetime: string }>(
    t.db,
    sql`select (expires_at - created_at)::text as lifetime from account_tokens
      where user_id = ${userId} and kind = ${kind} order by id desc limit 1`,
  );
  return row?.lifetime;
};

describe('link lifetimes', () => {
  it('a reset link lives exactly 30 minutes: it works just before, and is refused from then on', async () => {
    const early = await makeUser(t.db);
    await forgot(early.email);
    const earlyToken = await tokenFor(early.email, 'reset-password');
    expect(await lifetimeOf(early.id, 'reset')).toBe('00:30:00');
    await age(early.id, 'reset', '29 minutes 50 seconds');
    expect((await check(earlyToken, 'reset')).json().data).toEqual({ usable: true });
    const done = await post('/api/auth/reset-password', { token: earlyToken, password: 'in-time-1' });
    expect(done.statusCode).toBe(200);

    const late = await makeUser(t.db);
    await forgot(late.email);
    const lateToken = await tokenFor(late.email, 'reset-password');
    await age(late.id, 'reset', '30 minutes');
    expect((await check(lateToken, 'reset')).json().data).toEqual({ usable: false });
    const refused = await post('/api/auth/reset-password', { token: lateToken, password: 'too-late-1' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(LINK_INVALID);
    expect(await loginAs(t.app, late.email, late.password)).toBeTruthy();
  });

  it('an invitation lives exactly 72 hours: it works just before, and is refused from then on', async () => {
    const early = await makeUser(t.db);
    await invite(early.id);
    const earlyToken = await tokenFor(early.email, 'set-password');
    expect(await lifetimeOf(early.id, 'invite')).toBe('3 days');
    await age(early.id, 'invite', '71 hours 59 minutes 50 seconds');
    const accepted = await post('/api/auth/accept-invite', { token: earlyToken, password: 'in-time-1' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.tokens.accessToken).toBeTruthy();

    const late = await makeUser(t.db);
    await invite(late.id);
    const lateToken = await tokenFor(late.email, 'set-password');
    await age(late.id, 'invite', '72 hours');
    const refused = await post('/api/auth/accept-invite', { token: lateToken, password: 'too-late-1' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(LINK_INVALID);
  });
});

describe('tokens at rest and the per-account limit', () => {
  it('keeps an invitation token only as its SHA-256', async () => {
    const member = await makeUser(t.db);
    await invite(member.id);
    const token = await tokenFor(member.email, 'set-password');
    const stored = await t.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, member.id), eq(accountTokens.kind, 'invite')));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('sends at most 3 reset links an hour per account; the 4th request answers the same, sends nothing', async () => {
    const user = await makeUser(t.db);
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await forgot(user.email);
      answers.push([res.statusCode, res.json()]);
      // Each request's link is written after its answer: let it land before the next one.
      for (let j = 0; j < 50 && (await mailsTo(user.email)).length < Math.min(i + 1, 3); j += 1)
        await new Promise((r) => setTimeout(r, 20));
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]?.[0]).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(user.email)).toHaveLength(3);
    const links = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(links).toHaveLength(3);
  });
});

describe('accepting an invitation signs in as login does', () => {
  const signIns = (userId: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sign_in'), eq(auditLog.entityId, String(userId))))
      .orderBy(auditLog.id);

  it("writes an admin's sign-in to the audit log, as login does (a member's is not)", async () => {
    const other = await makeUser(t.db, { role: 'admin', designation: 'admin' });
    await invite(other.id);
    const accepted = await post(
      '/api/auth/accept-invite',
      { token: await tokenFor(other.email, 'set-password'), password: 'admin-pass-1' },
      '10.21.99.1',
    );
    expect(accepted.statusCode).toBe(200);
    const [entry] = await signIns(other.id);
    expect(entry).toMatchObject({
      actorId: other.id,
      entity: 'session',
      ip: '10.21.99.1',
      changes: { two_factor: { before: null, after: false } },
    });

    const member = await makeUser(t.db);
    await invite(member.id);
    await post('/api/auth/accept-invite', {
      token: await tokenFor(member.email, 'set-password'),
      password: 'member-pass-1',
    });
    expect(await signIns(member.id)).toEqual([]);
  });

  it('asks an admin with two-factor sign-in for the code: no session before it, then the audit entry', async () => {
    pinClock();
    try {
      const guarded = await adminWithMfa(t);
      const before = (await signIns(guarded.user.id)).length; // the sign-in that set it up
      await invite(guarded.user.id);
      const accepted = await post('/api/auth/accept-invite', {
        token: await tokenFor(guarded.user.email, 'set-password'),
        password: 'chosen-pass-1',
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().message).toBe('Enter your two-factor code');
      const challenge = accepted.json().data;
      expect(challenge).toEqual({ mfa_required: true, mfa_token: expect.any(String) });
      expect(challenge.tokens).toBeUndefined();
      expect(await signIns(guarded.user.id)).toHaveLength(before);
      // The password is set all the same; the second step completes the sign-in.
      const second = await verify(t, challenge.mfa_token, codeFor(guarded.secret, 1));
      expect(second.statusCode).toBe(200);
      expect(second.json().data.tokens.accessToken).toBeTruthy();
      const entries = await signIns(guarded.user.id);
      expect(entries).toHaveLength(before + 1);
      expect(entries.at(-1)?.changes).toEqual({ two_factor: { before: null, after: true } });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('POST /api/auth/check-link', () => {
  it('says whether a link is usable without using it', async () => {
    const user = await makeUser(t.db);
    await forgot(user.email);
    const token = await tokenFor(user.email, 'reset-password');
    expect((await check(token, 'reset')).json()).toEqual({ success: true, data: { usable: true } });
    expect((await check(token, 'reset')).json().data).toEqual({ usable: true });
    expect((await check(token, 'invite')).json().data).toEqual({ usable: false });
    expect((await check('x'.repeat(43), 'reset')).json().data).toEqual({ usable: false });
    const used = await post('/api/auth/reset-password', { token, password: 'after-check-1' });
    expect(used.statusCode).toBe(200);
    expect((await check(token, 'reset')).json().data).toEqual({ usable: false });
  });

  it("refuses an inactive account's link", async () => {
    const user = await makeUser(t.db);
    await invite(user.id);
    const token = await tokenFor(user.email, 'set-password');
    expect((await check(token, 'invite')).json().data).toEqual({ usable: true });
    const off = await call(t.app, admin.token, {
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      payload: { name: user.name, is_active: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await check(token, 'invite')).json().data).toEqual({ usable: false });
  });

  it('names the field of a bad request', async () => {
    const noKind = await post('/api/auth/check-link', { token: 'x'.repeat(43) });
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().message).toContain('kind must be reset or invite');
    const bad = await check('../../etc', 'reset');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(LINK_INVALID);
  });

  it('is limited per address: the 31st check in 15 minutes gets 429 with Retry-After', async () => {
    const codes: number[] = [];
    let last: Awaited<ReturnType<typeof check>> | undefined;
    for (let i = 0; i < 31; i += 1) {
      last = await check('y'.repeat(43), 'reset', '10.21.200.1');
      codes.push(last.statusCode);
    }
    expect(codes.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(codes[30]).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('holds the limit for checks sent all at once: 40 in parallel, exactly 30 answered', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => check('z'.repeat(43), 'reset', '10.21.200.2')),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(30);
    expect(codes.filter((code) => code === 429)).toHaveLength(10);
  });
});
