import multipart from '@fastify/multipart';
import {
  AdminProductResponseSchema,
  IdParamsSchema,
  ImageBytesSchema,
  ImageFileParamsSchema,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TYPES,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { auditActor } from '../audit';
import { uploadProductImage } from './service';
import { createImageStore } from './storage';

const NO_FILE = 'file: choose an image to upload';
const TOO_LARGE = `file: the image is larger than ${PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024} MB`;
/** A stored image's name is its content's hash: it never changes, so it may be kept for ever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What reading the multipart body threw, as the error the client is told. */
function uploadError(error: unknown): AppError {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return badRequest('file: send one image, in a field named file');
  }
  // Busboy's refusals (no boundary, a body cut short) and aborts: the client's body, not our fault.
  return badRequest('file: the upload is not a valid multipart/form-data body');
}

/** The bytes of the multipart field `file`, at most PRODUCT_IMAGE_MAX_BYTES of them. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(NO_FILE);
  const part = await request.file().catch((error: unknown) => {
    throw uploadError(error);
  });
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw badRequest(NO_FILE);
  }
  const bytes = await part.toBuffer().catch((error: unknown) => {
    throw uploadError(error);
  });
  // A form sent without choosing a file still has the field, empty.
  if (bytes.length === 0) throw badRequest(NO_FILE);
  return bytes;
}

/**
 * Product images (issue 19): the admin uploads (admin-only, by the auth plugin for /api/admin),
 * anyone reads (public: the store's pages show them, and names cannot be guessed).
 * Multipart parsing is registered here only: no other route accepts multipart bodies.
 */
export const productImagesRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, config, catalogueChanges },
) => {
  const images = createImageStore(config.dataDir);
  await app.register(multipart, {
    limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 10 },
  });

  app.post(
    '/admin/products/:id/image',
    {
      schema: {
        params: IdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: AdminProductResponseSchema },
      },
    },
    async (request) => {
      const bytes = await readUpload(request);
      const deps = {
        db,
        images,
        onChanged: () => catalogueChanges.changed([request.params.id]),
        actor: auditActor(request),
      };
      const data = await uploadProductImage(deps, request.params.id, bytes);
      return { success: true as const, message: 'Image uploaded', data };
    },
  );

  app.get(
    '/images/:file',
    {
      config: { public: true },
      schema: {
        produces: [...PRODUCT_IMAGE_TYPES],
        params: ImageFileParamsSchema,
        response: { 200: ImageBytesSchema },
      },
    },
    async (request, reply) => {
      const image = await images.read(request.params.file);
      if (!image) throw notFound('Image not found');
      // The security plugin's answer headers (nosniff among them) are on already; said again here
      // because an image must never be sniffed into something else.
      reply.headers({ 'cache-control': IMMUTABLE, 'x-content-type-options': 'nosniff' });
      return reply.type(image.contentType).send(image.bytes);
    },
  );
};
