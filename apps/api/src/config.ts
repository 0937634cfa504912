import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { ensurePrivateDir, makePrivate } from './lib/private-files';

/** Shorter secrets can be guessed offline from one token (HS256). */
export const MIN_SECRET_LENGTH = 32;

const milliseconds = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional()
    .transform((url) => url?.replace(/\/+$/, '')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  JWT_SECRET: z
    .string()
    .min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters long`)
    .optional(),
  JWT_EXPIRES_IN_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(604800)
    .default(8 * 3600),
  TRUST_PROXY: z.string().optional().transform(parseTrustProxy),
  REQUEST_TIMEOUT_MS: milliseconds(100, 600_000, 30_000),
  HEADERS_TIMEOUT_MS: milliseconds(100, 600_000, 10_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(100, 600_000, 72_000),
  CONNECTION_TIMEOUT_MS: milliseconds(100, 3_600_000, 60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  SEED_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).default(3000),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  WEB_ROOT: z.string().min(1).optional(),
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Wholesale Portal <no-reply@localhost>'),
  OUTBOX_INTERVAL_MS: milliseconds(100, 600_000, 2000),
  REPORT_COMPACTION_INTERVAL_MS: z.coerce
    .number()
    .int()
    .refine((ms) => ms === 0 || (ms >= 1000 && ms <= 3_600_000), 'must be 0 (off) or 1000-3600000')
    .default(10_000),
});

/** Fastify's trustProxy: off, every hop, the nth hop, or the proxies at these addresses. */
export type TrustProxy = boolean | number | string[];

/** How long a client may take, in milliseconds (see the README's configuration table). */
export type HttpTimeouts = {
  /** The whole request, headers and body, must arrive within this. */
  requestTimeoutMs: number;
  /** The request line and headers must arrive within this. */
  headersTimeoutMs: number;
  /** An idle keep-alive socket is closed after this. */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic at all (a client not reading its answer) is closed after this. */
  connectionTimeoutMs: number;
};

export const DEFAULT_TIMEOUTS: HttpTimeouts = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 72_000,
  connectionTimeoutMs: 60_000,
};

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Where users reach the portal; https turns on HSTS. Absent: http://localhost:PORT. */
  publicUrl?: string;
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: string;
  jwtExpiresInSeconds: number;
  logLevel: string;
  /** Seed demo data on first start: always for the embedded database, only when asked for PostgreSQL. */
  seedDemo: boolean;
  seedProducts: number;
  dbPoolSize: number;
  /** The built web app to serve; defaults to apps/web/dist. */
  webRoot?: string;
  /**
   * How long catalogue answers are kept in memory (products change only through seeding);
   * 0 turns the cache off. Absent: 60.
   */
  catalogueCacheSeconds?: number;
  /** Whose X-Forwarded-For is believed for request.ip. Absent: nobody's. */
  trustProxy?: TrustProxy;
  /** Absent: DEFAULT_TIMEOUTS. */
  timeouts?: HttpTimeouts;
  /**
   * Issue 21: the SMTP server e-mail goes out through (smtp://user:pass@host:587). Absent: e-mail
   * waits in the outbox (the admin's Outbox view lists it) and nothing is sent.
   */
  smtpUrl?: string;
  /** The sender of every e-mail. Absent: Wholesale Portal <no-reply@localhost>. */
  mailFrom?: string;
  /** How often the outbox worker looks for e-mail to send. Absent: 2000. */
  outboxIntervalMs?: number;
  /** How often an open notification stream sends a keep-alive comment. Absent: 15000 (tests shorten it). */
  sseKeepAliveMs?: number;
  /**
   * How often this process compacts the report aggregates of settled days (PostgreSQL only;
   * reports/compaction.ts). Absent or 0: never (tests); loadConfig's default is 10000.
   */
  reportCompactionIntervalMs?: number;
};

export class ConfigError extends Error {}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const prefix = /^\d{1,3}$/.test(bits) ? Number(bits) : -1;
  return prefix >= 0 && prefix <= (family === 4 ? 32 : 128);
}

function parseTrustProxy(value: string | undefined, context: z.RefinementCtx): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops >= 1 && hops <= 20) return hops;
    context.addIssue({ code: 'custom', message: 'a hop count must be 1-20' });
    return false;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `must be true, false, a hop count or a comma-separated list of addresses or CIDR ranges (not ${bad.map((b) => JSON.stringify(b)).join(', ')})`,
    });
  }
  return entries;
}

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production');
  }
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration:\n  HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    jwtExpiresInSeconds: e.JWT_EXPIRES_IN_SECONDS,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !e.DATABASE_URL,
    seedProducts: e.SEED_PRODUCTS,
    dbPoolSize: e.DB_POOL_SIZE,
    webRoot: e.WEB_ROOT ? resolve(e.WEB_ROOT) : undefined,
    catalogueCacheSeconds: e.CATALOGUE_CACHE_SECONDS,
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxIntervalMs: e.OUTBOX_INTERVAL_MS,
    reportCompactionIntervalMs: e.REPORT_COMPACTION_INTERVAL_MS,
    timeouts: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
    },
  };
}

/** A random secret generated once and kept in DATA_DIR, so tokens survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = resolve(dataDir, 'jwt-secret');
  ensurePrivateDir(dataDir);
  if (existsSync(file)) {
    makePrivate(file, 0o600);
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < MIN_SECRET_LENGTH) {
      throw new ConfigError(
        `Invalid configuration:\n  JWT_SECRET: the secret in ${file} must be at least ${MIN_SECRET_LENGTH} characters long ` +
          '(delete the file to have a new one generated, or set JWT_SECRET)',
      );
    }
    return secret;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
