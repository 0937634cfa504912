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
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendCsv } from '../../lib/csv-stream';
import { auditActor } from '../audit';
import { writeAccountLink } from '../auth';
import { assignStore, createMember, deleteMember, exportMembers, listMembers, updateMember } from './service';

/** Admin members at /admin/users (spec section 7): admin-only, enforced by the auth plugin. */
export const membersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  app.get(
    '/admin/users',
    { schema: { querystring: MemberListQuerySchema, response: { 200: MemberListResponseSchema } } },
    async (request) => ({ success: true as const, data: await listMembers({ db, query: request.query }) }),
  );

  app.get(
    '/admin/users/export',
    {
      schema: {
        querystring: MemberListQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe("The list's members as CSV (its filters, every page)") },
      },
    },
    async (request, reply) => sendCsv(reply, 'members', exportMembers(db, request.query)),
  );

  app.post(
    '/admin/users',
    { schema: { body: CreateMemberBodySchema, response: { 201: CreateMemberResponseSchema } } },
    async (request, reply) => {
      const invite = (tx: Parameters<typeof writeAccountLink>[0], member: { id: number; email: string }) =>
        writeAccountLink(tx, member, 'invite', publicUrl);
      const data = await createMember({ db, actor: auditActor(request), input: request.body, invite });
      const message = data.invitation_sent
        ? `Member created successfully. Invitation sent to ${data.email}`
        : data.temporaryPassword
          ? `Member created successfully. Temporary password: ${data.temporaryPassword}`
          : 'Member created successfully';
      return reply.status(201).send({ success: true, message, data });
    },
  );

  app.post(
    '/admin/users/assign-store',
    { schema: { body: AssignStoreBodySchema, response: { 200: MemberResponseSchema } } },
    async (request) => {
      const data = await assignStore({ db, actor: auditActor(request), ...request.body });
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
      const data = await updateMember({
        db,
        actor: auditActor(request),
        id: request.params.id,
        input: request.body,
      });
      app.sessions.forget(request.params.id);
      return { success: true as const, message: 'Member updated successfully', data };
    },
  );

  app.delete(
    '/admin/users/:id',
    { schema: { params: IdParamsSchema, response: { 200: DeleteMemberResponseSchema } } },
    async (request) => {
      const data = await deleteMember({ db, actor: auditActor(request), id: request.params.id });
      app.sessions.forget(request.params.id);
      return { success: true as const, message: 'Member deleted successfully', data };
    },
  );
};
