import multipart from '@fastify/multipart';
import {
  CartBulkBodySchema,
  CartBulkResponseSchema,
  IdParamsSchema,
  QUICK_ORDER_MAX_BYTES,
  QuickOrderPreviewBodySchema,
  QuickOrderPreviewResponseSchema,
  ReorderResponseSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { addLinesToCart } from '../cart';
import { previewQuickOrder, reorder } from './service';
import { readCsvUpload } from './upload';

const addedOf = (added: number, asked: number) => `Added ${added} of ${asked} products to the cart`;

/**
 * The preview, in a context of its own: only it parses multipart bodies. A CSV file (multipart
 * field `file`) is read before validation into the `{ text }` a paste sends, so both are checked
 * by the same schema and read by the same parser.
 */
const previewRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  await app.register(multipart, {
    limits: { fileSize: QUICK_ORDER_MAX_BYTES, files: 1, fields: 0, parts: 2 },
  });

  app.post(
    '/user/quick-order/preview',
    {
      schema: {
        body: QuickOrderPreviewBodySchema,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: QuickOrderPreviewResponseSchema },
      },
      preValidation: async (request) => {
        if (!request.isMultipart()) return;
        request.body = { text: await readCsvUpload(request) };
      },
    },
    async (request) => {
      const data = await previewQuickOrder({
        db,
        user: currentUser(request),
        text: request.body.text,
        field: request.isMultipart() ? 'file' : 'text',
      });
      return { success: true as const, data };
    },
  );
};

/** Quick order by SKU, bulk add to cart and reorder (issue 22): store members only, as the cart. */
export const quickOrderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  await app.register(previewRoutes, deps);

  app.post(
    '/user/cart/bulk',
    { schema: { body: CartBulkBodySchema, response: { 200: CartBulkResponseSchema } } },
    async (request) => {
      const data = await addLinesToCart(db, currentUser(request), request.body.items);
      return {
        success: true as const,
        message: addedOf(data.added.length, data.added.length + data.errors.length),
        data,
      };
    },
  );

  app.post(
    '/orders/:id/reorder',
    { schema: { params: IdParamsSchema, response: { 200: ReorderResponseSchema } } },
    async (request) => {
      const data = await reorder({ db, user: currentUser(request), orderId: request.params.id });
      // A line cut to what is left is both added and reported: count it once.
      const addedSkus = new Set(data.added.map((line) => line.sku));
      const leftOut = data.skipped.filter((line) => !addedSkus.has(line.sku)).length;
      return {
        success: true as const,
        message: addedOf(data.added.length, data.added.length + leftOut),
        data,
      };
    },
  );
};
