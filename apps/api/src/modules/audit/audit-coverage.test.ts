import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../../test/support/app';
import { makeProduct, makeUser } from '../../../test/support/factories';
import { adminWithMfa, codeFor, firstStep, moveClock, pinClock, verify } from '../../../test/support/mfa';
import { placeOrder, signInMember } from '../../../test/support/orders';
import { queryRows } from '../../db/rows';
import { outbox } from '../../db/schema';

// Issue 23, the writes audit.test.ts does not reach: each leaves exactly one audit row with the
// right diff and no secret; a write that fails after its audit row leaves neither.
let t: TestContext;
let dataDir: string;
let admin: { id: number; email: string; password: string; token: string };
const IP = '10.7.7.7';
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-audit-'));
  t = await createTestApp({ dataDir, outboxIntervalMs: 600_000, publicUrl: 'https://portal.example' });
  const user = await makeUser(t.db, { role: 'admin', designation: 'admin', name: 'Cora Coverage' });
  admin = { ...user, token: await loginAs(t.app, user.email, user.password, IP) };
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Row = {
  actor_id: number | null;
  actor_name: string;
  action: string;
  entity: string;
  entity_id: string | null;
  changes: Record<string, { before: unknown; after: unknown }>;
  ip: string | null;
};
const maxId = async () =>
  Number((await queryRows<{ m: string | null }>(t.db, sql`select max(id) as m from audit_log`))[0]?.m ?? 0);
const rowsAfter = (id: number) =>
  queryRows<Row>(
    t.db,
    sql`select actor_id, actor_name, action, entity, entity_id, changes, ip from audit_log where id > ${id} order by id`,
  );
const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin.token) =>
  call(t.app, token, {
    method,
    url,
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    remoteAddress: IP,
  });

/** Runs one write and answers the audit rows it left, after checking its status. */
async function audited(write: () => Promise<{ statusCode: number; body: string }>, status = 200) {
  const before = await maxId();
  const res = await write();
  expect(res.statusCode, res.body).toBe(status);
  return rowsAfter(before);
}

const SECRETS = /argon2|\$2[aby]\$|token|secret-|hunter|otpauth/i;

