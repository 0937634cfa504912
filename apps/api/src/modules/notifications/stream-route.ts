import { NotificationStreamQuerySchema, NotificationStreamSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { loadSessionUser } from '../auth';
import { createNotificationFeed, type FeedEvent } from './feed';

const KEEP_ALIVE_MS = 15_000;
const frame = (e: FeedEvent) => `id: ${e.id}\nevent: notification\ndata: ${JSON.stringify(e)}\n\n`;

type OpenStream = { userId: number; check(): Promise<void>; end(): void };

/**
 * GET /notifications/stream (issue 21): Server-Sent Events of the user's new notifications,
 * authenticated like every route (bearer token); a comment every 15 s keeps proxies from closing
 * it; a reconnect with Last-Event-ID first gets what it missed.
 *
 * A stream outlives the request that opened it, so its session is checked again whenever this
 * process drops sessions (logout, password change or reset, deactivation, deletion: here, or in
 * another process told by NOTIFY, decision 014) and at every keep-alive: an ended session ends
 * its streams at once, not when they time out.
 */
export const notificationStreamRoute: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, tokens } = deps;
  const keepAliveMs = deps.config.sseKeepAliveMs ?? KEEP_ALIVE_MS;
  const feed = createNotificationFeed(db);
  const open = new Set<OpenStream>();
  let stopWatching: (() => void) | undefined;
  /** From the first stream on, every session this process drops re-checks the user's streams. */
  const watchSessions = () => {
    stopWatching ??= app.sessions.onDrop((userId) => {
      for (const stream of open) if (userId === null || stream.userId === userId) void stream.check();
    });
  };
  app.addHook('onClose', async () => {
    stopWatching?.();
    for (const stream of open) stream.end();
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
      watchSessions();
      // The auth hook verified this token; its version is what the session must still hold.
      const version = tokens.verify(request.headers.authorization?.slice(7).trim() ?? '')?.ver;
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
      // The replay and the feed can both bring an entry committed while the stream opened.
      const sent = new Set<number>();
      const send = (e: FeedEvent) => {
        if (res.writableEnded || sent.has(e.id)) return;
        sent.add(e.id);
        if (sent.size > 500) sent.delete(sent.values().next().value as number);
        res.write(frame(e));
      };
      const stop = feed.subscribe(user.id, send);
      const stream: OpenStream = {
        userId: user.id,
        async check() {
          const row = await loadSessionUser(db, user.id).catch(() => undefined);
          if (!row?.isActive || row.tokenVersion !== version) stream.end();
        },
        end() {
          clearInterval(keepAlive);
          clearTimeout(deadline);
          stop();
          open.delete(stream);
          if (!res.writableEnded) res.end();
        },
      };
      const keepAlive = setInterval(() => {
        res.write(': keep-alive\n\n');
        void stream.check();
      }, keepAliveMs);
      const { max_seconds: maxSeconds } = request.query;
      const deadline = maxSeconds > 0 ? setTimeout(stream.end, maxSeconds * 1000).unref() : undefined;
      open.add(stream);
      request.raw.on('close', stream.end);
      // A session ended between the auth hook and the line above told nobody this stream exists.
      await stream.check();
      if (res.writableEnded) return;
      try {
        // Replayed only once the feed has its starting point: nothing falls between the two.
        await feed.ready();
        if (Number.isInteger(lastSeen) && lastSeen >= 0)
          for (const e of await feed.since(user.id, lastSeen)) send(e);
      } catch {
        stream.end(); // the client reconnects with the same Last-Event-ID
      }
      if (maxSeconds === 0) stream.end();
    },
  );
};
