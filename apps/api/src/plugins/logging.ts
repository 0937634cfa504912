import type { FastifyServerOptions } from 'fastify';

/**
 * Properties of database errors that carry what a request sent: drizzle's and PGlite's bound
 * values (`params`), PGlite's `queryOptions`, and PostgreSQL's `detail` ("Key (email)=(...)
 * already exists", "Failing row contains (...)") and `where`. A log keeps the SQL text, the
 * SQLSTATE and the constraint, which is what finding the fault needs.
 */
const DROPPED = new Set(['params', 'parameters', 'queryOptions', 'detail', 'where', 'internalQuery', 'body']);
const MAX_DEPTH = 5;

/**
 * drizzle's "Failed query: <sql>\nparams: <values>" loses its values; a data exception's
 * 'invalid input syntax for type integer: "<value>"' loses the quoted value.
 */
export function scrubMessage(message: string): string {
  return message
    .replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]')
    .replace(/: "[^"]*"/g, ': "[redacted]"');
}

type Serialized = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * The pino `err` serializer: type, message, stack, own properties and causes, without the values
 * a request carried (passwords, e-mails). A stack is rebuilt from the scrubbed message and the
 * frames, since its first line repeats the message.
 */
export function serializeError(error: unknown, depth = 0): Serialized {
  if (!(error instanceof Error)) {
    const message = scrubMessage(String(error));
    return { type: typeof error, message, stack: message };
  }
  const message = scrubMessage(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const type = error.constructor?.name ?? 'Error';
  const out: Serialized = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  for (const [key, value] of Object.entries(error)) {
    if (DROPPED.has(key) || key === 'cause' || typeof value === 'function') continue;
    out[key] = typeof value === 'string' ? scrubMessage(value) : value;
  }
  if (error.cause !== undefined && depth < MAX_DEPTH) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The app's logger options: the caller's (level, stream) with the scrubbing error serializer,
 * and request headers that carry credentials censored should a serializer ever log them.
 */
export function loggerOptions(logger: LoggerOptions | false | undefined): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return {
    ...logger,
    serializers: { ...logger.serializers, err: serializeError },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.body', 'body', 'password'],
      censor: '[redacted]',
    },
  };
}
