import { ErrorBodySchema } from '@portal/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { orderItems } from '../../src/db/schema';
import { VALUE_REJECTED } from '../../src/plugins/errors';
import { createTestApp, type TestContext } from '../support/app';
import { makeCartItem, makeCategory, makeOrder, makeProduct } from '../support/factories';
import { signInAdmin, signInMember } from '../support/orders';
import { caseArb } from './case-arbitrary';
import { classicCases } from './classic-cases';
import { type DbFingerprint, fingerprint } from './db-fingerprint';
import {
  describeCase,
  type Expectation,
  expectationOf,
  type FuzzCase,
  injectOptions,
  type Persona,
} from './request-model';
import { collectRoutes, type FuzzRoute, groupOf, type RouteGroup } from './route-catalogue';

/** Fixed by default so every run sends the same requests; FUZZ_SEED=<n> explores others. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_240_611);
/** Random cases per route, on top of the classics; FUZZ_RUNS=<n> to fuzz harder. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 150);

export type FuzzContext = {
  t: TestContext;
  routes: FuzzRoute[];
  tokens: Record<Persona, string | undefined>;
  /** Ids of rows that exist: members, stores, products, categories, the order, the cart line. */
  ids: number[];
  before: DbFingerprint;
  stats: { total: number; byStatus: Record<number, number>; byExpectation: Record<string, number> };
};

/** The real app on a fresh database, with a member (store, cart, wishlist, an order) and an admin. */
export async function setUpFuzz(group: RouteGroup): Promise<FuzzContext> {
  const t = await createTestApp();
  const brand = await makeCategory(t.db, { name: 'Fuzz Brand' });
  const series = await makeCategory(t.db, { name: 'Fuzz Series', parentId: brand.id, level: 2 });
  const inStock = await makeProduct(t.db, { categoryId: series.id, categoryIds: [series.id, brand.id] });
  const outOfStock = await makeProduct(t.db, {
    status: 0,
    categoryId: series.id,
    categoryIds: [series.id, brand.id],
  });
  const member = await signInMember(t);
  const other = await signInMember(t);
  const admin = await signInAdmin(t);
  // Straight into the database: the fuzz set-up should not depend on the checkout working.
  const order = await makeOrder(t.db, { userId: member.user.id, storeId: member.store!.id, itemsCount: 1 });
  await t.db.insert(orderItems).values({
    orderId: order.id,
    productId: inStock.id,
    productName: inStock.name,
    unitPrice: '10.00',
    quantity: 1,
    lineTotal: '10.00',
  });
  const line = await makeCartItem(t.db, { userId: member.user.id, productId: outOfStock.id, quantity: 3 });
  await signInMember(t).then((m) =>
    makeCartItem(t.db, { userId: m.user.id, productId: inStock.id, quantity: 1 }),
  );
  const wish = await t.app.inject({
    method: 'POST',
    url: '/api/user/wishlist',
    headers: { authorization: `Bearer ${member.token}` },
    payload: { product_id: inStock.id },
  });
  if (wish.statusCode !== 201) throw new Error(`wishlist set-up failed: ${wish.body}`);
  const ids = [
    ...new Set([
      member.user.id,
      other.user.id,
      admin.user.id,
      member.store!.id,
      other.store!.id,
      brand.id,
      series.id,
    ]),
    ...[inStock.id, outOfStock.id, order.id, line.id],
  ];
  // An open event stream never answers inject: streams are exercised over a real connection
  // (notifications/stream.test.ts) and by the authorization matrix with max_seconds=0.
  const routes = (await collectRoutes(t)).filter((r) => groupOf(r.url) === group && !r.streams);
  const tokens = { member: member.token, admin: admin.token, anon: undefined };
  console.log(`fuzz ${group}: FUZZ_SEED=${FUZZ_SEED} FUZZ_RUNS=${FUZZ_RUNS}, ${routes.length} routes`);
  return {
    t,
    routes,
    tokens,
    ids,
    before: await fingerprint(t.database),
    stats: { total: 0, byStatus: {}, byExpectation: {} },
  };
}

