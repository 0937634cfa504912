import { AuditActorsResponseSchema, AuditListResponseSchema, AuditQuerySchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { csvStream, keysetPages, sendCsv } from '../../lib/csv-stream';
import { auditActors, auditPage, findAudit } from './repository';

const EXPORT_PAGE = 2000;
const EXPORT_COLUMNS = [
  'id',
  'time',
  'actor_id',
  'actor',
  'action',
  'entity',
  'entity_id',
  'entity_label',
  'changes',
  'ip',
];

/** The audit log (issue 23), admins only (the auth plugin guards /admin). Read-only: no route writes it. */
export const auditRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/admin/audit',
    { schema: { querystring: AuditQuerySchema, response: { 200: AuditListResponseSchema } } },
    async (request) => {
      const q = request.query;
      const { entries, total } = await findAudit(db, q);
      const pages = Math.max(1, Math.ceil(total / q.limit));
      return {
        success: true as const,
        data: { entries, pagination: { page: q.page, limit: q.limit, total, pages } },
      };
    },
  );

  app.get('/admin/audit/actors', { schema: { response: { 200: AuditActorsResponseSchema } } }, async () => ({
    success: true as const,
    data: { actors: await auditActors(db) },
  }));

  app.get(
    '/admin/audit/export',
    {
      schema: {
        querystring: AuditQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('The filtered audit log as CSV, newest first') },
      },
    },
    async (request, reply) => {
      // page and limit are ignored: the export holds every matching entry.
      const filters = request.query;
      const pages = keysetPages(
        (before: number | null) => auditPage(db, filters, before, EXPORT_PAGE),
        (e) => e.id,
        EXPORT_PAGE,
        (e) => [
          e.id,
          e.created_at,
          e.actor_id,
          e.actor_name,
          e.action,
          e.entity,
          e.entity_id,
          e.entity_label,
          JSON.stringify(e.changes),
          e.ip,
        ],
      );
      return sendCsv(reply, 'audit-log', csvStream(EXPORT_COLUMNS, pages));
    },
  );
};
