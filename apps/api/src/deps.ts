import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { CatalogueChanges } from './lib/catalogue-changes';
import type { Readiness } from './lib/readiness';
import type { TokenService } from './lib/tokens';

/**
 * What every route module is given: no globals, so tests can build as many apps as they like.
 * A file of its own so that app.ts and the route files do not import each other.
 */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
  /** Admin catalogue writes call changed(); the catalogue's caches listen. */
  catalogueChanges: CatalogueChanges;
  /** Modules that start something (the catalogue copy) say when they are done: GET /api/health/ready. */
  readiness: Readiness;
};
