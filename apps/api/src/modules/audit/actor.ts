import { SYSTEM_ACTOR_NAME } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/current-user';

/** Who did it and from where: the signed-in admin and the client address (TRUST_PROXY aware). */
export type AuditActor = { id: number | null; name: string; ip: string | null };

export const SYSTEM_ACTOR: AuditActor = { id: null, name: SYSTEM_ACTOR_NAME, ip: null };

export function auditActor(request: FastifyRequest): AuditActor {
  const user = currentUser(request);
  return { id: user.id, name: user.name, ip: request.ip ?? null };
}
