import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { createCatalogueChanges } from '../../src/lib/catalogue-changes';
import { createReadiness } from '../../src/lib/readiness';
import { createTokenService } from '../../src/lib/tokens';
import { apiRoutes } from '../../src/modules';
import { docsPlugin } from '../../src/plugins/docs';
import { type TestContext, testConfig } from '../support/app';
import { type FieldModel, modelOf, objectFields } from './field-model';

// Every /api route with the zod schemas it validates, read from the route modules themselves with
// an onRoute hook on a fresh Fastify instance; checked against the real app's route list, so a
// new route is fuzzed as soon as it exists.

export type RouteSchemas = {
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
  headers?: ZodType;
  /** Body types a route parses itself (uploads: multipart/form-data, text/csv). */
  consumes?: string[];
  produces?: string[];
};

export type FuzzRoute = {
  method: string;
  url: string;
  public: boolean;
  admin: boolean;
  schema: RouteSchemas;
  paramNames: Record<string, FieldModel>;
  queryFields: Record<string, FieldModel>;
  headerFields: Record<string, FieldModel>;
  body?: FieldModel;
  /** A Server-Sent Events stream. */
  streams: boolean;
};

/** The three groups the fuzz test files split the routes into, so vitest can run them side by side. */
export type RouteGroup = 'admin' | 'member' | 'catalogue';
export function groupOf(url: string): RouteGroup {
  if (url.startsWith('/api/admin')) return 'admin';
  if (/^\/api\/(user|orders)(\/|$)/.test(url)) return 'member';
  return 'catalogue';
}

type RouteOptions = {
  method: string | string[];
  url: string;
  schema?: RouteSchemas;
  config?: { public?: boolean };
};

export async function collectRoutes(t: TestContext): Promise<FuzzRoute[]> {
  const probe = Fastify();
  probe.setValidatorCompiler(validatorCompiler);
  probe.setSerializerCompiler(serializerCompiler);
  const routes: FuzzRoute[] = [];
  probe.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || !route.url.startsWith('/api')) continue;
      const schema = route.schema ?? {};
      // Every :name in the path is a param, even when the route declares no params schema.
      const declared = objectFields(schema.params);
      const paramNames = Object.fromEntries(
        [...route.url.matchAll(/:(\w+)/g)].map(([, name]) => [
          name!,
          declared[name!] ?? ({ kind: 'string', optional: false } as FieldModel),
        ]),
      );
      routes.push({
        method,
        url: route.url,
        // Read when asked: the docs plugin marks its viewer's routes public after this hook ran.
        get public() {
          return Boolean(route.config?.public);
        },
        admin: route.url.startsWith('/api/admin'),
        schema,
        paramNames,
        queryFields: objectFields(schema.querystring),
        headerFields: objectFields(schema.headers),
        body: schema.body ? modelOf(schema.body) : undefined,
        streams: Boolean(schema.produces?.includes('text/event-stream')),
      });
    }
  });
  await probe.register(docsPlugin);
  await probe.register(apiRoutes, {
    prefix: '/api',
    config: testConfig,
    database: t.database,
    db: t.db,
    tokens: createTokenService(testConfig.jwtSecret, testConfig.jwtExpiresInSeconds),
    catalogueChanges: createCatalogueChanges(),
    readiness: createReadiness(),
  });
  await probe.ready();
  await probe.close();

  const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
  const found = routes.map(key).sort();
  const registered = t.app.routeList.map(key).sort();
  if (found.join('\n') !== registered.join('\n')) {
    throw new Error(`fuzz route catalogue differs from the app's routes:\n${found}\nvs\n${registered}`);
  }
  return routes.sort((a, b) => key(a).localeCompare(key(b)));
}
