import {
  AdminOrderListQuerySchema,
  AdminOrderListResponseSchema,
  IdParamsSchema,
  OrderDetailResponseSchema,
  OrderStatusChangeResponseSchema,
  OrderStatusUpdateBodySchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { getOrderDetail } from '../orders';
import { decideOrder, listAdminOrders } from './service';

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
      });
      return { success: true as const, message, data };
    },
  );
};
