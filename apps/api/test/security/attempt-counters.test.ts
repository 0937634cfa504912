import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { type Database, openPostgres } from '../../src/db/client';
import { addAttempt, countAttempts, PRUNE_EVERY, pruneNowAndThen } from '../../src/modules/auth/attempts';
import { testConfig } from '../support/app';
import { createTestDatabase } from '../support/database';
import { makeUser } from '../support/factories';

// Sign-in counters live in the database: a restart does not reset them, and every process on the
// same database sees the same counts (five processes do not allow five times the guesses).
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const start = async (over: Database) => {
  const app = await buildApp({ config: testConfig, database: over, webRoot: '/nonexistent' });
  await app.ready();
  return app;
};
const signIn = (app: App, email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe('attempt counters in the database', () => {
  it('keep counting across a restart and across processes sharing the database', async () => {
    const user = await makeUser(database.db);
    const address = '10.0.0.7';
    const first = await start(database);
    for (let i = 0; i < 3; i += 1)
      expect((await signIn(first, user.email, 'guess', address)).statusCode).toBe(401);
    await first.close();

    // The restarted server has seen 3 failures: 2 more, then 429.
    const restarted = await start(database);
    for (let i = 0; i < 2; i += 1) {
      expect((await signIn(restarted, user.email, 'guess', address)).statusCode).toBe(401);
    }
    expect((await signIn(restarted, user.email, user.password, address)).statusCode).toBe(429);

    // Another process: on PostgreSQL its own connection pool to the same database.
    const otherConnection = database.url ? await openPostgres(database.url, 2) : database;
    const other = await start(otherConnection);
    try {
      const res = await signIn(other, user.email, user.password, address);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect((await signIn(other, user.email, user.password, '10.0.0.8')).statusCode).toBe(200);
    } finally {
      await other.close();
      await restarted.close();
      if (otherConnection !== database) await otherConnection.close();
    }
  });

  it(`deletes ended windows every ${PRUNE_EVERY} reservations, keeping live ones`, async () => {
    await addAttempt(database.db, 'test:ended', 60_000);
    await database.query(
      `update auth_attempts set window_ends_at = now() - interval '2 minutes' where key = $1`,
      ['test:ended'],
    );
    await addAttempt(database.db, 'test:live', 60_000);
    const rows = async () =>
      (await database.query(`select key from auth_attempts where key like 'test:%'`)).length;
    expect(await rows()).toBe(2);
    for (let i = 0; i < PRUNE_EVERY; i += 1) await pruneNowAndThen(database.db);
    expect(await rows()).toBe(1);
    expect(await countAttempts(database.db, 'test:live')).toBe(1);
  });
});
