import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Swagger UI over the document, at /api/docs (decision 010). Its page, script and styles come from
 * the npm package (no CDN) and run under the policy of every page (plugins/security.ts): it needs
 * no inline script and no eval, so it gets no policy of its own. It reads the document from
 * /api/docs/json; /api/docs/yaml and /api/docs/openapi.json serve it too.
 */
async function viewer(app: FastifyInstance) {
  // The plugin's routes take no route config: marked public here, as they are registered.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true };
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    theme: { title: 'Wholesale portal API' },
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}

/** OpenAPI document generated from the zod schemas, with its viewer at /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Wholesale portal API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(viewer);
  app.get('/api/docs/openapi.json', { config: { public: true }, schema: { hide: true } }, () =>
    app.swagger(),
  );
});
