import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

// The repo's own rules (.dependency-cruiser.cjs), run on small trees shaped like the repo: each
// deliberate violation must be reported by the rule that `npm run lint` enforces.
const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs');
const roots: string[] = [];

async function violationsOf(files: Record<string, string>): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const tops = [...new Set(Object.keys(files).map((path) => path.split('/')[0] as string))];
  const result = await cruise(tops, {
    baseDir: root,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
  });
  const output = result.output as { summary: { violations: Array<{ rule: { name: string } }> } };
  return output.summary.violations.map((v) => v.rule.name);
}

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('module boundaries (npm run lint)', () => {
  it('refuses a web feature importing another feature', async () => {
    const found = await violationsOf({
      'apps/web/src/features/cart/a.ts': "import { b } from '../catalogue/b';\nexport const a = b;\n",
      'apps/web/src/features/catalogue/b.ts': 'export const b = 1;\n',
    });
    expect(found).toContain('web-features-isolated');
  });

  it('allows a feature to import components/ and lib/', async () => {
    const found = await violationsOf({
      'apps/web/src/features/cart/a.ts': "import { b } from '../../lib/b';\nexport const a = b;\n",
      'apps/web/src/lib/b.ts': 'export const b = 1;\n',
    });
    expect(found).toEqual([]);
  });

  it("refuses an API module reaching into another module's repository", async () => {
    const found = await violationsOf({
      'apps/api/src/modules/members/service.ts':
        "import { r } from '../stores/repository';\nexport const s = r;\n",
      'apps/api/src/modules/stores/repository.ts': 'export const r = 1;\n',
      'apps/api/src/modules/stores/service.ts': 'export const s = 1;\n',
    });
    expect(found).toContain('api-module-public-surface');
  });

  it("allows an API module to use another module's service", async () => {
    const found = await violationsOf({
      'apps/api/src/modules/members/service.ts':
        "import { s } from '../stores/service';\nexport const m = s;\n",
      'apps/api/src/modules/stores/service.ts': 'export const s = 1;\n',
    });
    expect(found).toEqual([]);
  });

  it('refuses a plugin importing the database schema', async () => {
    const found = await violationsOf({
      'apps/api/src/plugins/auth.ts': "import { users } from '../db/schema';\nexport const p = users;\n",
      'apps/api/src/db/schema.ts': 'export const users = 1;\n',
    });
    expect(found).toContain('plugins-no-database');
  });

  it('refuses the contract importing an app, and import circles', async () => {
    const found = await violationsOf({
      'packages/contract/src/index.ts': "import { x } from '../../../apps/api/src/x';\nexport const c = x;\n",
      'apps/api/src/x.ts': "import { y } from './y';\nexport const x = y;\n",
      'apps/api/src/y.ts': "import { x } from './x';\nexport const y = () => x;\n",
    });
    expect(found).toContain('contract-stands-alone');
    expect(found).toContain('no-circular');
  });
});
