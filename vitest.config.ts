import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// A test file for one engine only (test/support/database.ts, describeOn) runs in that engine's stage.
const otherEngine = process.env.TEST_DB === 'postgres' ? 'pglite' : 'postgres';

// The API tests' settings: on PGlite, one database migrated per run, each test file's database
// a copy of it (pglite-template.ts).
const api = {
  testTimeout: 60_000,
  hookTimeout: 240_000,
  pool: 'forks' as const,
  globalSetup: ['apps/api/test/support/pglite-template.ts'],
};
const fuzz = 'apps/api/test/fuzz/**/*.test.ts';

// One runner for the repo. API tests build the real app on a real database: PGlite by default,
// PostgreSQL when TEST_DB=postgres (each test file creates and drops its own database).
export default defineConfig({
  test: {
    // 2 cores: two test files at a time across every project.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      // Repository-wide checks: module boundaries (the rules `npm run lint` enforces).
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'], testTimeout: 30_000 } },
      {
        test: {
          ...api,
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, `**/*.${otherEngine}.test.ts`, fuzz],
          // Test files share their worker's modules: importing the app cost about 1.5 s a file,
          // 2-3 minutes a stage. setup.ts puts back what a file changed of the clock and mocks.
          isolate: false,
          setupFiles: ['apps/api/test/support/setup.ts'],
        },
      },
      // The fuzz tests, each file in modules of its own: under isolate: false one of them once
      // expected another answer than its model gives alone (docs/performance.md, 2026-11-27).
      { test: { ...api, name: 'api-fuzz', include: [fuzz] } },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] },
      },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          // A first render loads the screen's whole module graph: generous for a busy 2-core machine.
          testTimeout: 30_000,
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
