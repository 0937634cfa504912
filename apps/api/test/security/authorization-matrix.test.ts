import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../support/app';
import {
  buildWorld,
  type Principal,
  privateStringsOf,
  secretKeysIn,
  snapshotOfA,
} from './authorization-fixtures';
import { MATRIX } from './authorization-table';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// B and the admin go before A, so the owner's own call (which may delete the object) comes last.
const ORDER: Principal[] = ['anonymous', 'userB', 'admin', 'userA'];
// Markers of a credential or session internal in any response body, JSON or not.
const SECRET_TEXT = ['$argon2', 'passwordHash', 'password_hash', 'tokenVersion', 'token_version'];
// The OpenAPI document describes request bodies, which have a `password` field by design.
const DESCRIBES_REQUESTS = new Set(['GET /api/docs/openapi.json', 'GET /api/docs/json']);
let exercised = 0;

describe('authorization matrix', () => {
  it('lists every route the API registers, once, with the same public flag', () => {
    const registered = t.app.routeList.map((r) => `${r.method} ${r.url}${r.public ? ' (public)' : ''}`);
    const listed = MATRIX.map((r) => `${r.route}${r.public ? ' (public)' : ''}`);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...new Set(registered)].sort()).toEqual([...listed].sort());
  });

  it('keeps store users out of admin routes, anonymous out of private ones, B away from A’s ids', () => {
    for (const row of MATRIX) {
      const [, path] = row.route.split(' ');
      if (!row.public) expect(row.expect.anonymous, row.route).toBe(401);
      if (path!.startsWith('/api/admin/')) {
        expect([row.expect.userA, row.expect.userB], row.route).toEqual([403, 403]);
      }
      if (path!.includes('/:') && !row.shared) expect([403, 404], row.route).toContain(row.expect.userB);
    }
  });

  it.each(MATRIX)('$route answers each principal as the table says and leaks nothing', async (row) => {
    const world = await buildWorld(t);
    const method = row.route.split(' ')[0] as HTTPMethods;
    const seen: Record<string, number> = {};
    const unexpected: string[] = [];
    for (const who of ORDER) {
      const before = await snapshotOfA(t, world);
      const res = await call(t.app, world.tokens[who], { method, ...row.request(world, who) });
      const label = `${row.route} as ${who}`;
      seen[who] = res.statusCode;
      if (res.statusCode !== row.expect[who]) unexpected.push(`${who}: ${res.body.slice(0, 200)}`);
      exercised += 1;

      for (const marker of SECRET_TEXT) expect(res.body, `${label}: ${marker}`).not.toContain(marker);
      const isJson = String(res.headers['content-type']).includes('application/json');
      if (isJson && !DESCRIBES_REQUESTS.has(row.route)) expect(secretKeysIn(res.json()), label).toEqual([]);
      // A store user (or a stranger) never receives another member's e-mail, phone, name or orders.
      const others =
        who === 'userA'
          ? privateStringsOf(world, 'userB')
          : who === 'userB'
            ? privateStringsOf(world, 'userA')
            : who === 'anonymous'
              ? [...privateStringsOf(world, 'userA'), ...privateStringsOf(world, 'userB')]
              : [];
      for (const text of others) expect(res.body, `${label} leaks ${text}`).not.toContain(text);

      if (res.statusCode >= 400) {
        expect(res.json(), label).toEqual({
          success: false,
          message: expect.any(String),
          error: expect.any(String),
        });
        // A refused call changes nothing member A owns.
        expect(await snapshotOfA(t, world), `${label} changed A's data`).toEqual(before);
      }
    }
    expect(seen, unexpected.join('\n')).toEqual(row.expect);
  });

  it('covered every route for all four principals', () => {
    const routes = new Set(t.app.routeList.map((r) => `${r.method} ${r.url}`)).size;
    console.info(`authorization matrix: ${routes} routes x 4 principals = ${exercised} calls`);
    expect(exercised).toBe(routes * 4);
  });
});
