import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, DEFAULT_TIMEOUTS } from './config';
import type { Database } from './db/client';
import { type ChangeFeed, createChangeFeed } from './db/notify';
import type { AppDeps } from './deps';
import { createCatalogueChanges } from './lib/catalogue-changes';
import { createReadiness, type Readiness } from './lib/readiness';
import { createTokenService } from './lib/tokens';
import { apiRoutes } from './modules';
import { authPlugin } from './plugins/auth';
import { docsPlugin } from './plugins/docs';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors';
import { loggerOptions } from './plugins/logging';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';

type BuildOptions = {
  config: Config;
  database: Database;
  /** pino options (level, stream); error logs go through a serializer that drops SQL values. */
  logger?: Exclude<FastifyServerOptions['logger'], true>;
  /** The built web app; defaults to apps/web/dist. */
  webRoot?: string;
};

const here = dirname(fileURLToPath(import.meta.url));
const defaultWebRoot = resolve(here, '../../web/dist');

export async function buildApp({ config, database, logger = false, webRoot }: BuildOptions) {
  const timeouts = config.timeouts ?? DEFAULT_TIMEOUTS;
  const app = Fastify({
    logger: loggerOptions(logger),
    bodyLimit: 256 * 1024,
    // request.ip from X-Forwarded-For only when it comes from a proxy TRUST_PROXY names.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A slow client cannot hold a socket: its request must arrive in time, an idle socket closes.
    requestTimeout: timeouts.requestTimeoutMs,
    connectionTimeout: timeouts.connectionTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    http: {
      headersTimeout: timeouts.headersTimeoutMs,
      // Node checks the two timeouts above on this interval (30 s by default).
      connectionsCheckingInterval: Math.min(1000, Math.ceil(timeouts.headersTimeoutMs / 4)),
    },
    // Requests Node's parser refuses (bad, too large, too slow) get the error envelope too.
    clientErrorHandler,
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

  // Other API processes on the same PostgreSQL hear of catalogue and session changes at once
  // (LISTEN/NOTIFY, decision 014); listening before any request is served, so nothing is missed.
  const changes = createChangeFeed(database, { log: app.log });
  await changes.start();
  app.addHook('onClose', () => changes.close());
  app.decorate('changeFeed', changes);

  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    tokens: createTokenService(config.jwtSecret, config.jwtExpiresInSeconds),
    catalogueChanges: createCatalogueChanges(changes),
    readiness: createReadiness(),
  };
  app.decorate('readiness', deps.readiness);

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { publicUrl: config.publicUrl });
  await app.register(authPlugin, { db: deps.db, tokens: deps.tokens, changes });
  await app.register(docsPlugin);
  await app.register(apiRoutes, { prefix: '/api', ...deps });
  await app.register(webPlugin, { root: webRoot ?? defaultWebRoot });
  return app;
}

/**
 * Fastify refuses a bare hop count (it cannot tell a proxy from a client that reached the app
 * directly); TRUST_PROXY=n means what it means for Express: the n nearest hops are proxies.
 */
function fastifyTrustProxy(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust ?? false;
  return (_address: string, hop: number) => hop < trust;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    routeList: Array<{ method: string; url: string; public: boolean }>;
    /** This process's LISTEN/NOTIFY link to the others (db/notify.ts). */
    changeFeed: ChangeFeed;
    readiness: Readiness;
  }
}
