import {
  IdParamsSchema,
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  NotificationPreferencesBodySchema,
  NotificationPreferencesResponseSchema,
  NotificationReadResponseSchema,
  OutboxListQuerySchema,
  OutboxListResponseSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { createOutboxWorker } from './outbox-worker';
import { listInbox, outboxPage, readAll, readOne, savePreference } from './service';
import { notificationStreamRoute } from './stream-route';

/** Issue 21: every signed-in user's inbox; the admins' outbox; the e-mail worker of this process. */
export const notificationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  const worker = createOutboxWorker({
    db,
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom ?? 'Wholesale Portal <no-reply@localhost>',
    intervalMs: config.outboxIntervalMs ?? 2000,
    log: app.log,
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
  await app.register(notificationStreamRoute, deps);

  app.get(
    '/notifications',
    {
      schema: { querystring: NotificationListQuerySchema, response: { 200: NotificationListResponseSchema } },
    },
    async (request) => {
      const { page, limit } = request.query;
      return { success: true as const, data: await listInbox(db, currentUser(request).id, page, limit) };
    },
  );

  app.put(
    '/notifications/read-all',
    { schema: { response: { 200: NotificationReadResponseSchema } } },
    async (request) => ({ success: true as const, data: await readAll(db, currentUser(request).id) }),
  );

  app.put(
    '/notifications/:id/read',
    { schema: { params: IdParamsSchema, response: { 200: NotificationReadResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await readOne(db, currentUser(request).id, request.params.id),
    }),
  );

  app.put(
    '/notifications/preferences',
    {
      schema: {
        body: NotificationPreferencesBodySchema,
        response: { 200: NotificationPreferencesResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Preferences saved',
      data: await savePreference(db, currentUser(request).id, request.body.email_notifications),
    }),
  );

  app.get(
    '/admin/outbox',
    { schema: { querystring: OutboxListQuerySchema, response: { 200: OutboxListResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await outboxPage(db, request.query.page, request.query.limit),
    }),
  );
};