// Stack frames, file paths, SQL text and driver messages must never reach a client.
const LEAKS = [
  /\n\s+at /,
  /\bat \S+:\d+:\d+/,
  /\.ts:\d+/,
  /node_modules/,
  /\bselect\s+(\*|"|distinct\b|count\()/i,
  /insert into/i,
  /\bfrom\s+"\w+"/i,
  /syntax error at/i,
  /violates/i,
  /relation "/i,
  /failed query/i,
  /invalid byte sequence/i,
  /out of range for type/i,
];

/** The properties every answer must have; returns what is wrong, or null. */
export function problemWith(res: LightMyRequestResponse, expected: Expectation): string | null {
  const status = res.statusCode;
  if (status >= 500) return `server error ${status}`;
  const leak = LEAKS.find((re) => re.test(res.body));
  if (leak) return `body leaks internals (${leak})`;
  if (expected.kind === 'refused' && !expected.statuses.includes(status)) {
    return `expected ${expected.statuses.join('/')} (${expected.why}), got ${status}`;
  }
  if (expected.kind === 'invalid' && status !== 400)
    return `expected 400 for ${expected.field}, got ${status}`;
  if (status < 400) return null;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return 'error body is not JSON';
  }
  const envelope = ErrorBodySchema.safeParse(body);
  if (!envelope.success) return 'error body is not the { success: false, message } envelope';
  const { message, error } = envelope.data;
  if (!message.trim()) return 'error message is empty';
  if (message === VALUE_REJECTED)
    return 'malformed input reached the database (refused there, not by the contract)';
  if (expected.kind === 'invalid') {
    if (error !== 'VALIDATION') return `expected error VALIDATION, got ${error}`;
    if (!message.includes(`${expected.field}: ${expected.issue}`)) {
      return `message does not name the field: expected "${expected.field}: ${expected.issue}"`;
    }
  }
  return null;
}

async function send(ctx: FuzzContext, route: FuzzRoute, c: FuzzCase): Promise<string | null> {
  const expected = expectationOf(route, c);
  const res = await ctx.t.app.inject(injectOptions(route, c, ctx.tokens));
  const { stats } = ctx;
  stats.total += 1;
  stats.byStatus[res.statusCode] = (stats.byStatus[res.statusCode] ?? 0) + 1;
  const kind = expected.kind === 'refused' ? expected.why : expected.kind;
  stats.byExpectation[kind] = (stats.byExpectation[kind] ?? 0) + 1;
  const problem = problemWith(res, expected);
  return problem && `${problem}\n  answer: ${res.statusCode} ${res.body.slice(0, 300)}`;
}

/** The classics, then FUZZ_RUNS random cases; returns the failures (with the seed to replay them). */
export async function fuzzRoute(ctx: FuzzContext, route: FuzzRoute, index: number): Promise<string[]> {
  const name = `${route.method} ${route.url}`;
  const failures: string[] = [];
  for (const c of classicCases(route, ctx.ids)) {
    const problem = await send(ctx, route, c);
    if (problem && failures.length < 3) failures.push(`${name}: ${problem}\n  request: ${describeCase(c)}`);
  }
  const seed = FUZZ_SEED + index;
  const property = fc.asyncProperty(caseArb(route, ctx.ids), async (c) => {
    const problem = await send(ctx, route, c);
    if (problem) throw new Error(problem);
  });
  // No shrinking: one minimal case matters less than a quick, complete report of the route.
  const result = await fc.check(property, { seed, numRuns: FUZZ_RUNS, endOnFailure: true });
  if (result.failed) {
    const error =
      result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
    failures.push(
      `${name} (replay with FUZZ_SEED=${FUZZ_SEED}; route seed ${seed}, path ${result.counterexamplePath}): ${error}\n  request: ${result.counterexample?.[0] ? describeCase(result.counterexample[0]) : '?'}`,
    );
  }
  return failures;
}

export async function finishFuzz(ctx: FuzzContext, group: RouteGroup) {
  const { stats } = ctx;
  console.log(
    `fuzz ${group}: ${stats.total} requests, by status ${JSON.stringify(stats.byStatus)}, by expectation ${JSON.stringify(stats.byExpectation)}`,
  );
  await ctx.t.close();
}
