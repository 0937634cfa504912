import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config';
import { loadEnvFile } from '../../env-file';
import type { Database } from '../client';
import { DataDirLockedError } from '../lock';
import { openConfiguredDatabase } from '../open';
import { DEMO_ACCOUNTS, MEMBER_PASSWORD, SEED_DEFAULTS, type SeedOptions, seedDemoData } from './index';

// npm runs this with apps/api as the working directory; DATA_DIR is the repository's, as for the server.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');

const USAGE = `Usage: npm run db:seed -- [--products N] [--stores N] [--members N] [--orders N] [--seed N] [--reset]

Fills the configured database with demo data: DATABASE_URL (PostgreSQL) when set, else the embedded
database in DATA_DIR (default <repo>/data). Refuses a database that already has users unless --reset,
which empties every table first.
Defaults: ${Object.entries(SEED_DEFAULTS)
  .map(([key, value]) => `--${key} ${value}`)
  .join(' ')}`;

class UsageError extends Error {}

const OPTIONS = {
  products: { type: 'string' },
  stores: { type: 'string' },
  members: { type: 'string' },
  orders: { type: 'string' },
  seed: { type: 'string' },
  reset: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

function parseCli(argv: string[]): { options: SeedOptions; reset: boolean; help: boolean } {
  const parse = () => parseArgs({ args: argv, options: OPTIONS }).values;
  let values: ReturnType<typeof parse>;
  try {
    values = parse();
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
  }
  const count = (name: keyof SeedOptions, max: number) => {
    const raw = values[name];
    if (raw === undefined) return undefined;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0 || value > max) {
      throw new UsageError(`--${name} must be a whole number from 0 to ${max}, got "${raw}"`);
    }
    return value;
  };
  return {
    options: {
      products: count('products', 1_000_000),
      stores: count('stores', 10_000),
      members: count('members', 100_000),
      orders: count('orders', 1_000_000),
      seed: count('seed', 2 ** 31 - 1),
    },
    reset: values.reset,
    help: values.help,
  };
}

/** Empties every table of the application schema and restarts its sequences (ST0001, order numbers). */
async function resetDatabase(database: Database) {
  const [{ tables } = { tables: null }] = await database.query<{ tables: string | null }>(
    "select string_agg(format('%I.%I', schemaname, tablename), ', ') as tables from pg_tables where schemaname = 'public'",
  );
  // The audit log refuses TRUNCATE (issue 23); a reset is the one deliberate wipe of everything,
  // done by the tables' owner, so it lifts that guard for its own statement only.
  const audit = tables?.includes('public.audit_log');
  if (audit) await database.query('alter table audit_log disable trigger audit_log_no_truncate');
  if (tables) await database.query(`truncate table ${tables} restart identity cascade`);
  if (audit) await database.query('alter table audit_log enable trigger audit_log_no_truncate');
  await database.query(`do $$
    declare s record;
    begin
      for s in select sequence_schema, sequence_name from information_schema.sequences where sequence_schema = 'public' loop
        execute format('alter sequence %I.%I restart', s.sequence_schema, s.sequence_name);
      end loop;
    end $$`);
}

function describeTarget(databaseUrl: string | undefined, dataDir: string) {
  if (!databaseUrl) return `the embedded database in ${dataDir}`;
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return `PostgreSQL at ${url.toString()}`;
}

async function main() {
  const cli = parseCli(process.argv.slice(2));
  if (cli.help) {
    console.log(USAGE);
    return;
  }
  loadEnvFile();
  const config = loadConfig({
    ...process.env,
    DATA_DIR: resolve(repoRoot, process.env.DATA_DIR || 'data'),
    // Seeding signs no tokens; a placeholder keeps loadConfig from writing a secret file.
    JWT_SECRET: process.env.JWT_SECRET || 'seed-cli-signs-no-tokens-placeholder-secret',
  });
  const target = describeTarget(config.databaseUrl, config.dataDir);
  let database: Database;
  try {
    database = await openConfiguredDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new UsageError(
        `${error.message}\nThe embedded database can only be seeded while the portal server is stopped.`,
      );
    }
    throw error;
  }
  try {
    const [{ count } = { count: 0 }] = await database.query<{ count: number }>(
      'select count(*)::int as count from users',
    );
    if (count > 0 && !cli.reset) {
      throw new UsageError(
        `${target} already has ${count} users: nothing was changed.\nRun again with --reset to empty every table and seed afresh.`,
      );
    }
    const started = performance.now();
    if (cli.reset) {
      console.log(`Emptying ${target}...`);
      await resetDatabase(database);
    }
    console.log(`Seeding ${target}...`);
    const summary = await seedDemoData(database.db, cli.options);
    // A bulk load leaves no statistics nor visibility map: plans (and index-only counts) need both.
    await database.query('vacuum analyze');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const width = Math.max(...Object.keys(summary).map((key) => key.length));
    for (const [key, value] of Object.entries(summary)) console.log(`  ${key.padEnd(width)}  ${value}`);
    console.log(`Done in ${seconds} s.`);
    for (const account of DEMO_ACCOUNTS)
      console.log(`Demo account (${account.role}): ${account.email} / ${account.password}`);
    console.log(`Every other member signs in with the password ${MEMBER_PASSWORD}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Seeding failed:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
