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
import type { AppDeps } from '../../deps';
import { sendJson } from '../../lib/send-json';
import { currentUser } from '../../plugins/auth';
import { createAnswerCache } from './answer-cache';
import { createCatalogueMemory } from './catalogue-memory';
import { createSearchLogPruner, popularSearches } from './popular-searches';
import { findSearchResults, normalizeQuery, recordSearch, type Searched, searchedOf } from './search-service';
import { getProduct, listCategories, listProducts } from './service';
import { suggest } from './suggestion-service';

/** The category tree changes rarely: browsers may reuse it for five minutes. */
const CATEGORY_CACHE = 'private, max-age=300';

/**
 * Catalogue, categories and search (spec section 7, Catalogue), for any signed-in user.
 * Static paths (/products/categories, /products/search...) win over /products/:id in the router.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, config, catalogueChanges, readiness },
) => {
  const answer = createAnswerCache(config.catalogueCacheSeconds ?? 60);
  const memory = createCatalogueMemory({
    db,
    seconds: config.catalogueCacheSeconds ?? 60,
    onError: (err) => app.log.warn({ err }, 'catalogue not read into memory; the database answers'),
  });
  // An admin's write shows at once: the next read comes from the database, then a new copy.
  // An edit of known products patches the copy; the answer cache is dropped again once it has,
  // so no answer read from the copy before the patch outlives it.
  const stopListening = catalogueChanges.onChange((productIds) => {
    answer.clear();
    if (!memory) return;
    if (!productIds) return memory.invalidate();
    return memory.patch(productIds).then(() => answer.clear());
  });
  app.addHook('onClose', async () => {
    stopListening();
  });
  if (memory) {
    // Read at start-up, in the background: buyers' first pages come from memory too.
    app.addHook('onReady', async () => {
      void memory.warm();
    });
    readiness.require(() => (memory.ready() ? null : 'the catalogue is being read into memory'));
    app.addHook('onClose', () => memory.close());
  }
  const searchLogged = createSearchLogPruner({
    db,
    onError: (err) => app.log.warn({ err }, 'search log not pruned'),
  });
  const ok = <T>(data: T) => ({ success: true as const, data });
  /**
   * The catalogue page of both list routes: from the in-memory catalogue when it is held, else
   * from the database through the answer cache, keyed alike so either route fills it for the other.
   */
  const productPage = async (query: { page: number; limit: number; categoryId?: number }) => {
    const held = memory?.page(query);
    if (held) return held;
    const { page, limit, categoryId } = query;
    const key = `list:${categoryId}:${page}:${limit}`;
    return (
      await answer(key, ProductListResponseSchema, async () => ok(await listProducts({ db, ...query })))
    ).body;
  };

  app.get(
    '/products',
    { schema: { querystring: ProductListQuerySchema, response: { 200: ProductListResponseSchema } } },
    async (request, reply) => {
      const { page, limit, categoryId } = request.query;
      return sendJson(reply, await productPage({ page, limit, categoryId }));
    },
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
    async (request, reply) => {
      const { page, limit } = request.query;
      const { categoryId } = request.params;
      return sendJson(reply, await productPage({ page, limit, categoryId }));
    },
  );

  app.get(
    '/products/categories',
    { schema: { response: { 200: CategoryListResponseSchema } } },
    async (_request, reply) => {
      const { body } = await answer('categories:top', CategoryListResponseSchema, async () =>
        ok(await listCategories({ db, parentId: null })),
      );
      return sendJson(reply.header('cache-control', CATEGORY_CACHE), body);
    },
  );

  app.get(
    '/products/categories/:id',
    { schema: { params: CategoryIdParamsSchema, response: { 200: CategoryListResponseSchema } } },
    async (request, reply) => {
      const { id } = request.params;
      const { body } = await answer(`categories:${id}`, CategoryListResponseSchema, async () =>
        ok(await listCategories({ db, parentId: id })),
      );
      return sendJson(reply.header('cache-control', CATEGORY_CACHE), body);
    },
  );

  app.get(
    '/products/search',
    { schema: { querystring: SearchQuerySchema, response: { 200: SearchResponseSchema } } },
    async (request, reply) => {
      const { q, max_results, start_index, raw } = request.query;
      const key = `search:${raw}:${start_index}:${max_results}:${normalizeQuery(q)}`;
      const log = (search: Searched) =>
        recordSearch({
          db,
          userId: currentUser(request).id,
          search,
          onLogError: (err) => request.log.warn({ err }, 'search log not written'),
        });
      // Not answered from the cache: the log is written while the page's products are read.
      let logging: Promise<boolean> | undefined;
      const onFound = (search: Searched) => {
        logging = log(search);
      };
      const { body, value } = await answer(key, SearchResponseSchema, async () =>
        ok(
          await findSearchResults({
            db,
            q,
            maxResults: max_results,
            startIndex: start_index,
            raw,
            onFound,
            memory: memory ?? undefined,
          }),
        ),
      );
      const logged = await (logging ?? log(searchedOf(value.data)));
      // Pruning (every 1,000th search) runs after the answer: no buyer waits for it.
      if (logged) void searchLogged();
      return sendJson(reply, body);
    },
  );

  app.get(
    '/products/search/suggestions',
    { schema: { querystring: SuggestionsQuerySchema, response: { 200: SuggestionsResponseSchema } } },
    async (request, reply) => {
      const { q, limit } = request.query;
      const key = `suggest:${limit}:${normalizeQuery(q).toLowerCase()}`;
      const { body } = await answer(key, SuggestionsResponseSchema, async () =>
        ok(await suggest({ db, q, limit })),
      );
      return sendJson(reply, body);
    },
  );

  app.get(
    '/products/search/popular',
    { schema: { querystring: PopularSearchesQuerySchema, response: { 200: PopularSearchesResponseSchema } } },
    async (request, reply) => {
      const { limit } = request.query;
      // Changes with every search but matters only in aggregate: a minute-old list is fine.
      const { body } = await answer(`popular:${limit}`, PopularSearchesResponseSchema, async () =>
        ok(await popularSearches({ db, limit })),
      );
      return sendJson(reply, body);
    },
  );

  app.get(
    '/products/:id',
    { schema: { params: ProductIdParamsSchema, response: { 200: ProductResponseSchema } } },
    async (request, reply) => {
      const { id } = request.params;
      const held = memory?.product(id);
      if (held) return sendJson(reply, held);
      const { body } = await answer(`product:${id}`, ProductResponseSchema, async () =>
        ok(await getProduct({ db, id })),
      );
      return sendJson(reply, body);
    },
  );
};
