import { createSigner } from 'fast-jwt';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, loginAs, type TestContext, testConfig } from '../support/app';
import { makeStore, makeUser } from '../support/factories';

// Only tokens this server signed with HS256 and its own secret, unexpired and untouched, open a session.
let t: TestContext;
let member: Awaited<ReturnType<typeof makeUser>>;
let other: Awaited<ReturnType<typeof makeUser>>;
let genuine: string;
beforeAll(async () => {
  t = await createTestApp();
  const store = await makeStore(t.db);
  member = await makeUser(t.db, { storeId: store.id });
  other = await makeUser(t.db, { storeId: store.id });
  genuine = await loginAs(t.app, member.email, member.password);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString());
const claimsOf = (user: typeof member) => ({
  userId: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  ver: user.tokenVersion,
});
const now = () => Math.floor(Date.now() / 1000);

const cartWith = (token: string) => call(t.app, token, { method: 'GET', url: '/api/user/cart' });
const REFUSED = { success: false, message: expect.stringMatching(/\S/), error: 'UNAUTHORIZED' };

describe('access tokens', () => {
  it('issues HS256 tokens with an expiry, which open the member’s own cart', async () => {
    const [header, payload] = genuine.split('.');
    expect(decode(header!)).toMatchObject({ alg: 'HS256' });
    expect(decode(payload!).exp).toBeGreaterThan(now());
    expect((await cartWith(genuine)).statusCode).toBe(200);
  });

  const forged: Array<[string, () => string]> = [
    [
      'signed with another secret',
      () => createSigner({ key: 'x'.repeat(48), algorithm: 'HS256' })(claimsOf(member)),
    ],
    [
      'signed with the right secret but HS512 (algorithm not pinned)',
      () => createSigner({ key: testConfig.jwtSecret, algorithm: 'HS512' })(claimsOf(member)),
    ],
    [
      'with alg none',
      () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claimsOf(member), exp: now() + 600 })}.`,
    ],
    [
      'with alg none and the genuine signature kept',
      () => `${b64({ alg: 'none', typ: 'JWT' })}.${genuine.split('.')[1]}.${genuine.split('.')[2]}`,
    ],
    [
      'expired (exp in the past)',
      () =>
        createSigner({ key: testConfig.jwtSecret, algorithm: 'HS256' })({
          ...claimsOf(member),
          iat: now() - 7200,
          exp: now() - 60,
        }),
    ],
    [
      'with the payload changed to another member (userId)',
      () => {
        const [header, payload, signature] = genuine.split('.');
        const claims = { ...decode(payload!), userId: other.id, email: other.email };
        return `${header}.${b64(claims)}.${signature}`;
      },
    ],
    [
      'with the payload changed to role admin',
      () => {
        const [header, payload, signature] = genuine.split('.');
        return `${header}.${b64({ ...decode(payload!), role: 'admin' })}.${signature}`;
      },
    ],
    [
      'signed with the right secret but without a session version',
      () =>
        createSigner({ key: testConfig.jwtSecret, algorithm: 'HS256' })({ userId: member.id, role: 'user' }),
    ],
    ['that is not a JWT at all', () => 'not.a.token'],
  ];

  it.each(forged)('refuses a token %s with 401 and the error envelope', async (_name, make) => {
    const token = make();
    for (const url of ['/api/user/cart', '/api/orders', '/api/admin/users']) {
      const res = await call(t.app, token, { method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toEqual(REFUSED);
    }
  });

  it('refuses a token the server issued once its exp has passed, even after using it', async () => {
    const token = await loginAs(t.app, member.email, member.password);
    // The verifier caches results: the cache must not outlive the expiry.
    expect((await cartWith(token)).statusCode).toBe(200);
    const exp = decode(token.split('.')[1]!).exp as number;
    vi.useFakeTimers({ toFake: ['Date'], now: (exp + 1) * 1000 });
    const res = await cartWith(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(REFUSED);
  });

  it('refuses a request whose Authorization header is not a bearer token', async () => {
    for (const authorization of [genuine, `Basic ${genuine}`, 'Bearer ', `bearer${genuine}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/user/cart', headers: { authorization } });
      expect(res.statusCode, authorization.slice(0, 12)).toBe(401);
      expect(res.json()).toEqual(REFUSED);
    }
  });
});
