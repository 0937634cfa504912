import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  httpCall,
  type ServerProcess,
  signIn,
  sleep,
  startServer,
  waitUntilReady,
} from './spawn-server';

const CRASHES = 2;

// The embedded database (PGlite) belongs to one process: a second server on the same DATA_DIR
// must refuse to start, and a server killed with SIGKILL must come back with its data.
// Needs no PostgreSQL, so it runs in both stages.
describe('embedded database (PGlite) across processes', () => {
  const dataDir = mkdtempSync('/tmp/resilience-');
  const started: ServerProcess[] = [];
  let first: ServerProcess;

  const start = async () => {
    const server = startServer({
      DATA_DIR: dataDir,
      PORT: String(await freePort(3350, 3399)),
      SEED_PRODUCTS: '200',
    });
    started.push(server);
    return server;
  };

  beforeAll(async () => {
    first = await start();
    await waitUntilReady(first);
  }, 180_000);

  afterAll(async () => {
    for (const server of started) await server.kill9();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('a second server on the same DATA_DIR exits at once with a clear message', async () => {
    const begun = Date.now();
    const second = await start();
    const outcome = await Promise.race([second.exited, sleep(15_000).then(() => undefined)]);
    expect(outcome, `the second server is still running:\n${second.output()}`).toBeDefined();
    const code = outcome?.code;
    const seconds = (Date.now() - begun) / 1000;
    console.info(`pglite: second process refused in ${seconds.toFixed(1)} s with exit code ${code}`);
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(second.output()).toMatch(/in use by another portal process \(pid \d+\)/);
    expect(seconds).toBeLessThan(15);
    // The refusal leaves the first server and its lock alone.
    expect(readFileSync(join(dataDir, 'portal.lock'), 'utf8')).toBe(String(first.child.pid));
    expect((await httpCall(first.port, '/api/health')).body).toEqual({ status: 'ok' });
  }, 180_000);

  it('comes back after kill -9 during cart adds with every acknowledged add kept', async () => {
    let server = first;
    const token = await signIn(server.port, 'store@example.com', 'store123');
    const list = await httpCall(server.port, '/api/products?limit=100', { token });
    const productIds: number[] = list.body.data.products
      .filter((product: { status: number }) => product.status === 1)
      .map((product: { id: number }) => product.id);
    await httpCall(server.port, '/api/user/cart', { method: 'DELETE', token });
    const acknowledged = new Map<number, number>();
    let cutOff = 0;

    for (let crash = 1; crash <= CRASHES; crash += 1) {
      // Four writers on distinct products, so each acknowledged line has one known quantity.
      let stopped = false;
      const writer = async (lane: number) => {
        for (let i = lane; !stopped; i += 4) {
          const productId = productIds[(i + crash * 37) % productIds.length]!;
          if (acknowledged.has(productId)) continue;
          const res = await httpCall(server.port, '/api/user/cart', {
            method: 'POST',
            token,
            body: { product_id: productId, quantity: 1 + (i % 7) },
          });
          if (res.status !== 200) throw new Error(`add: ${res.status} ${JSON.stringify(res.body)}`);
          acknowledged.set(productId, res.body.data.quantity);
        }
      };
      const before = acknowledged.size;
      const wrong: string[] = [];
      const writers = [0, 1, 2, 3].map((lane) =>
        writer(lane).catch((error: Error) => {
          // Cut off by the kill is expected; a wrong answer is not.
          if (!/socket hang up|ECONNRESET|ECONNREFUSED|EPIPE/.test(error.message)) wrong.push(error.message);
          else cutOff += 1;
        }),
      );
      const deadline = Date.now() + 60_000;
      while (acknowledged.size < before + 8 && wrong.length === 0 && Date.now() < deadline) await sleep(20);
      stopped = true;
      await server.kill9(); // adds of the other writers are still in flight
      await Promise.all(writers);
      expect(wrong).toEqual([]);
      expect(acknowledged.size).toBeGreaterThanOrEqual(before + 8);

      server = await start();
      await waitUntilReady(server);
      expect((await httpCall(server.port, '/api/health')).body).toEqual({ status: 'ok' });
      const cart = await httpCall(server.port, '/api/user/cart', { token });
      expect(cart.status).toBe(200);
      const kept = new Map<number, number>(
        cart.body.data.items.map((line: { product: { id: number }; quantity: number }) => [
          line.product.id,
          line.quantity,
        ]),
      );
      for (const [productId, quantity] of acknowledged) {
        expect(kept.get(productId), `product ${productId} after crash ${crash}`).toBe(quantity);
      }
      console.info(
        `pglite: crash ${crash} survived, ${acknowledged.size} acknowledged adds kept, ${cutOff} adds cut off so far`,
      );
    }
  }, 180_000);
});
