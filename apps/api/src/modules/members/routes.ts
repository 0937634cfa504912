import {
  AssignStoreBodySchema,
  CreateMemberBodySchema,
  CreateMemberResponseSchema,
  DeleteMemberResponseSchema,
  IdParamsSchema,
  MemberListQuerySchema,
  MemberListResponseSchema,
  MemberResponseSchema,
  UpdateMemberBodySchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { assignStore, createMember, deleteMember, listMembers, updateMember } from './service';

/** Admin members at /admin/users (spec section 7): admin-only, enforced by the auth plugin. */
export const membersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/admin/users',
    { schema: { querystring: MemberListQuerySchema, response: { 200: MemberListResponseSchema } } },
    async (request) => ({ success: true as const, data: await listMembers({ db, query: request.query }) }),
  );

  app.post(
    '/admin/users',
    { schema: { body: CreateMemberBodySchema, response: { 201: CreateMemberResponseSchema } } },
    async (request, reply) => {
      const data = await createMember({ db, input: request.body });
      const message = data.temporaryPassword
        ? `Member created successfully. Temporary password: ${data.temporaryPassword}`
        : 'Member created successfully';
      return reply.status(201).send({ success: true, message, data });
    },
  );

  app.post(
    '/admin/users/assign-store',
    { schema: { body: AssignStoreBodySchema, response: { 200: MemberResponseSchema } } },
    async (request) => {
      const data = await assignStore({ db, ...request.body });
      app.sessions.forget(request.body.userId);
      return { success: true as const, message: 'Member assigned to store successfully', data };
    },
  );

  app.put(
    '/admin/users/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: UpdateMemberBodySchema,
        response: { 200: MemberResponseSchema },
      },
    },
    async (request) => {
      const actorId = currentUser(request).id;
      const data = await updateMember({ db, actorId, id: request.params.id, input: request.body });
      app.sessions.forget(request.params.id);
      return { success: true as const, message: 'Member updated successfully', data };
    },
  );

  app.delete(
    '/admin/users/:id',
    { schema: { params: IdParamsSchema, response: { 200: DeleteMemberResponseSchema } } },
    async (request) => {
      const data = await deleteMember({ db, actorId: currentUser(request).id, id: request.params.id });
      app.sessions.forget(request.params.id);
      return { success: true as const, message: 'Member deleted successfully', data };
    },
  );
};
