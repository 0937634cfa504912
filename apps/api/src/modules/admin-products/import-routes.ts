import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  IMPORT_MAX_BYTES,
  ImportQuerySchema,
  ImportRefusedSchema,
  ImportReportResponseSchema,
  ProductExportQuerySchema,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError, badRequest } from '../../lib/app-error';
import { auditActor } from '../audit';
import { exportFileName, exportProductsCsv } from './export';
import { ImportRefused, importProducts } from './import-service';

const NO_FILE = 'file: choose a CSV file to import';
const SEND_AS = 'Send the CSV file as multipart/form-data (field file) or as a text/csv body.';

/** The CSV as a stream: the multipart field `file`, or a text/csv body. */
async function csvSource(request: FastifyRequest): Promise<Readable> {
  if (!request.isMultipart()) {
    if (!String(request.headers['content-type']).startsWith('text/csv'))
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', SEND_AS);
    return request.body as Readable;
  }
  const part = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES + 1, files: 1 } }).catch(() => {
    throw badRequest('file: the upload is not a valid multipart/form-data body');
  });
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw badRequest(NO_FILE);
  }
  return part.file;
}

/**
 * Product CSV import and export (issue 19), admin only (the auth plugin guards /api/admin).
 * The import reads its file as a stream, a batch of rows at a time; multipart and text/csv bodies
 * are parsed here only.
 */
export const productImportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, catalogueChanges }) => {
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES + 1, files: 1, fields: 0, parts: 2 },
  });
  // The stream itself is the body: the import counts and limits its bytes as it reads them.
  app.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));

  app.post(
    '/admin/products/import',
    {
      schema: {
        querystring: ImportQuerySchema,
        consumes: ['multipart/form-data', 'text/csv'],
        response: { 200: ImportReportResponseSchema, 422: ImportRefusedSchema },
      },
    },
    async (request, reply) => {
      const source = await csvSource(request);
      const deps = { db, actor: auditActor(request), onChanged: () => catalogueChanges.changed() };
      try {
        const data = await importProducts(deps, source, request.query.dry_run);
        const message = data.dry_run ? 'Dry run: nothing was changed' : 'Products imported';
        return { success: true as const, message, data };
      } catch (error) {
        if (!(error instanceof ImportRefused)) throw error;
        return reply
          .status(422)
          .send({ success: false as const, message: error.message, data: error.report });
      }
    },
  );

  app.get(
    '/admin/products/export',
    {
      schema: {
        querystring: ProductExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('The products as CSV, in the import columns') },
      },
    },
    async (request, reply) => {
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName()}"`)
        .header('cache-control', 'no-store');
      // A stream is sent as it is (Fastify serializes no stream); the schema documents the text.
      return reply.send(exportProductsCsv(db, request.query) as unknown as string);
    },
  );
};
