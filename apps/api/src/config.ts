import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  JWT_EXPIRES_IN_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(604800)
    .default(8 * 3600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  SEED_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).default(3000),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  WEB_ROOT: z.string().min(1).optional(),
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
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
};

export class ConfigError extends Error {}

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
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
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
  };
}

/** A random secret generated once and kept in DATA_DIR, so tokens survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
