import { SettingsResponseSchema, UpdateSettingsBodySchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { auditActor } from '../audit';
import { getSettings, updateSettings } from './service';

/** The admin's Settings screen (issue 20): seller details, tax rate, shipping fee. Admin only. */
export const settingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/admin/settings', { schema: { response: { 200: SettingsResponseSchema } } }, async () => ({
    success: true as const,
    data: await getSettings(db),
  }));

  app.put(
    '/admin/settings',
    { schema: { body: UpdateSettingsBodySchema, response: { 200: SettingsResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: 'Settings saved',
      data: await updateSettings(db, request.body, auditActor(request)),
    }),
  );
};
