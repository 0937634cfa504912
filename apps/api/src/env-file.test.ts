import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { loadEnvFile } from './env-file';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SPAWN_TIMEOUT_MS = 100_000;
const tempDir = () => mkdtempSync(join(tmpdir(), 'portal-env-'));

function envFile(text: string): string {
  const file = join(tempDir(), '.env');
  writeFileSync(file, text);
  return file;
}

/** Runs a script of the API as npm would, with its output; nothing listens or seeds. */
function runScript(script: string, env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    // Generous: on a busy machine the import alone has taken 45 s; a wrong start would hang here.
    timeout: SPAWN_TIMEOUT_MS,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('loadEnvFile', () => {
  it('puts the values of the repository .env into the configuration', () => {
    const file = envFile('# the portal\nPORT=4321\nSEED_PRODUCTS="50"\nLOG_LEVEL=warn\n');
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'development', DATA_DIR: tempDir() };
    expect(loadEnvFile(env, file)).toBe(file);
    expect(loadConfig(env)).toMatchObject({ port: 4321, seedProducts: 50, logLevel: 'warn' });
  });

  it('lets variables already set win over the file', () => {
    const file = envFile('PORT=4321\nLOG_LEVEL=warn\n');
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'development', PORT: '5000', DATA_DIR: tempDir() };
    loadEnvFile(env, file);
    expect(loadConfig(env)).toMatchObject({ port: 5000, logLevel: 'warn' });
  });

  it('is fine without a .env: the defaults apply', () => {
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'development', DATA_DIR: tempDir() };
    expect(loadEnvFile(env, join(tempDir(), '.env'))).toBeUndefined();
    expect(loadConfig(env)).toMatchObject({ port: 3000, logLevel: 'info', seedProducts: 3000 });
  });

  it('reads ENV_FILE instead when set, and refuses one that does not exist', () => {
    const repoFile = envFile('PORT=4321\n');
    const named = envFile('PORT=4444\n');
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'development', ENV_FILE: named, DATA_DIR: tempDir() };
    expect(loadEnvFile(env, repoFile)).toBe(named);
    expect(loadConfig(env).port).toBe(4444);
    const missing = join(tempDir(), 'portal.env');
    expect(() => loadEnvFile({ ENV_FILE: missing }, repoFile)).toThrow(ConfigError);
    expect(() => loadEnvFile({ ENV_FILE: missing }, repoFile)).toThrow(`ENV_FILE: no file at ${missing}`);
  });

  it('reads no .env under NODE_ENV=test unless one is named', () => {
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'test' };
    expect(loadEnvFile(env, envFile('PORT=4321\n'))).toBeUndefined();
    expect(env.PORT).toBeUndefined();
  });
});

describe('the server and the seed script read the env file', () => {
  it(
    'server: a bad value in the file stops the start with its name',
    () => {
      const file = envFile('LOG_LEVEL=loud\n');
      // Were the file not read, the server would start: on a port of its own, without demo data.
      const { status, output } = runScript('apps/api/src/server.ts', {
        ENV_FILE: file,
        DATA_DIR: tempDir(),
        PORT: '3206',
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
      });
      expect(status).toBe(1);
      expect(output).toContain('Invalid configuration:\n  LOG_LEVEL:');
    },
    SPAWN_TIMEOUT_MS + 10_000,
  );

  it(
    'seed script: a bad value in the file stops it with its name',
    () => {
      const file = envFile('DATABASE_URL=mysql://localhost/portal\n');
      const { status, output } = runScript('apps/api/src/db/seed/cli.ts', { ENV_FILE: file });
      expect(status).toBe(1);
      expect(output).toContain('DATABASE_URL: must start with postgres');
    },
    SPAWN_TIMEOUT_MS + 10_000,
  );
});
