import type { Role } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/app-error';

// The signed-in user as routes see it, apart from the auth plugin (plugins/auth.ts) so that what
// only needs the user (the audit log's actor) does not import the plugin and, through it, the auth
// module.

export type AuthUser = {
  id: number;
  email: string;
  name: string;
  role: Role;
  storeId: number | null;
  storeName: string | null;
  phoneNumber: string | null;
};

/** The signed-in user of a request that passed the auth hook. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized('Authentication required');
  return request.user as AuthUser;
}
