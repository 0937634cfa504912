import type { Role, TokenClaims } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import type { ChangeFeed } from '../db/notify';
import { forbidden, unauthorized } from '../lib/app-error';
import type { TokenService } from '../lib/tokens';
import { createTtlCache } from '../lib/ttl-cache';
import { loadSessionUser } from '../modules/auth';
import { type AuthUser, currentUser } from './current-user';

export { type AuthUser, currentUser };

/**
 * The signed-in users this process keeps for SESSION_TTL_MS. A write that changes what a session
 * holds (token version, active flag, role, name, store) calls forget for the users it changed
 * once its transaction has committed, before its answer leaves: their next request reads the row
 * again, so an ended session is refused at once; every other API process on the same database
 * drops them too (a NOTIFY, decision 014). Nothing else empties it, but a lost and regained
 * listening connection, after which every session is read again.
 */
export type SessionCache = {
  forget(userId: number): void;
  /** The members of a store, whose session carries the store's name. */
  forgetStore(storeId: number): void;
  /** How many sessions were read from the database so far: lets tests see a hit. */
  readonly reads: number;
  /**
   * Runs the handler whenever sessions are dropped here, by this process or told by another:
   * with the user's id, or null when any may have changed (a store, a resync). Open streams
   * re-check their session then (notifications/stream-route.ts). Answers a function that stops.
   */
  onDrop(handler: (userId: number | null) => void): () => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionCache;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a token (login, health). */
    public?: boolean;
  }
}

const REVOKED = 'Your session has expired or was revoked. Please sign in again.';

type SessionRow = NonNullable<Awaited<ReturnType<typeof loadSessionUser>>>;

/**
 * Bounds how long a change can go unseen when no message tells of it: a write by the seed CLI,
 * or a process that died between its commit and its message (decision 014).
 */
export const SESSION_TTL_MS = 5_000;

type AuthOptions = { db: Db; tokens: TokenService; changes: ChangeFeed };

/**
 * Bearer token on every /api route but the public ones; role admin under /api/admin.
 * The user row is read from the database, or from a cache of a few seconds from which every write
 * changing a user or a store drops the sessions it touched (app.sessions, see
 * docs/decisions/003-in-process-caches.md), so logout, password change, deactivation and deletion
 * refuse old tokens at once. The other API processes on the same PostgreSQL are told through the
 * change feed (`sessions` channel, decision 014) and drop the same sessions within a second.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: AuthOptions) => {
  const sessions = createTtlCache<SessionRow | null>({ max: 10_000, ttlMs: SESSION_TTL_MS });
  /** The session's user, or the error that refuses the request. */
  const admit = (request: FastifyRequest, claims: TokenClaims, row: SessionRow | null) => {
    if (!row?.isActive || row.tokenVersion !== claims.ver) return unauthorized(REVOKED);
    request.user = {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role as Role,
      storeId: row.storeId,
      storeName: row.storeName,
      phoneNumber: row.phoneNumber,
    };
    const admin = request.routeOptions.url?.startsWith('/api/admin');
    return admin && row.role !== 'admin' ? forbidden('Admin access required') : undefined;
  };
  let reads = 0;
  const watchers = new Set<(userId: number | null) => void>();
  const dropped = (userId: number | null) => {
    for (const watcher of watchers) watcher(userId);
  };
  const dropUser = (userId: number) => {
    sessions.delete(String(userId));
    dropped(userId);
  };
  const dropStore = (storeId: number) => {
    sessions.deleteWhere((row) => row?.storeId === storeId);
    dropped(null);
  };
  const dropAll = () => {
    sessions.clear();
    dropped(null);
  };
  // Other processes drop what this one drops; their messages drop here only, never echoed.
  const tell = (payload: string) => void opts.changes.publish('sessions', payload);
  const stopListening = [
    opts.changes.subscribe('sessions', (payload) => {
      const [kind, id] = payload.split(':');
      const n = Number(id);
      if (kind === 'user' && Number.isSafeInteger(n)) dropUser(n);
      else if (kind === 'store' && Number.isSafeInteger(n)) dropStore(n);
      else dropAll();
    }),
    opts.changes.onResync(dropAll),
  ];
  app.addHook('onClose', async () => {
    for (const stop of stopListening) stop();
  });
  const cache: SessionCache = {
    forget: (userId) => {
      dropUser(userId);
      tell(`user:${userId}`);
    },
    forgetStore: (storeId) => {
      dropStore(storeId);
      tell(`store:${storeId}`);
    },
    get reads() {
      return reads;
    },
    onDrop: (handler) => {
      watchers.add(handler);
      return () => void watchers.delete(handler);
    },
  };
  app.decorate('sessions', cache);
  app.decorateRequest('user', null);
  // A callback hook, not an async one: a signed-in request whose session is cached costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || request.routeOptions.config.public) return done();
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) return done(unauthorized('Authentication required'));
    const claims = opts.tokens.verify(token);
    if (!claims) return done(unauthorized(REVOKED));
    const key = String(claims.userId);
    const hit = sessions.get(key);
    if (hit !== undefined) return done(admit(request, claims, hit));
    const readAt = sessions.generation;
    reads += 1;
    loadSessionUser(opts.db, claims.userId).then((found) => {
      const row = found ?? null;
      sessions.set(key, row, readAt);
      done(admit(request, claims, row));
    }, done);
  });
});
