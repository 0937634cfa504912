import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, describeOn } from '../../test/support/database';
import type { Database } from './client';
import { ALL, type ChangeFeed, createChangeFeed } from './notify';

const quiet = { info: () => {}, warn: () => {} };

/** Polls until check() holds; fails if it does not by a poll started within `ms`. */
async function until(check: () => boolean, ms = 1000) {
  const start = Date.now();
  for (;;) {
    const startedAt = Date.now();
    if (check()) return;
    if (startedAt - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describeOn('pglite', 'the change feed on PGlite', () => {
  it('is a no-op: one process, nobody else to tell', async () => {
    const database = await createTestDatabase();
    const feed = createChangeFeed(database, { log: quiet });
    await feed.start();
    await feed.publish('sessions', 'user:1');
    expect(feed.listenerPid).toBeNull();
    await feed.close();
    await database.close();
  });
});

// Issue 24: LISTEN/NOTIFY between processes; here two feeds (two processes' worth) on one database.
describeOn('postgres', 'the change feed (PostgreSQL)', () => {
  let database: Database;
  let a: ChangeFeed;
  let b: ChangeFeed;
  const heardByB: string[] = [];
  const heardByA: string[] = [];
  let resyncsOfB = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    a = createChangeFeed(database, { log: quiet, applicationName: 'feed-test a' });
    b = createChangeFeed(database, { log: quiet, applicationName: 'feed-test b', retryMs: 50 });
    a.subscribe('sessions', (payload) => heardByA.push(payload));
    b.subscribe('sessions', (payload) => heardByB.push(payload));
    b.subscribe('catalogue', (payload) => heardByB.push(`catalogue ${payload}`));
    b.onResync(() => {
      resyncsOfB += 1;
    });
    await a.start();
    await b.start();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it('delivers a message to the other process, not back to its sender', async () => {
    await a.publish('sessions', 'user:7');
    await until(() => heardByB.includes('user:7'));
    await a.publish('catalogue', '1,2,3');
    await until(() => heardByB.includes('catalogue 1,2,3'));
    expect(heardByA).toEqual([]);
  });

  it('sends a payload too long for NOTIFY as "all"', async () => {
    const ids = Array.from({ length: 3000 }, (_, i) => i + 1).join(',');
    await a.publish('catalogue', ids);
    await until(() => heardByB.includes(`catalogue ${ALL}`));
  });

  it('reconnects after its listening connection is killed, then asks for a full refresh', async () => {
    const killed = b.listenerPid;
    expect(killed).toBeGreaterThan(0);
    expect(resyncsOfB).toBe(0);
    await database.query('select pg_terminate_backend($1)', [killed]);
    await until(() => resyncsOfB === 1 && b.listenerPid !== null && b.listenerPid !== killed);
    const rows = await database.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where application_name = 'feed-test b'`,
    );
    expect(rows[0]?.n).toBe(1);
    await a.publish('sessions', 'store:3');
    await until(() => heardByB.includes('store:3'));
  });
});
