import { HealthDownSchema, HealthSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database }) => {
  app.get(
    '/health',
    { config: { public: true }, schema: { response: { 200: HealthSchema, 503: HealthDownSchema } } },
    async (request, reply) => {
      try {
        await database.query('select 1');
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error' as const, message: 'Database unreachable' });
      }
    },
  );
};
