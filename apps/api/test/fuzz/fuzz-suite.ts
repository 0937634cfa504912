import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint } from './db-fingerprint';
import { type FuzzContext, finishFuzz, fuzzRoute, setUpFuzz } from './fuzz-harness';
import type { RouteGroup } from './route-catalogue';

/** The fuzz test of one group of routes; each group is its own file so vitest runs them side by side. */
export function fuzzSuite(group: RouteGroup, who: string) {
  let ctx: FuzzContext;
  beforeAll(async () => {
    ctx = await setUpFuzz(group);
  });
  afterAll(() => ctx && finishFuzz(ctx, group));

  describe(`${who} sending malformed requests`, () => {
    it('always get a clear 4xx in the error envelope: never a 5xx, a stack trace or SQL', async () => {
      expect(ctx.routes.length).toBeGreaterThan(0);
      const failures: string[] = [];
      for (const [index, route] of ctx.routes.entries())
        failures.push(...(await fuzzRoute(ctx, route, index)));
      expect(failures.join('\n\n')).toBe('');
    }, 600_000);

    it('change nothing in members, stores, orders, carts, wishlists or products', async () => {
      expect(await fingerprint(ctx.t.database)).toEqual(ctx.before);
    });
  });
}
