import {
  DeleteStoreResponseSchema,
  IdParamsSchema,
  StoreBodySchema,
  StoreListQuerySchema,
  StoreListResponseSchema,
  StoreResponseSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendCsv } from '../../lib/csv-stream';
import { auditActor } from '../audit';
import {
  createStore,
  deletedStoreMessage,
  deleteStore,
  exportStores,
  listStores,
  updateStore,
} from './service';

/** Admin stores (spec section 7): admin-only, enforced by the auth plugin for /api/admin. */
export const storesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/admin/stores',
    { schema: { querystring: StoreListQuerySchema, response: { 200: StoreListResponseSchema } } },
    async (request) => ({ success: true as const, data: await listStores({ db, query: request.query }) }),
  );

  app.get(
    '/admin/stores/export',
    {
      schema: {
        querystring: StoreListQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe("The list's stores as CSV (its filters, every page)") },
      },
    },
    async (request, reply) => sendCsv(reply, 'stores', exportStores(db, request.query)),
  );

  app.post(
    '/admin/stores',
    { schema: { body: StoreBodySchema, response: { 201: StoreResponseSchema } } },
    async (request, reply) => {
      const data = await createStore({ db, actor: auditActor(request), input: request.body });
      return reply.status(201).send({ success: true, message: 'Store created successfully', data });
    },
  );

  app.put(
    '/admin/stores/:id',
    { schema: { params: IdParamsSchema, body: StoreBodySchema, response: { 200: StoreResponseSchema } } },
    async (request) => {
      const data = await updateStore({
        db,
        actor: auditActor(request),
        id: request.params.id,
        input: request.body,
      });
      app.sessions.forgetStore(request.params.id);
      return { success: true as const, message: 'Store updated successfully', data };
    },
  );

  app.delete(
    '/admin/stores/:id',
    { schema: { params: IdParamsSchema, response: { 200: DeleteStoreResponseSchema } } },
    async (request) => {
      const data = await deleteStore({ db, actor: auditActor(request), id: request.params.id });
      app.sessions.forgetStore(request.params.id);
      return { success: true as const, message: deletedStoreMessage(data.unassigned_members), data };
    },
  );
};
