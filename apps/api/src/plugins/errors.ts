import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

/** "email: Please enter a valid email address" - names the field, never the internals. */
function describeValidation(context: string | undefined, issues: Issue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
      const field = path || (context === 'body' ? 'body' : (context ?? 'request'));
      return `${field}: ${issue.message ?? 'is invalid'}`;
    })
    .join('; ');
}

/** One error handler: the spec's envelope, a fitting status, no stack traces or SQL. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ success: false, message: error.message, error: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = describeValidation(error.validationContext, error.validation as Issue[]);
      return reply.status(400).send({ success: false, message, error: 'VALIDATION' });
    }
    const sqlState = rejectedInputState(error);
    if (sqlState) {
      // The contract should have refused this value; logged so the missing bound gets added.
      request.log.error({ err: error, sqlState }, 'database rejected a request value');
      return reply.status(400).send({ success: false, message: VALUE_REJECTED, error: 'VALIDATION' });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const message = friendlyClientError(error);
      return reply.status(status).send({ success: false, message, error: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      success: false,
      message: 'Something went wrong on our side. Please try again.',
      error: 'INTERNAL',
    });
  });
});

/** Shown when the database refused a value the request carried; tests look for it. */
export const VALUE_REJECTED =
  'The request contains a value that cannot be processed (an unsupported character or a number out of range)';

/**
 * PostgreSQL data exceptions a client value can cause: text too long, a number out of range, a NUL
 * character or invalid text for a number. Drizzle wraps the driver error, so causes are followed.
 */
const INPUT_SQLSTATES = new Set(['22001', '22003', '22021', '22P02', '22P05']);
function rejectedInputState(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (typeof current.code === 'string' && INPUT_SQLSTATES.has(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

/**
 * Fastify's own refusals before a route is found (a broken percent-encoding, a path parameter over
 * 100 characters) in the same envelope, without echoing the URL. Passed to Fastify as the
 * frameworkErrors option (app.ts): an error handler never sees these.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'framework error');
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The URL is not valid: check its percent-encoding'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'A value in the URL path is too long'
        : 'Something went wrong on our side. Please try again.';
  return reply.status(status).send({ success: false, message, error: error.code ?? 'BAD_REQUEST' });
}

function friendlyClientError(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send JSON';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The Content-Length header does not match the body';
    default:
      return error.message && !/\bat\s+\S+:\d+/.test(error.message) ? error.message : 'Bad request';
  }
}
