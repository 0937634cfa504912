import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { ANSWER_HEADERS } from './security';

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
  // Refused before the onRequest hooks that set them.
  reply.headers(ANSWER_HEADERS);
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The URL is not valid: check its percent-encoding'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'A value in the URL path is too long'
        : 'Something went wrong on our side. Please try again.';
  return reply.status(status).send({ success: false, message, error: error.code ?? 'BAD_REQUEST' });
}

/** A request line longer than this, cut off by Node's header limit, is answered 414, not 431. */
const MAX_REQUEST_LINE = 8 * 1024;

type ClientError = Error & { code?: string; rawPacket?: unknown };

/** Status, code and message of what Node's HTTP parser refused before Fastify saw a request. */
function describeClientError(error: ClientError): [number, string, string] {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive. Please try again.'];
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // The packet the parser gave up on: a request line that has not ended by the limit is the URL.
    const packet = Buffer.isBuffer(error.rawPacket) ? error.rawPacket : Buffer.alloc(0);
    const lineEnd = packet.indexOf('\r\n');
    const startsRequest = /^[A-Z]+ \S/.test(packet.subarray(0, 16).toString('latin1'));
    if (startsRequest && (lineEnd === -1 || lineEnd > MAX_REQUEST_LINE)) {
      return [414, 'URI_TOO_LONG', 'The URL is too long'];
    }
    return [431, 'HEADERS_TOO_LARGE', 'The request headers are too large'];
  }
  return [400, 'BAD_REQUEST', 'The request is not valid HTTP'];
}

/**
 * Node's parser refusals (a malformed request, headers over the limit, a client too slow to send
 * its request) in the error envelope, with the answer headers. Fastify's clientErrorHandler: the
 * socket is closed after it, as Node does.
 */
export function clientErrorHandler(this: FastifyInstance, error: ClientError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = describeClientError(error);
  this.log.debug({ err: error, status }, 'client error');
  // A response already under way (a slow body under a started reply) cannot get a second head.
  const inProgress = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inProgress?.headersSent) {
    const body = JSON.stringify({ success: false, message, error: code });
    const headers = Object.entries(ANSWER_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.join('')}` +
        `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
        `connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
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
