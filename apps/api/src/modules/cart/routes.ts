import {
  CartAddBodySchema,
  CartLineResponseSchema,
  CartRemovalResponseSchema,
  CartResponseSchema,
  CartUpdateBodySchema,
  IdParamsSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { addToCart, clearCart, getCart, removeCartLine, updateCartLine } from './service';

/** The signed-in member's own cart; lines of other members answer 404. */
export const cartRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/user/cart', { schema: { response: { 200: CartResponseSchema } } }, async (request) => {
    return { success: true as const, data: await getCart({ db, userId: currentUser(request).id }) };
  });

  app.post(
    '/user/cart',
    { schema: { body: CartAddBodySchema, response: { 200: CartLineResponseSchema } } },
    async (request) => {
      const { product_id: productId, quantity } = request.body;
      const data = await addToCart({ db, userId: currentUser(request).id, productId, quantity });
      return { success: true as const, message: 'Added to cart', data };
    },
  );

  app.put(
    '/user/cart/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: CartUpdateBodySchema,
        response: { 200: CartLineResponseSchema },
      },
    },
    async (request) => {
      const data = await updateCartLine({
        db,
        userId: currentUser(request).id,
        lineId: request.params.id,
        quantity: request.body.quantity,
      });
      return { success: true as const, message: data.removed ? 'Item removed' : 'Cart updated', data };
    },
  );

  app.delete(
    '/user/cart/:id',
    { schema: { params: IdParamsSchema, response: { 200: CartRemovalResponseSchema } } },
    async (request) => {
      const data = await removeCartLine({ db, userId: currentUser(request).id, lineId: request.params.id });
      return { success: true as const, message: 'Item removed', data };
    },
  );

  app.delete('/user/cart', { schema: { response: { 200: CartRemovalResponseSchema } } }, async (request) => {
    const data = await clearCart({ db, userId: currentUser(request).id });
    return { success: true as const, message: 'Cart cleared', data };
  });
};
