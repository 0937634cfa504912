import { NotificationStreamQuerySchema, NotificationStreamSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { createNotificationFeed, type FeedEvent } from './feed';

const KEEP_ALIVE_MS = 15_000;
const frame = (e: FeedEvent) => `id: ${e.id}\nevent: notification\ndata: ${JSON.stringify(e)}\n\n`;

/**
 * GET /notifications/stream (issue 21): Server-Sent Events of the user's new notifications,
 * authenticated like every route (bearer token); a comment every 15 s keeps proxies from closing
 * it; a reconnect with Last-Event-ID first gets what it missed.
 */
export const notificationStreamRoute: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const feed = createNotificationFeed(db);
  const open = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const end of open) end();
    feed.stop();
  });

  app.get(
    '/notifications/stream',
    {
      schema: {
        querystring: NotificationStreamQuerySchema,
        produces: ['text/event-stream'],
        response: { 200: NotificationStreamSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const lastSeen = Number(request.headers['last-event-id']);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      res.write(': connected\n\n');
      const send = (e: FeedEvent) => res.write(frame(e));
      const stop = feed.subscribe(user.id, send);
      if (Number.isInteger(lastSeen) && lastSeen >= 0)
        for (const e of await feed.since(user.id, lastSeen)) send(e);
      const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      const end = () => {
        clearInterval(keepAlive);
        stop();
        open.delete(end);
        if (!res.writableEnded) res.end();
      };
      open.add(end);
      request.raw.on('close', end);
      const { max_seconds: maxSeconds } = request.query;
      if (maxSeconds === 0) end();
      else setTimeout(end, maxSeconds * 1000).unref();
    },
  );
};
