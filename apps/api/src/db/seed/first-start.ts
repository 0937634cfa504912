import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../client';
import { DEMO_ACCOUNTS, seedDemoData } from './index';

/** Seeds demo data when the database has no users yet and seeding applies (embedded default, or SEED_DEMO=true). */
export async function seedOnFirstStart(opts: { config: Config; database: Database; log: FastifyBaseLogger }) {
  const { config, database, log } = opts;
  const [{ count } = { count: 0 }] = await database.query<{ count: number }>(
    'select count(*)::int as count from users',
  );
  if (count > 0 || !config.seedDemo) {
    if (count === 0)
      log.warn('The database has no users. Seed demo data with SEED_DEMO=true or npm run db:seed.');
    return;
  }
  log.info({ products: config.seedProducts }, 'first start: seeding demo data');
  const summary = await seedDemoData(database.db, { products: config.seedProducts });
  // A bulk load leaves no statistics nor visibility map: plans (and index-only counts) need both.
  await database.query('vacuum analyze');
  log.info({ summary }, 'demo data ready');
  for (const account of DEMO_ACCOUNTS) {
    log.info(`Demo account (${account.role}): ${account.email} / ${account.password}`);
  }
}
