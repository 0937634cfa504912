import {
  CheckoutBodySchema,
  CreateOrderBodySchema,
  IdempotencyHeadersSchema,
  IdParamsSchema,
  MemberOrderExportQuerySchema,
  MemberOrderListQuerySchema,
  MemberOrderListResponseSchema,
  OrderDetailResponseSchema,
  OrderHiddenResponseSchema,
  OrderPlacedResponseSchema,
  OrderRestoreResponseSchema,
  OrderStatusChangeResponseSchema,
  StoreBudgetResponseSchema,
} from '@portal/contract';
import { and } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendCsv } from '../../lib/csv-stream';
import { sendJson } from '../../lib/send-json';
import { currentUser } from '../../plugins/auth';
import { checkoutCart, createOrderFromItems, detailsOf, type PlaceResult } from './checkout';
import { exportOrdersCsv, orderDateRange } from './export';
import { memberOrdersWhere } from './repository';
import {
  cancelMemberOrder,
  getOrderDetail,
  getStoreBudget,
  hideMemberOrder,
  listMemberOrders,
  restoreMemberOrder,
} from './service';

const byId = { params: IdParamsSchema };
/** A new order answers 201, a replay of its Idempotency-Key 200: the same body either way. */
const placed = { 200: OrderPlacedResponseSchema, 201: OrderPlacedResponseSchema };

/** A new order answers 201; a replay of the same Idempotency-Key answers 200 with the same order. */
const placedReply = ({ order, created }: PlaceResult) => ({
  status: created ? (201 as const) : (200 as const),
  body: { success: true as const, message: 'Order placed successfully', data: order },
});

/** The signed-in member's own orders; another member's order answers 404, never revealing it. */
export const ordersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/orders',
    { schema: { querystring: MemberOrderListQuerySchema, response: { 200: MemberOrderListResponseSchema } } },
    async (request, reply) => {
      const data = await listMemberOrders({ db, user: currentUser(request), query: request.query });
      // Sent as text: checking the answer against its schema on every read cost about 7% of the
      // route's CPU (issue 24); member-order-page.test.ts checks it there instead.
      return sendJson(reply, JSON.stringify({ success: true, data }));
    },
  );

  app.get(
    '/orders/export',
    {
      schema: {
        querystring: MemberOrderExportQuerySchema,
        produces: ['text/csv'],
        response: {
          200: z.string().describe("The member's own orders as CSV, one row per order or per line"),
        },
      },
    },
    async (request, reply) => {
      const { status, from, to, lines } = request.query;
      const where = and(memberOrdersWhere(currentUser(request).id, status), orderDateRange(from, to));
      return sendCsv(reply, lines ? 'my-order-lines' : 'my-orders', exportOrdersCsv(db, where, lines));
    },
  );

  app.post(
    '/orders/from-cart',
    { schema: { body: CheckoutBodySchema, headers: IdempotencyHeadersSchema, response: placed } },
    async (request, reply) => {
      const result = await checkoutCart({
        db,
        user: currentUser(request),
        idempotencyKey: request.headers['idempotency-key'],
        notes: request.body?.notes,
        details: detailsOf(request.body ?? {}),
      });
      const { status, body } = placedReply(result);
      return reply.status(status).send(body);
    },
  );

  app.post(
    '/orders',
    { schema: { body: CreateOrderBodySchema, headers: IdempotencyHeadersSchema, response: placed } },
    async (request, reply) => {
      const result = await createOrderFromItems({
        db,
        user: currentUser(request),
        items: request.body.items,
        idempotencyKey: request.headers['idempotency-key'],
        notes: request.body.notes,
        details: detailsOf(request.body),
      });
      const { status, body } = placedReply(result);
      return reply.status(status).send(body);
    },
  );

  app.get('/user/budget', { schema: { response: { 200: StoreBudgetResponseSchema } } }, async (request) => {
    return { success: true as const, data: await getStoreBudget({ db, user: currentUser(request) }) };
  });

  // Each member route also answers under /user, as the spec's calls use both (section 7).
  for (const base of ['/orders', '/user/orders']) {
    app.get(
      `${base}/:id`,
      { schema: { ...byId, response: { 200: OrderDetailResponseSchema } } },
      async (request) => {
        const data = await getOrderDetail({
          db,
          orderId: request.params.id,
          ownerId: currentUser(request).id,
        });
        return { success: true as const, data };
      },
    );

    app.put(
      `${base}/:id/cancel`,
      { schema: { ...byId, response: { 200: OrderStatusChangeResponseSchema } } },
      async (request) => {
        const data = await cancelMemberOrder({ db, user: currentUser(request), orderId: request.params.id });
        return { success: true as const, message: 'Order cancelled successfully', data };
      },
    );

    app.post(
      `${base}/:id/restore-to-cart`,
      { schema: { ...byId, response: { 200: OrderRestoreResponseSchema } } },
      async (request) => {
        const { message, data } = await restoreMemberOrder({
          db,
          user: currentUser(request),
          orderId: request.params.id,
        });
        return { success: true as const, message, data };
      },
    );

    app.delete(
      `${base}/:id`,
      { schema: { ...byId, response: { 200: OrderHiddenResponseSchema } } },
      async (request) => {
        const data = await hideMemberOrder({ db, user: currentUser(request), orderId: request.params.id });
        return { success: true as const, message: 'Order deleted from your list', data };
      },
    );
  }
};
