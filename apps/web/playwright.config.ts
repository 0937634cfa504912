import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Several runs at once (helpers, CI) each take their own port and data directory.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '/tmp/portal-e2e-data';
const isCI = Boolean(process.env.CI);
// The JSON report sits beside the run's artifacts when they have a directory of their own.
const REPORT_FILE = process.env.E2E_OUTPUT_DIR
  ? `${process.env.E2E_OUTPUT_DIR}/e2e.json`
  : './test-results/e2e.json';
// password-reset.spec.ts listens here for the server's e-mail: derived from the port, so two runs
// never share it. Nothing listens during the other specs: the outbox only logs failed sends.
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 20000);
process.env.E2E_SMTP_PORT = String(SMTP_PORT);

// Debian's headless shell (package chromium-headless-shell: the same Chromium without its
// windowing, what Playwright itself runs headless) when installed, else the full browser. The
// whole suite took 13.1 minutes with it against 17.4 with the full browser on the same machine:
// the full browser spent about a third of its CPU in its compositor (docs/performance.md).
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM =
  process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Browser tests against the built app served by the real API on a fresh embedded database.
 * Debian's Chromium is used as is (CHROMIUM above): no browser is ever downloaded.
 * Run from the repo root: npm run build -w apps/web && npx playwright test -c apps/web/playwright.config.ts
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results/artifacts',
  fullyParallel: true,
  forbidOnly: isCI,
  workers: 2,
  retries: 0,
  // Generous: the suite shares two cores with builds and other test runs.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: REPORT_FILE }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Tracing records every action's DOM snapshot in every test, failed or not: E2E_TRACE=1 keeps
    // the trace of failed tests (DOM snapshots, no screencast) when one needs looking into. Off by
    // default, CI included (nothing keeps a CI run's files): it costs the suite a share of both cores.
    trace: process.env.E2E_TRACE
      ? { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true }
      : 'off',
    screenshot: 'only-on-failure',
    // The app honours prefers-reduced-motion (index.css): no transition to wait out before a click.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // No GPU process: with --disable-gpu it only composites in software, over IPC.
        '--in-process-gpu',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `rm -rf ${DATA_DIR} && node ${process.env.E2E_SERVER ?? 'apps/api/dist/server.mjs'}`,
    cwd: '../..',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      ...(process.env.E2E_WEB_ROOT ? { WEB_ROOT: process.env.E2E_WEB_ROOT } : {}),
      SEED_PRODUCTS: '400',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      OUTBOX_INTERVAL_MS: '300',
    },
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
