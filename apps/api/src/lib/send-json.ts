import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text as is: Fastify does not serialize a string payload again. The route's typed
 * reply wants the object shape, which the text was encoded from (the catalogue's stored answers,
 * the dashboard's kept series).
 */
export function sendJson(reply: unknown, body: string) {
  return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
}
