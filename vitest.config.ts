import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner for the repo. API tests build the real app on a real database: PGlite by default,
// PostgreSQL when TEST_DB=postgres (each test file creates and drops its own database).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] },
      },
    ],
  },
});
