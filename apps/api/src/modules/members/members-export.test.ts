import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { makeStore, makeUser } from '../../../test/support/factories';
import { signInAdmin } from '../../../test/support/orders';

// Issue 23: the members list as CSV, with the list's filters, formulas made harmless.
let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAdmin(t)).token;
});
afterAll(() => t.close());

const exported = async (query: string) => {
  const res = await call(t.app, admin, { method: 'GET', url: `/api/admin/users/export${query}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  expect(res.headers['content-disposition']).toMatch(/attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"/);
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  return parse(res.body.slice(1), { columns: true }) as Record<string, string>[];
};

describe('GET /api/admin/users/export', () => {
  it('round-trips the filtered members, newest first, with formulas escaped and no password', async () => {
    const store = await makeStore(t.db, { name: 'Export Store' });
    const a = await makeUser(t.db, {
      name: '=cmd|calc',
      email: 'exp-a@example.test',
      storeId: store.id,
      designation: 'manager',
    });
    const b = await makeUser(t.db, { name: 'Exp Bee', email: 'exp-b@example.test', isActive: false });
    const rows = await exported('?search=exp-');
    expect(rows.map((r) => r.email)).toEqual([b.email, a.email]);
    expect(rows[1]).toMatchObject({
      id: String(a.id),
      name: "'=cmd|calc",
      store: 'Export Store',
      designation: 'manager',
      status: 'active',
    });
    expect(rows[0]?.status).toBe('inactive');
    expect(Object.keys(rows[0] ?? {})).not.toContain('password_hash');
    expect((await exported('?search=exp-&status=inactive')).map((r) => r.email)).toEqual([b.email]);
  });

  it('escapes names starting with - and @ as well as =, and leaves plain names alone', async () => {
    await makeUser(t.db, { name: '-Fix', email: 'sign-minus@example.test' });
    await makeUser(t.db, { name: '@home', email: 'sign-at@example.test' });
    await makeUser(t.db, { name: '+44 Desk', email: 'sign-plus@example.test' });
    await makeUser(t.db, { name: 'Plain-Name', email: 'sign-plain@example.test' });
    const rows = await exported('?search=sign-');
    expect(Object.fromEntries(rows.map((r) => [r.email, r.name]))).toEqual({
      'sign-minus@example.test': "'-Fix",
      'sign-at@example.test': "'@home",
      'sign-plus@example.test': "'+44 Desk",
      'sign-plain@example.test': 'Plain-Name',
    });
  });

  it('pages through more members than one database page (2,000) without losing or repeating one', async () => {
    const values = Array.from({ length: 2100 }, (_, i) => i);
    for (const chunk of [values.slice(0, 1050), values.slice(1050)])
      await Promise.all(chunk.map((i) => makeUser(t.db, { email: `bulk-${i}@export.test`, password: 'x' })));
    const rows = await exported('?search=%40export.test');
    expect(rows).toHaveLength(2100);
    expect(new Set(rows.map((r) => r.email)).size).toBe(2100);
  });
});
