import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { createFailureLimiter, type FailureLimiter } from './lib/rate-limit';
import { createTokenService, type TokenService } from './lib/tokens';
import { apiRoutes } from './modules';
import { authPlugin } from './plugins/auth';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';

/** What every route module is given: no globals, so tests can build as many apps as they like. */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
  loginLimiter: FailureLimiter;
};

type BuildOptions = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** The built web app; defaults to apps/web/dist. */
  webRoot?: string;
};

const here = dirname(fileURLToPath(import.meta.url));
const defaultWebRoot = resolve(here, '../../web/dist');

export async function buildApp({ config, database, logger = false, webRoot }: BuildOptions) {
  const app = Fastify({
    logger,
    bodyLimit: 256 * 1024,
    // Drains in-flight requests on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    // Bad URLs and over-long path values are refused before any error handler: same envelope.
    frameworkErrors,
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>();
  // Every registered route, read by the authorization-matrix test so a new route cannot go unlisted.
  const routeList: Array<{ method: string; url: string; public: boolean }> = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || !route.url.startsWith('/api')) continue;
      // Read when asked: a plugin's own onRoute hook may mark its routes public after this one ran.
      routeList.push({
        method,
        url: route.url,
        get public() {
          return Boolean(route.config?.public);
        },
      });
    }
  });
  app.decorate('routeList', routeList);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    tokens: createTokenService(config.jwtSecret, config.jwtExpiresInSeconds),
    loginLimiter: createFailureLimiter(5, 60_000),
  };

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(authPlugin, { db: deps.db, tokens: deps.tokens });
  await app.register(docsPlugin);
  await app.register(apiRoutes, { prefix: '/api', ...deps });
  await app.register(webPlugin, { root: webRoot ?? defaultWebRoot });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    routeList: Array<{ method: string; url: string; public: boolean }>;
  }
}
