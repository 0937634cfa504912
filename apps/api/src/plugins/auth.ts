import type { Role, TokenClaims } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { stores, users } from '../db/schema';
import { forbidden, unauthorized } from '../lib/app-error';
import type { TokenService } from '../lib/tokens';

export type AuthUser = {
  id: number;
  email: string;
  name: string;
  role: Role;
  storeId: number | null;
  storeName: string | null;
  phoneNumber: string | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a token (login, health). */
    public?: boolean;
  }
}

const REVOKED = 'Your session has expired or was revoked. Please sign in again.';

/** The signed-in user of a request that passed the auth hook. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized('Authentication required');
  return request.user;
}

async function loadSessionUser(db: Db, claims: TokenClaims) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      isActive: users.isActive,
      tokenVersion: users.tokenVersion,
      storeId: users.storeId,
      storeName: stores.name,
      phoneNumber: users.phoneNumber,
    })
    .from(users)
    .leftJoin(stores, eq(stores.id, users.storeId))
    .where(eq(users.id, claims.userId))
    .limit(1);
  return row;
}

/**
 * Bearer token on every /api route but the public ones; role admin under /api/admin.
 * The user row is read on each request, so logout, password change, deactivation and deletion
 * refuse old tokens at once.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; tokens: TokenService }) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || request.routeOptions.config.public) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw unauthorized('Authentication required');
    const claims = opts.tokens.verify(token);
    if (!claims) throw unauthorized(REVOKED);
    const row = await loadSessionUser(opts.db, claims);
    if (!row?.isActive || row.tokenVersion !== claims.ver) throw unauthorized(REVOKED);
    request.user = {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role as Role,
      storeId: row.storeId,
      storeName: row.storeName,
      phoneNumber: row.phoneNumber,
    };
    if (url.startsWith('/api/admin') && row.role !== 'admin') throw forbidden('Admin access required');
  });
});
