import {
  AdminCategoryResponseSchema,
  AdminCategoryTreeResponseSchema,
  CreateCategoryBodySchema,
  DeletedCategoryResponseSchema,
  IdParamsSchema,
  UpdateCategoryBodySchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { auditActor } from '../audit';
import { createCategory, deleteCategory, listCategoryTree, updateCategory } from './service';

/** The admin's category tree (issue 19): admin-only, enforced by the auth plugin for /api/admin. */
export const adminCategoriesRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, catalogueChanges },
) => {
  const onChanged = () => catalogueChanges.changed();

  app.get(
    '/admin/categories',
    { schema: { response: { 200: AdminCategoryTreeResponseSchema } } },
    async () => ({ success: true as const, data: { categories: await listCategoryTree(db) } }),
  );

  app.post(
    '/admin/categories',
    { schema: { body: CreateCategoryBodySchema, response: { 201: AdminCategoryResponseSchema } } },
    async (request, reply) => {
      const data = await createCategory({ db, onChanged, actor: auditActor(request), body: request.body });
      return reply.status(201).send({ success: true, message: 'Category created', data });
    },
  );

  app.put(
    '/admin/categories/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: UpdateCategoryBodySchema,
        response: { 200: AdminCategoryResponseSchema },
      },
    },
    async (request) => {
      const data = await updateCategory({
        db,
        onChanged,
        actor: auditActor(request),
        id: request.params.id,
        body: request.body,
      });
      return { success: true as const, message: 'Category updated', data };
    },
  );

  app.delete(
    '/admin/categories/:id',
    { schema: { params: IdParamsSchema, response: { 200: DeletedCategoryResponseSchema } } },
    async (request) => {
      const data = await deleteCategory({ db, onChanged, actor: auditActor(request), id: request.params.id });
      return { success: true as const, message: 'Category deleted', data };
    },
  );
};
