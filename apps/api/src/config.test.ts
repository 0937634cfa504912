import { chmodSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_TIMEOUTS, loadConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'portal-config-'));

describe('loadConfig', () => {
  it('defaults to the embedded database on port 3000 with a secret kept in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ port: 3000, dataDir: dir, seedDemo: true, databaseUrl: undefined });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('names every invalid variable', () => {
    const bad = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', DATA_DIR: dataDir() });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT[\s\S]*DATABASE_URL: must start with postgres[\s\S]*LOG_LEVEL/);
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      /JWT_SECRET: required when NODE_ENV=production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(
      /at least 32 characters/,
    );
  });

  it('refuses a JWT_SECRET under 32 characters, naming the variable', () => {
    const weak = () => loadConfig({ JWT_SECRET: 'x'.repeat(31), DATA_DIR: dataDir() });
    expect(weak).toThrow(ConfigError);
    expect(weak).toThrow(/JWT_SECRET: must be at least 32 characters long/);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: dataDir() }).jwtSecret).toBe('x'.repeat(32));
  });

  it('refuses a short secret file in DATA_DIR, naming the file and the variable', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'jwt-secret'), 'changeme\n');
    const weak = () => loadConfig({ DATA_DIR: dir });
    expect(weak).toThrow(ConfigError);
    expect(weak).toThrow(
      `JWT_SECRET: the secret in ${join(dir, 'jwt-secret')} must be at least 32 characters long`,
    );
    writeFileSync(join(dir, 'jwt-secret'), ' \n');
    expect(weak).toThrow(/at least 32 characters/);
  });
});

describe('files in DATA_DIR', () => {
  const mode = (path: string) => statSync(path).mode & 0o777;

  it('creates DATA_DIR and the secret for their owner only', () => {
    const dir = join(dataDir(), 'nested', 'data');
    loadConfig({ DATA_DIR: dir });
    expect(mode(dir)).toBe(0o700);
    expect(mode(join(dir, 'jwt-secret'))).toBe(0o600);
  });

  it('tightens a DATA_DIR and a secret file left open by an older version', () => {
    const dir = join(dataDir(), 'data');
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    writeFileSync(join(dir, 'jwt-secret'), `${'s'.repeat(48)}\n`);
    chmodSync(join(dir, 'jwt-secret'), 0o644);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe('s'.repeat(48));
    expect(mode(dir)).toBe(0o700);
    expect(mode(join(dir, 'jwt-secret'))).toBe(0o600);
  });
});

describe('HTTP settings', () => {
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env });

  it('trusts no proxy unless TRUST_PROXY says so', () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each([['yes'], ['10.0.0.300'], ['10.0.0.0/33'], ['10.0.0.1,'], ['0'], ['21']])(
    'refuses TRUST_PROXY=%s, naming the variable',
    (value) => {
      expect(() => load({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: /);
    },
  );

  it('takes PUBLIC_URL as an http(s) URL, by default the local address', () => {
    expect(load({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(load({ PUBLIC_URL: 'https://portal.example.com/' }).publicUrl).toBe('https://portal.example.com');
    expect(() => load({ PUBLIC_URL: 'portal.example.com' })).toThrow(/PUBLIC_URL: must be an http/);
    expect(() => load({ PUBLIC_URL: 'ftp://portal.example.com' })).toThrow(/PUBLIC_URL: /);
  });

  it('bounds every request in time, configurably', () => {
    expect(load({}).timeouts).toEqual(DEFAULT_TIMEOUTS);
    expect(load({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '2000' }).timeouts).toMatchObject({
      requestTimeoutMs: 5000,
      headersTimeoutMs: 2000,
    });
    expect(() => load({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => load({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toThrow(
      /HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS/,
    );
  });

  it('compacts the report aggregates every 10 s unless told otherwise; 0 turns it off', () => {
    expect(load({}).reportCompactionIntervalMs).toBe(10_000);
    expect(load({ REPORT_COMPACTION_INTERVAL_MS: '0' }).reportCompactionIntervalMs).toBe(0);
    expect(load({ REPORT_COMPACTION_INTERVAL_MS: '60000' }).reportCompactionIntervalMs).toBe(60_000);
    expect(() => load({ REPORT_COMPACTION_INTERVAL_MS: '50' })).toThrow(
      /REPORT_COMPACTION_INTERVAL_MS: must be 0/,
    );
  });

  it('does not seed a PostgreSQL database unless asked', () => {
    const url = 'postgres://u@127.0.0.1:5432/db';
    expect(loadConfig({ DATABASE_URL: url, DATA_DIR: dataDir() }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: 'true', DATA_DIR: dataDir() }).seedDemo).toBe(true);
  });
});
