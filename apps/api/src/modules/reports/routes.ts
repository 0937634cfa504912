import {
  CategoryReportExportQuerySchema,
  CategoryReportQuerySchema,
  CategoryReportResponseSchema,
  OrdersReportQuerySchema,
  OrdersReportResponseSchema,
  ProductReportExportQuerySchema,
  ProductReportQuerySchema,
  ProductReportResponseSchema,
  SpendingResponseSchema,
  StoreReportExportQuerySchema,
  StoreReportQuerySchema,
  StoreReportResponseSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendCsv } from '../../lib/csv-stream';
import { currentUser } from '../../plugins/auth';
import { createAggregateCache } from './cache';
import { createReportCompactor } from './compaction';
import { exportCategoryReport, exportProductReport, exportStoreReport } from './export';
import { getCategoryReport, getOrdersReport, getProductReport, getSpending, getStoreReport } from './service';

const UTC_DAYS =
  "Days are UTC calendar days of the order's created_at; value counts approved, shipped and completed orders " +
  '(VALUE_STATUSES), pending ones are shown apart. Read from per-day aggregates kept by database triggers.';

/**
 * Issue 23 reports: the admin's (the auth plugin keeps everyone else out of /admin), read from
 * the per-day aggregates over UTC days, and a store member's own spending; and this process's
 * compactor of the aggregates.
 */
export const reportsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  // This app's sums of the aggregates, kept while they are unchanged (cache.ts).
  const cache = createAggregateCache();
  // On PGlite too (one connection, one slot: nothing spreads there, but old days' marks and the
  // month counts are folded; a day of a demo's history is compacted in milliseconds).
  const intervalMs = config.reportCompactionIntervalMs ?? 0;
  if (intervalMs > 0) {
    const compactor = createReportCompactor({ db, intervalMs, log: app.log });
    app.addHook('onReady', async () => compactor.start());
    app.addHook('onClose', () => compactor.stop());
  }
  app.get(
    '/admin/reports/orders',
    {
      schema: {
        description: UTC_DAYS,
        querystring: OrdersReportQuerySchema,
        response: { 200: OrdersReportResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getOrdersReport({ db, cache, query: request.query }),
    }),
  );

  app.get(
    '/admin/reports/stores',
    {
      schema: {
        description: UTC_DAYS,
        querystring: StoreReportQuerySchema,
        response: { 200: StoreReportResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getStoreReport({ db, cache, query: request.query }),
    }),
  );

  app.get(
    '/admin/reports/products',
    {
      schema: {
        description: UTC_DAYS,
        querystring: ProductReportQuerySchema,
        response: { 200: ProductReportResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getProductReport({ db, cache, query: request.query }),
    }),
  );

  app.get(
    '/admin/reports/categories',
    {
      schema: {
        description: UTC_DAYS,
        querystring: CategoryReportQuerySchema,
        response: { 200: CategoryReportResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getCategoryReport({ db, cache, query: request.query }),
    }),
  );

  // The whole report of the range in the table's sort, every row (the tables show 20 a page).
  const csvAnswer = (what: string) =>
    z.string().describe(`${what} as CSV: the whole report of the range, in the requested sort. ${UTC_DAYS}`);
  app.get(
    '/admin/reports/stores/export',
    {
      schema: {
        querystring: StoreReportExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: csvAnswer('Every store with an order placed in the range') },
      },
    },
    async (request, reply) => sendCsv(reply, 'stores-report', exportStoreReport(db, cache, request.query)),
  );

  app.get(
    '/admin/reports/products/export',
    {
      schema: {
        querystring: ProductReportExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: csvAnswer('Every product sold in the range') },
      },
    },
    async (request, reply) => sendCsv(reply, 'products-report', exportProductReport(db, request.query)),
  );

  app.get(
    '/admin/reports/categories/export',
    {
      schema: {
        querystring: CategoryReportExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: csvAnswer('Every category with products sold in the range') },
      },
    },
    async (request, reply) => sendCsv(reply, 'categories-report', exportCategoryReport(db, request.query)),
  );

  const spending =
    "The member's store: months are calendar months in the store's time zone (UTC when it has none), " +
    'counting approved, shipped and completed orders, as its monthly budget does.';
  app.get(
    '/user/spending',
    { schema: { description: spending, response: { 200: SpendingResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await getSpending({ db, user: currentUser(request) }),
    }),
  );
};
