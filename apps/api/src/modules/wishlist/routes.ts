import {
  WishlistAddBodySchema,
  WishlistItemResponseSchema,
  WishlistProductParamsSchema,
  WishlistRemoveResponseSchema,
  WishlistResponseSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { addToWishlist, getWishlist, removeFromWishlist } from './service';

/** The signed-in member's own wishlist (spec section 7, Cart and wishlist). */
export const wishlistRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/user/wishlist', { schema: { response: { 200: WishlistResponseSchema } } }, async (request) => ({
    success: true as const,
    data: await getWishlist({ db, userId: currentUser(request).id }),
  }));

  app.post(
    '/user/wishlist',
    {
      schema: {
        body: WishlistAddBodySchema,
        response: { 200: WishlistItemResponseSchema, 201: WishlistItemResponseSchema },
      },
    },
    async (request, reply) => {
      const { created, item } = await addToWishlist({
        db,
        userId: currentUser(request).id,
        productId: request.body.product_id,
      });
      return reply
        .status(created ? 201 : 200)
        .send({ success: true, message: 'Added to wishlist', data: item });
    },
  );

  app.delete(
    '/user/wishlist/:productId',
    { schema: { params: WishlistProductParamsSchema, response: { 200: WishlistRemoveResponseSchema } } },
    async (request) => {
      const data = await removeFromWishlist({
        db,
        userId: currentUser(request).id,
        productId: request.params.productId,
      });
      return { success: true as const, message: 'Removed from wishlist', data };
    },
  );
};
