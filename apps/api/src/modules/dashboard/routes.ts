import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { getDashboard } from './service';

/** Figures of the admin dashboard, computed from the data on every call (no hard-coded changes). */
export const dashboardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/admin/dashboard', async () => {
    return { success: true, data: await getDashboard({ db }) };
  });
};
