import {
  IdParamsSchema,
  ListAddToCartResponseSchema,
  ListBodySchema,
  ListDeletedResponseSchema,
  ListItemAddBodySchema,
  ListItemParamsSchema,
  ListItemUpdateBodySchema,
  ListResponseSchema,
  ListsResponseSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import {
  addListItem,
  addListToCart,
  createList,
  getList,
  getLists,
  removeList,
  removeListItem,
  updateList,
  updateListItemQuantity,
} from './service';

/** Issue 22: the restock lists of the signed-in member's store, shared by all its members. */
export const listsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const idParams = { params: IdParamsSchema };
  const itemParams = { params: ListItemParamsSchema };

  app.get('/user/lists', { schema: { response: { 200: ListsResponseSchema } } }, async (request) => ({
    success: true as const,
    data: { lists: await getLists({ db, userId: currentUser(request).id }) },
  }));

  app.post(
    '/user/lists',
    { schema: { body: ListBodySchema, response: { 201: ListResponseSchema } } },
    async (request, reply) => {
      const data = await createList({ db, userId: currentUser(request).id, name: request.body.name });
      return reply.status(201).send({ success: true, message: 'List created', data });
    },
  );

  app.get(
    '/user/lists/:id',
    { schema: { ...idParams, response: { 200: ListResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await getList({ db, userId: currentUser(request).id, listId: request.params.id }),
    }),
  );

  app.put(
    '/user/lists/:id',
    { schema: { ...idParams, body: ListBodySchema, response: { 200: ListResponseSchema } } },
    async (request) => {
      const data = await updateList({
        db,
        userId: currentUser(request).id,
        listId: request.params.id,
        name: request.body.name,
      });
      return { success: true as const, message: 'List renamed', data };
    },
  );

  app.delete(
    '/user/lists/:id',
    { schema: { ...idParams, response: { 200: ListDeletedResponseSchema } } },
    async (request) => {
      const data = await removeList({ db, userId: currentUser(request).id, listId: request.params.id });
      return { success: true as const, message: 'List deleted', data };
    },
  );

  app.post(
    '/user/lists/:id/items',
    {
      schema: {
        ...idParams,
        body: ListItemAddBodySchema,
        response: { 200: ListResponseSchema, 201: ListResponseSchema },
      },
    },
    async (request, reply) => {
      const { created, list } = await addListItem({
        db,
        userId: currentUser(request).id,
        listId: request.params.id,
        productId: request.body.product_id,
        quantity: request.body.quantity,
      });
      return reply.status(created ? 201 : 200).send({ success: true, message: 'Added to list', data: list });
    },
  );

  app.put(
    '/user/lists/:id/items/:itemId',
    { schema: { ...itemParams, body: ListItemUpdateBodySchema, response: { 200: ListResponseSchema } } },
    async (request) => {
      const data = await updateListItemQuantity({
        db,
        userId: currentUser(request).id,
        listId: request.params.id,
        itemId: request.params.itemId,
        quantity: request.body.quantity,
      });
      return { success: true as const, message: 'List updated', data };
    },
  );

  app.delete(
    '/user/lists/:id/items/:itemId',
    { schema: { ...itemParams, response: { 200: ListResponseSchema } } },
    async (request) => {
      const data = await removeListItem({
        db,
        userId: currentUser(request).id,
        listId: request.params.id,
        itemId: request.params.itemId,
      });
      return { success: true as const, message: 'Item removed', data };
    },
  );

  app.post(
    '/user/lists/:id/add-to-cart',
    { schema: { ...idParams, response: { 200: ListAddToCartResponseSchema } } },
    async (request) => {
      const data = await addListToCart({ db, user: currentUser(request), listId: request.params.id });
      const message =
        data.errors.length === 0
          ? `Added ${data.added.length} ${data.added.length === 1 ? 'product' : 'products'} to the cart`
          : `Added ${data.added.length} of ${data.added.length + data.errors.length} products to the cart`;
      return { success: true as const, message, data };
    },
  );
};
