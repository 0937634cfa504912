import { DashboardResponseSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { getDashboard } from './service';

/** Figures of the admin dashboard, computed from the data on every call (no hard-coded changes). */
export const dashboardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/admin/dashboard', { schema: { response: { 200: DashboardResponseSchema } } }, async () => {
    return { success: true as const, data: await getDashboard({ db }) };
  });
};
