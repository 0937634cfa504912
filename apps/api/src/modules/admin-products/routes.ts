import {
  AdminProductListQuerySchema,
  AdminProductListResponseSchema,
  AdminProductResponseSchema,
  CreateProductBodySchema,
  IdParamsSchema,
  UpdateProductBodySchema,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { auditActor } from '../audit';
import { productImportRoutes } from './import-routes';
import {
  createAdminProduct,
  deactivateAdminProduct,
  getAdminProduct,
  listAdminProducts,
  updateAdminProduct,
} from './service';

/** The admin's products (issue 19): admin-only, enforced by the auth plugin for /api/admin. */
export const adminProductsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, appDeps) => {
  const { db, catalogueChanges } = appDeps;
  // Import and export parse CSV and multipart bodies in a context of their own.
  await app.register(productImportRoutes, appDeps);
  const deps = (request: FastifyRequest) => ({
    db,
    onChanged: (productIds?: number[]) => catalogueChanges.changed(productIds),
    actor: auditActor(request),
  });

  app.get(
    '/admin/products',
    {
      schema: { querystring: AdminProductListQuerySchema, response: { 200: AdminProductListResponseSchema } },
    },
    async (request) => ({ success: true as const, data: await listAdminProducts(db, request.query) }),
  );

  app.post(
    '/admin/products',
    { schema: { body: CreateProductBodySchema, response: { 201: AdminProductResponseSchema } } },
    async (request, reply) => {
      const data = await createAdminProduct(deps(request), request.body);
      return reply.status(201).send({ success: true, message: 'Product created', data });
    },
  );

  app.get(
    '/admin/products/:id',
    { schema: { params: IdParamsSchema, response: { 200: AdminProductResponseSchema } } },
    async (request) => ({ success: true as const, data: await getAdminProduct(db, request.params.id) }),
  );

  app.put(
    '/admin/products/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: UpdateProductBodySchema,
        response: { 200: AdminProductResponseSchema },
      },
    },
    async (request) => {
      const data = await updateAdminProduct(deps(request), request.params.id, request.body);
      return { success: true as const, message: 'Product updated', data };
    },
  );

  app.delete(
    '/admin/products/:id',
    { schema: { params: IdParamsSchema, response: { 200: AdminProductResponseSchema } } },
    async (request) => {
      const data = await deactivateAdminProduct(deps(request), request.params.id);
      return { success: true as const, message: 'Product deactivated', data };
    },
  );
};
