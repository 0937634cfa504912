import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// schema.ts declares every table, column and index the migrations create (triggers stay in SQL):
// drizzle-kit, asked for the next migration, must find nothing to do. It works on a copy of the
// migrations, so a drift never leaves a stray migration behind. drizzle-kit wants paths relative
// to its working directory, so the copy lives in apps/api (git ignores `.drz-check*/`).
const API_DIR = fileURLToPath(new URL('../../', import.meta.url));
const DRIZZLE_KIT = fileURLToPath(new URL('../../../../node_modules/drizzle-kit/bin.cjs', import.meta.url));
const work = `.drz-check-${randomBytes(4).toString('hex')}`;

afterAll(() => rmSync(join(API_DIR, work), { recursive: true, force: true }));

describe('schema.ts and the migrations', () => {
  it('agree: drizzle-kit generate finds no schema change', () => {
    const out = join(API_DIR, work, 'drizzle');
    cpSync(join(API_DIR, 'drizzle'), out, { recursive: true });
    const config = join(work, 'drizzle.config.ts');
    mkdirSync(join(API_DIR, work), { recursive: true });
    writeFileSync(
      join(API_DIR, config),
      `export default { dialect: 'postgresql', schema: './src/db/schema.ts', out: './${work}/drizzle' };\n`,
    );
    const before = readdirSync(out);

    const run = spawnSync(process.execPath, [DRIZZLE_KIT, 'generate', '--config', config], {
      cwd: API_DIR,
      encoding: 'utf8',
      // A rename question would wait for an answer: none comes, and the timeout fails the test.
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    });

    const added = readdirSync(out).filter((name) => !before.includes(name));
    const generated = added.map((name) => `${name}:\n${readFileSync(join(out, name), 'utf8')}`).join('\n');
    expect(generated, 'schema.ts and the migrations differ: drizzle-kit would write this migration').toBe('');
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
    expect(run.stdout).toContain('No schema changes');
  });

  it('every trigger of the migrations is listed, with its migration, at the top of schema.ts', () => {
    const header = readFileSync(join(API_DIR, 'src/db/schema.ts'), 'utf8').split('\nimport ')[0] ?? '';
    const migrations = readdirSync(join(API_DIR, 'drizzle')).filter((name) => name.endsWith('.sql'));
    const triggers = migrations.flatMap((name) =>
      [...readFileSync(join(API_DIR, 'drizzle', name), 'utf8').matchAll(/CREATE TRIGGER (\w+)/gi)].map(
        ([, trigger]) => `${trigger} ${name}`,
      ),
    );
    expect(triggers.length).toBeGreaterThan(0);
    const listed = [...header.matchAll(/^\/\/ {3}(\w+_trigger) +(\S+\.sql)/gm)].map(
      ([, t, m]) => `${t} ${m}`,
    );
    expect(listed.sort()).toEqual(triggers.sort());
  });
});
