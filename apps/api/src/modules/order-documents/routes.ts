import { IdParamsSchema, ORDER_DOCUMENT_TYPE, PdfBytesSchema } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { invoiceOf, type OrderDocument, packingSlipOf } from './service';

const pdfRoute = {
  schema: {
    produces: [ORDER_DOCUMENT_TYPE],
    params: IdParamsSchema,
    response: { 200: PdfBytesSchema },
  },
};

/** A download: the invoice shows prices and addresses, so no shared cache may keep it. */
function sendDocument(reply: FastifyReply, { fileName, bytes }: OrderDocument) {
  reply.headers({
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'private, no-store',
  });
  return reply.type(ORDER_DOCUMENT_TYPE).send(bytes);
}

/**
 * Printable order documents (issue 20): a member's invoice of their own order (also under /user,
 * like the other member order routes), and for admins (by the auth plugin for /api/admin) the
 * invoice and the packing slip of any order.
 */
export const orderDocumentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  for (const base of ['/orders', '/user/orders']) {
    app.get(`${base}/:id/invoice.pdf`, pdfRoute, async (request, reply) => {
      const ownerId = currentUser(request).id;
      return sendDocument(reply, await invoiceOf({ db, orderId: request.params.id, ownerId }));
    });
  }

  app.get('/admin/orders/:id/invoice.pdf', pdfRoute, async (request, reply) =>
    sendDocument(reply, await invoiceOf({ db, orderId: request.params.id })),
  );

  app.get('/admin/orders/:id/packing-slip.pdf', pdfRoute, async (request, reply) =>
    sendDocument(reply, await packingSlipOf({ db, orderId: request.params.id })),
  );
};
