import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/support/app';
import { openConfiguredDatabase } from './open';

/** Every path under a directory with the permission bits group or others hold on it. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = statSync(path);
    if ((stat.mode & 0o077) !== 0) found.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return found;
}

// Creating and migrating an embedded database twice takes a while on a busy machine.
const TWO_OPENINGS = 180_000;

describe('the embedded database in DATA_DIR', () => {
  it(
    'is readable by its owner only: the folder, the lock, every database file',
    async () => {
      const dataDir = join(mkdtempSync(join(tmpdir(), 'portal-open-')), 'data');
      const umask = process.umask();
      const database = await openConfiguredDatabase({ ...testConfig, dataDir, databaseUrl: undefined });
      try {
        await database.query('create table written_later (id int)');
        await database.query('insert into written_later select generate_series(1, 1000)');
        expect(statSync(join(dataDir, 'portal.lock')).mode & 0o777).toBe(0o600);
        expect(statSync(dataDir).mode & 0o777).toBe(0o700);
        expect(readdirSync(join(dataDir, 'pglite')).length).toBeGreaterThan(0);
        expect(openToOthers(dataDir)).toEqual([]);
      } finally {
        await database.close();
      }
      // The process's own mask is given back once the database is closed.
      expect(process.umask()).toBe(umask);
      const reopened = await openConfiguredDatabase({ ...testConfig, dataDir, databaseUrl: undefined });
      try {
        await reopened.query('insert into written_later select generate_series(1, 1000)');
        expect(openToOthers(dataDir)).toEqual([]);
      } finally {
        await reopened.close();
      }
    },
    TWO_OPENINGS,
  );
});
