import { CartAddBodySchema, CartUpdateBodySchema, IdParamsSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { addToCart, clearCart, getCart, removeCartLine, updateCartLine } from './service';

/** The signed-in member's own cart; lines of other members answer 404. */
export const cartRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/user/cart', async (request) => {
    return { success: true, data: await getCart({ db, userId: currentUser(request).id }) };
  });

  app.post('/user/cart', { schema: { body: CartAddBodySchema } }, async (request) => {
    const { product_id: productId, quantity } = request.body;
    const data = await addToCart({ db, userId: currentUser(request).id, productId, quantity });
    return { success: true, message: 'Added to cart', data };
  });

  app.put(
    '/user/cart/:id',
    { schema: { params: IdParamsSchema, body: CartUpdateBodySchema } },
    async (request) => {
      const data = await updateCartLine({
        db,
        userId: currentUser(request).id,
        lineId: request.params.id,
        quantity: request.body.quantity,
      });
      return { success: true, message: data.removed ? 'Item removed' : 'Cart updated', data };
    },
  );

  app.delete('/user/cart/:id', { schema: { params: IdParamsSchema } }, async (request) => {
    const data = await removeCartLine({ db, userId: currentUser(request).id, lineId: request.params.id });
    return { success: true, message: 'Item removed', data };
  });

  app.delete('/user/cart', async (request) => {
    const data = await clearCart({ db, userId: currentUser(request).id });
    return { success: true, message: 'Cart cleared', data };
  });
};
