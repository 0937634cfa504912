import { AdminOrderListQuerySchema, IdParamsSchema, OrderStatusUpdateBodySchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { getOrderDetail } from '../orders';
import { decideOrder, listAdminOrders } from './service';

/** Order review for admins (the auth plugin keeps everyone else out of /admin). */
export const adminOrdersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/admin/orders', { schema: { querystring: AdminOrderListQuerySchema } }, async (request) => {
    return { success: true, data: await listAdminOrders({ db, query: request.query }) };
  });

  app.get('/admin/orders/:id', { schema: { params: IdParamsSchema } }, async (request) => {
    return { success: true, data: await getOrderDetail({ db, orderId: request.params.id }) };
  });

  app.put(
    '/admin/orders/:id/status',
    { schema: { params: IdParamsSchema, body: OrderStatusUpdateBodySchema } },
    async (request) => {
      const { message, data } = await decideOrder({
        db,
        admin: currentUser(request),
        orderId: request.params.id,
        status: request.body.status,
        notes: request.body.notes,
        expected: request.body.expected_status,
      });
      return { success: true, message, data };
    },
  );
};
