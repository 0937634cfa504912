import {
  CategoryIdParamsSchema,
  CategoryListResponseSchema,
  CategoryProductsParamsSchema,
  CategoryProductsQuerySchema,
  PopularSearchesQuerySchema,
  PopularSearchesResponseSchema,
  ProductIdParamsSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductResponseSchema,
  SearchQuerySchema,
  SearchResponseSchema,
  SuggestionsQuerySchema,
  SuggestionsResponseSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app';
import { currentUser } from '../../plugins/auth';
import { searchProducts } from './search-service';
import { getProduct, listCategories, listProducts } from './service';
import { popularSearches, suggest } from './suggestion-service';

/** The category tree changes rarely: browsers may reuse it for five minutes. */
const CATEGORY_CACHE = 'private, max-age=300';

/**
 * Catalogue, categories and search (spec section 7, Catalogue), for any signed-in user.
 * Static paths (/products/categories, /products/search...) win over /products/:id in the router.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/products',
    { schema: { querystring: ProductListQuerySchema, response: { 200: ProductListResponseSchema } } },
    async (request) => ({ success: true as const, data: await listProducts({ db, ...request.query }) }),
  );

  app.get(
    '/products/category/:categoryId',
    {
      schema: {
        params: CategoryProductsParamsSchema,
        querystring: CategoryProductsQuerySchema,
        response: { 200: ProductListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listProducts({ db, ...request.query, categoryId: request.params.categoryId }),
    }),
  );

  app.get(
    '/products/categories',
    { schema: { response: { 200: CategoryListResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', CATEGORY_CACHE);
      return { success: true as const, data: await listCategories({ db, parentId: null }) };
    },
  );

  app.get(
    '/products/categories/:id',
    { schema: { params: CategoryIdParamsSchema, response: { 200: CategoryListResponseSchema } } },
    async (request, reply) => {
      const data = await listCategories({ db, parentId: request.params.id });
      reply.header('cache-control', CATEGORY_CACHE);
      return { success: true as const, data };
    },
  );

  app.get(
    '/products/search',
    { schema: { querystring: SearchQuerySchema, response: { 200: SearchResponseSchema } } },
    async (request) => {
      const { q, max_results, start_index, raw } = request.query;
      const data = await searchProducts({
        db,
        userId: currentUser(request).id,
        q,
        maxResults: max_results,
        startIndex: start_index,
        raw,
        onLogError: (err) => request.log.warn({ err }, 'search log not written'),
      });
      return { success: true as const, data };
    },
  );

  app.get(
    '/products/search/suggestions',
    { schema: { querystring: SuggestionsQuerySchema, response: { 200: SuggestionsResponseSchema } } },
    async (request) => ({ success: true as const, data: await suggest({ db, ...request.query }) }),
  );

  app.get(
    '/products/search/popular',
    { schema: { querystring: PopularSearchesQuerySchema, response: { 200: PopularSearchesResponseSchema } } },
    async (request) => ({ success: true as const, data: await popularSearches({ db, ...request.query }) }),
  );

  app.get(
    '/products/:id',
    { schema: { params: ProductIdParamsSchema, response: { 200: ProductResponseSchema } } },
    async (request) => ({ success: true as const, data: await getProduct({ db, id: request.params.id }) }),
  );
};
