import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/support/app';
import { createTestDatabase } from '../../test/support/database';
import { type App, buildApp } from '../app';
import type { Database } from '../db/client';

let app: App;
let database: Database;
beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig, database, webRoot: root });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('serving the web app', () => {
  it.each(['/', '/login', '/admin/orders', '/store/product/12'])(
    'answers %s with the app, not cached',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>portal</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps unknown API paths and non-GET requests as JSON 404s', async () => {
    for (const [method, url] of [
      ['GET', '/api/unknown'],
      ['POST', '/admin/orders'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
    }
  });
});
