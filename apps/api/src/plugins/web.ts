import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

const sendApp = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html');

/**
 * Serves the built web app: hashed assets cached for a year, index.html for `/` and every other
 * non-API GET, so client-side routes survive a reload. API paths answer JSON 404s.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const built = existsSync(opts.root);
  if (!built) app.log.warn({ root: opts.root }, 'web app not built: serving the API only');
  else {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: true,
      index: false,
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.get('/', { config: { public: true } }, (_request, reply) => sendApp(reply));
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = built && (request.method === 'GET' || request.method === 'HEAD');
    if (!isPage || path.startsWith('/api/') || path === '/api') {
      return reply
        .status(404)
        .send({ success: false, message: `Route ${request.method} ${path} not found`, error: 'NOT_FOUND' });
    }
    return sendApp(reply);
  });
});