describe('audit rows of the remaining admin writes', () => {
  it('category delete: one row with the deleted fields', async () => {
    const created = (await as('POST', '/api/admin/categories', { name: 'Short Lived' })).json().data;
    const rows = await audited(() => as('DELETE', `/api/admin/categories/${created.id}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: admin.id,
      action: 'delete',
      entity: 'category',
      entity_id: String(created.id),
      ip: IP,
    });
    expect(rows[0]?.changes).toEqual({
      name: { before: 'Short Lived', after: null },
      level: { before: 1, after: null },
    });
  });

  it('product image upload: one update_image row with the old and new image', async () => {
    const product = await makeProduct(t.db, { sku: 'AUD-IMG' });
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const rows = await audited(() =>
      call(t.app, admin.token, {
        method: 'POST',
        url: `/api/admin/products/${product.id}/image`,
        payload: body,
        remoteAddress: IP,
      }),
    );
    expect(rows.map((r) => [r.action, r.entity, r.entity_id])).toEqual([
      ['update_image', 'product', String(product.id)],
    ]);
    expect(rows[0]?.changes).toEqual({
      image_url: {
        before: product.image ?? null,
        after: expect.stringMatching(/^\/api\/images\/[0-9a-f]{64}\.webp$/),
      },
    });
  });

  it("product deactivation is recorded as 'deactivate'", async () => {
    const product = await makeProduct(t.db, { sku: 'AUD-OFF' });
    const rows = await audited(() => as('DELETE', `/api/admin/products/${product.id}`));
    expect(rows.map((r) => [r.action, r.entity, r.entity_id])).toEqual([
      ['deactivate', 'product', String(product.id)],
    ]);
    expect(rows[0]?.changes.is_active).toEqual({ before: true, after: false });
  });

  it('member invite and creating a member with an invitation: one row each, no link token', async () => {
    const member = await makeUser(t.db, { name: 'Ivy Invite' });
    const invited = await audited(() => as('POST', `/api/admin/users/${member.id}/invite`));
    expect(invited).toHaveLength(1);
    expect(invited[0]).toMatchObject({ action: 'invite', entity: 'member', entity_id: String(member.id) });
    expect(invited[0]?.changes).toEqual({ invitation: { before: null, after: 'sent' } });

    const email = 'audit-invited@example.test';
    const created = await audited(
      () => as('POST', '/api/admin/users', { email, name: 'Newly Invited', send_invitation: true }),
      201,
    );
    expect(created.map((r) => [r.action, r.entity])).toEqual([['create_invited', 'member']]);
    expect(created[0]?.changes.email).toEqual({ before: null, after: email });
    expect(created[0]?.changes).not.toHaveProperty('password_hash');
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.toEmail, email)).orderBy(desc(outbox.id));
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1];
    expect(token).toBeTruthy();
    const text = JSON.stringify([invited, created]);
    expect(text).not.toContain(token as string);
    expect(text).not.toMatch(SECRETS);
  });

  it('admin order decisions ship and deliver: one row each with the status and the shipment', async () => {
    const product = await makeProduct(t.db, { price: '15.00' });
    const buyer = await signInMember(t);
    const order = await placeOrder(t, buyer, [[product, 2]]);
    await as('PUT', `/api/admin/orders/${order.id}/status`, { status: 'approved' });
    const shipped = await audited(() =>
      as('PUT', `/api/admin/orders/${order.id}/status`, {
        status: 'shipped',
        carrier: 'DHL',
        tracking_number: 'TRK-123',
      }),
    );
    expect(shipped).toHaveLength(1);
    expect(shipped[0]).toMatchObject({
      action: 'ship',
      entity: 'order',
      entity_id: String(order.id),
      ip: IP,
    });
    expect(shipped[0]?.changes).toEqual({
      status: { before: 'approved', after: 'shipped' },
      carrier: { before: null, after: 'DHL' },
      tracking_number: { before: null, after: 'TRK-123' },
    });
    const delivered = await audited(() =>
      as('PUT', `/api/admin/orders/${order.id}/status`, { status: 'completed', notes: 'Signed for' }),
    );
    expect(delivered.map((r) => [r.action, r.entity_id])).toEqual([['deliver', String(order.id)]]);
    expect(delivered[0]?.changes).toEqual({
      status: { before: 'shipped', after: 'completed' },
      notes: { before: null, after: 'Signed for' },
    });
  });

  it('MFA disable, and the two-factor sign-in, one row each without the secret or codes', async () => {
    pinClock();
    try {
      const mfa = await adminWithMfa(t);
      moveClock(1);
      const signIn = await audited(async () =>
        verify(t, await firstStep(t, mfa.user.email, mfa.user.password), codeFor(mfa.secret, 1)),
      );
      expect(signIn.map((r) => [r.action, r.entity, r.actor_id])).toEqual([
        ['sign_in', 'session', mfa.user.id],
      ]);
      // A code used already signs nobody in and records nothing.
      const replay = await audited(
        async () => verify(t, await firstStep(t, mfa.user.email, mfa.user.password), codeFor(mfa.secret, 1)),
        401,
      );
      expect(replay).toEqual([]);
      moveClock(2);
      const off = await audited(() =>
        as('DELETE', '/api/auth/mfa', { code: codeFor(mfa.secret, 2) }, mfa.token),
      );
      expect(off).toHaveLength(1);
      expect(off[0]).toMatchObject({ action: 'mfa_disable', entity: 'mfa', actor_id: mfa.user.id, ip: IP });
      expect(off[0]?.changes).toEqual({ two_factor: { before: true, after: false } });
      const text = JSON.stringify([signIn, off]);
      expect(text).not.toContain(mfa.secret);
      for (const code of mfa.recoveryCodes) expect(text).not.toContain(code);
    } finally {
      vi.useRealTimers();
    }
  });

  it("an admin's password change and reset: one password_change row each, no password; members' are not logged", async () => {
    const other = await makeUser(t.db, { role: 'admin', designation: 'admin', password: 'hunter-old-1' });
    const token = await loginAs(t.app, other.email, 'hunter-old-1');
    const changed = await audited(() =>
      as(
        'PUT',
        '/api/auth/change-password',
        { oldPassword: 'hunter-old-1', newPassword: 'hunter-new-2' },
        token,
      ),
    );
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({
      actor_id: other.id,
      action: 'password_change',
      entity: 'member',
      entity_id: String(other.id),
      ip: IP,
    });
    expect(changed[0]?.changes).toEqual({ password: { before: null, after: 'changed' } });

    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: other.email },
      remoteAddress: '10.7.0.9',
    });
    let resetToken: string | undefined;
    for (let i = 0; i < 50 && !resetToken; i += 1) {
      const [mail] = await t.db
        .select()
        .from(outbox)
        .where(eq(outbox.toEmail, other.email))
        .orderBy(desc(outbox.id));
      resetToken = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1];
      if (!resetToken) await new Promise((r) => setTimeout(r, 20));
    }
    const reset = await audited(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: resetToken, password: 'hunter-reset-3' },
      }),
    );
    expect(reset.map((r) => [r.action, r.actor_id, r.entity_id])).toEqual([
      ['password_change', other.id, String(other.id)],
    ]);
    expect(reset[0]?.changes).toEqual({ password: { before: null, after: 'reset' } });
    expect(JSON.stringify([changed, reset])).not.toMatch(/hunter|argon2/);
    expect(JSON.stringify(reset)).not.toContain(resetToken as string);

    const member = await makeUser(t.db, { password: 'member-old-1' });
    const memberToken = await loginAs(t.app, member.email, 'member-old-1');
    expect(
      await audited(() =>
        as(
          'PUT',
          '/api/auth/change-password',
          { oldPassword: 'member-old-1', newPassword: 'member-new-2' },
          memberToken,
        ),
      ),
    ).toEqual([]);
  });
});

describe('filters of the log', () => {
  it("actor=system lists System's automatic approvals only; the actors list offers System", async () => {
    const product = await makeProduct(t.db, { price: '5.00' });
    const buyer = await signInMember(t);
    await t.db.execute(sql`update stores set auto_approve_below = 100 where id = ${buyer.store?.id}`);
    const auto = await placeOrder(t, buyer, [[product, 1]]);
    const res = await as('GET', '/api/admin/audit?actor=system&limit=100');
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json().data.entries as {
      actor_id: number | null;
      actor_name: string;
      entity_id: string;
    }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.actor_id === null && e.actor_name === 'System')).toBe(true);
    expect(entries.map((e) => e.entity_id)).toContain(String(auto.id));
    const actors = (await as('GET', '/api/admin/audit/actors')).json().data.actors;
    expect(actors).toContainEqual({ id: null, name: 'System' });
    expect(actors).toContainEqual({ id: admin.id, name: 'Cora Coverage' });
    // The export takes the same filter.
    const csv = await as('GET', '/api/admin/audit/export?actor=system');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`,System,auto_approve,order,${auto.id},`);
    expect(csv.body).not.toContain('Cora Coverage');
    for (const [url, message] of [
      ['/api/admin/audit?actor=robot', 'actor: actor must be system'],
      [`/api/admin/audit?actor=system&actor_id=${admin.id}`, 'actor: give actor_id or actor, not both'],
      ['/api/admin/audit?actor_id=0', 'actor_id: actor_id must be a positive number'],
    ]) {
      const bad = await as('GET', url as string);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(message);
    }
  });
});

describe('rollback', () => {
  it('a category delete that fails after its audit row leaves neither the delete nor the row', async () => {
    // The delete writes its audit row, then renumbers the remaining siblings in the same
    // transaction. A check the database makes on that renumbering (as a constraint would) fails it.
    const root = (await as('POST', '/api/admin/categories', { name: 'Rollback Root' })).json().data;
    const first = (
      await as('POST', '/api/admin/categories', { name: 'First Child', parent_id: root.id })
    ).json().data;
    const second = (
      await as('POST', '/api/admin/categories', { name: 'Second Child', parent_id: root.id })
    ).json().data;
    await t.database.query(`create function audit_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'renumbering refused by the test'; end $$`);
    await t.database.query(`create trigger audit_test_refuse before update of position on categories
      for each row when (new.parent_id = ${root.id}) execute function audit_test_refuse()`);
    try {
      const sequence = async () => {
        const [serial] = await t.database.query<{ s: string }>(
          "select pg_get_serial_sequence('audit_log', 'id') as s",
        );
        const [last] = await t.database.query<{ n: string }>(`select last_value as n from ${serial?.s}`);
        return Number(last?.n);
      };
      const before = await sequence();
      const rows = await audited(() => as('DELETE', `/api/admin/categories/${first.id}`), 500);
      expect(rows).toEqual([]);
      // The audit row was written (its id taken) before the failure, and rolled back with it.
      expect(await sequence()).toBeGreaterThan(before);
      const left = await t.database.query<{ id: number }>(
        `select id from categories where parent_id = ${root.id} order by position`,
      );
      expect(left.map((r) => r.id)).toEqual([first.id, second.id]);
    } finally {
      await t.database.query('drop trigger audit_test_refuse on categories');
      await t.database.query('drop function audit_test_refuse');
    }
    // Without the failure the same delete commits with its one row.
    const rows = await audited(() => as('DELETE', `/api/admin/categories/${first.id}`));
    expect(rows.map((r) => [r.action, r.entity_id])).toEqual([['delete', String(first.id)]]);
  });
});
