import {
  AdminOrderExportQuerySchema,
  AdminOrderListQuerySchema,
  AdminOrderListResponseSchema,
  BulkStatusBodySchema,
  BulkStatusResponseSchema,
  IdParamsSchema,
  OrderDetailResponseSchema,
  OrderStatusChangeResponseSchema,
  OrderStatusUpdateBodySchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendCsv } from '../../lib/csv-stream';
import { currentUser } from '../../plugins/auth';
import { exportOrdersCsv, getOrderDetail } from '../orders';
import { resolveAdminOrdersWhere } from './repository';
import { adminOrderFilterOf, bulkMessage, decideOrder, decideOrders, listAdminOrders } from './service';

/** Order review for admins (the auth plugin keeps everyone else out of /admin). */
export const adminOrdersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/admin/orders',
    { schema: { querystring: AdminOrderListQuerySchema, response: { 200: AdminOrderListResponseSchema } } },
    async (request) => {
      return { success: true as const, data: await listAdminOrders({ db, query: request.query }) };
    },
  );

  app.get(
    '/admin/orders/export',
    {
      schema: {
        querystring: AdminOrderExportQuerySchema,
        produces: ['text/csv'],
        response: {
          200: z
            .string()
            .describe("The list's orders as CSV (its filters and a date range), per order or per line"),
        },
      },
    },
    async (request, reply) => {
      const { lines } = request.query;
      const where = await resolveAdminOrdersWhere(db, adminOrderFilterOf(request.query));
      return sendCsv(reply, lines ? 'order-lines' : 'orders', exportOrdersCsv(db, where, lines));
    },
  );

  app.get(
    '/admin/orders/:id',
    { schema: { params: IdParamsSchema, response: { 200: OrderDetailResponseSchema } } },
    async (request) => {
      return { success: true as const, data: await getOrderDetail({ db, orderId: request.params.id }) };
    },
  );

  app.put(
    '/admin/orders/:id/status',
    {
      schema: {
        params: IdParamsSchema,
        body: OrderStatusUpdateBodySchema,
        response: { 200: OrderStatusChangeResponseSchema },
      },
    },
    async (request) => {
      const { message, data } = await decideOrder({
        db,
        admin: currentUser(request),
        orderId: request.params.id,
        update: request.body,
        ip: request.ip,
      });
      return { success: true as const, message, data };
    },
  );

  app.post(
    '/admin/orders/bulk-status',
    { schema: { body: BulkStatusBodySchema, response: { 200: BulkStatusResponseSchema } } },
    async (request) => {
      const { ids, status, notes } = request.body;
      const data = await decideOrders({
        db,
        admin: currentUser(request),
        ip: request.ip,
        ids,
        status,
        notes,
      });
      return { success: true as const, message: bulkMessage(status, data), data };
    },
  );
};
