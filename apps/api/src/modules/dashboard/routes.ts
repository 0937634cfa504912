import { DashboardQuerySchema, DashboardResponseSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { sendJson } from '../../lib/send-json';
import { createAggregateCache, readDashboardAnswerVersion, resolveRange } from '../reports';
import { dashboardJson } from './json';
import { getDashboard } from './service';

/**
 * Figures of the admin dashboard over a range of UTC days (?from&to, the last 30 by default),
 * read from the aggregates kept with every order change (no hard-coded changes).
 */
export const dashboardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  // This app's sums of the aggregates, kept while they are unchanged (reports/cache.ts, figures.ts):
  // per range five entries (one the answer's text) and one per calendar month of its two periods
  // (25 for a year), those with products sold up to a few MB (every product sold in the part).
  const cache = createAggregateCache(256);
  app.get(
    '/admin/dashboard',
    {
      schema: {
        description:
          'Stats are totals now; changes compare the range (UTC calendar days, the last 30 by default) with the ' +
          'period of the same length before it; the charts cover the range.',
        querystring: DashboardQuerySchema,
        response: { 200: DashboardResponseSchema },
      },
    },
    async (request, reply) => {
      // The whole answer is kept too while nothing it shows has changed (its range by this clock,
      // the database's day and versions): an unchanged dashboard costs one small statement.
      const range = resolveRange(request.query);
      const body = await cache.read(
        `dashboard answer ${range.from} ${range.to}`,
        () => readDashboardAnswerVersion(db),
        async () =>
          dashboardJson(await getDashboard({ db, cache, query: { from: range.from, to: range.to } })),
      );
      return sendJson(reply, body);
    },
  );
};
