import { HealthDownSchema, HealthSchema } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, readiness }) => {
  const reachable = async (log: FastifyBaseLogger) => {
    try {
      await database.query('select 1');
      return true;
    } catch (error) {
      log.error({ err: error }, 'health check: database unreachable');
      return false;
    }
  };
  const unreachable = { status: 'error' as const, message: 'Database unreachable' };

  app.get(
    '/health',
    { config: { public: true }, schema: { response: { 200: HealthSchema, 503: HealthDownSchema } } },
    async (request, reply) => {
      if (await reachable(request.log)) return { status: 'ok' as const };
      return reply.status(503).send(unreachable);
    },
  );

  // For a load balancer that routes to a process once it is ready (docs/deploy.md): alive, and
  // done with its start-up (the catalogue read into memory), so no request waits behind it.
  app.get(
    '/health/ready',
    { config: { public: true }, schema: { response: { 200: HealthSchema, 503: HealthDownSchema } } },
    async (request, reply) => {
      if (!(await reachable(request.log))) return reply.status(503).send(unreachable);
      const doing = readiness.pending();
      if (doing !== null)
        return reply.status(503).send({ status: 'error' as const, message: `Not ready: ${doing}` });
      return { status: 'ok' as const };
    },
  );
};
