import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { ZodType } from 'zod';
import type { FuzzRoute } from './route-catalogue';

// One fuzz request and what the API must answer to it, predicted the way Fastify handles it:
// routing, then the auth hook, then body parsing, then params/body/querystring/headers validation.

export type Persona = 'member' | 'admin' | 'anon';
export type BodyCase =
  | { mode: 'none' }
  | { mode: 'json'; value: unknown; contentType: string }
  /** contentType undefined: no content-type header at all. */
  | { mode: 'raw'; text: string; contentType?: string };

export type FuzzCase = {
  persona: Persona;
  /** Authorization header sent instead of the persona's token (anonymous only). */
  forgedAuth?: string;
  params: Record<string, string>;
  /** A path segment sent as is, e.g. a broken percent-encoding, instead of the first param. */
  rawParam?: string;
  query: Record<string, string | string[]>;
  body: BodyCase;
  headers: Record<string, string>;
};

export type Expectation =
  | { kind: 'refused'; statuses: number[]; why: string }
  | { kind: 'invalid'; field: string; issue: string }
  | { kind: 'valid' };

const BODY_LIMIT = 256 * 1024;
const MAX_PARAM_LENGTH = 100;
export const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

export function pathOf(route: FuzzRoute, c: FuzzCase): string {
  let first = true;
  return route.url.replace(/:(\w+)/g, (_m, name: string) => {
    const segment =
      first && c.rawParam !== undefined ? c.rawParam : encodeURIComponent(c.params[name] ?? '1');
    first = false;
    return segment;
  });
}

export function queryStringOf(query: FuzzCase['query']): string {
  const parts = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (v) => `${encodeURIComponent(key)}=${encodeURIComponent(v)}`,
    ),
  );
  return parts.length ? `?${parts.join('&')}` : '';
}

function payloadOf(body: BodyCase): { payload?: string; contentType?: string } {
  if (body.mode === 'none') return {};
  if (body.mode === 'json')
    return { payload: JSON.stringify(body.value) ?? '', contentType: body.contentType };
  return { payload: body.text, contentType: body.contentType };
}

export function injectOptions(route: FuzzRoute, c: FuzzCase, tokens: Record<Persona, string | undefined>) {
  const { payload, contentType } = payloadOf(c.body);
  const auth = c.persona === 'anon' ? c.forgedAuth : `Bearer ${tokens[c.persona]}`;
  return {
    method: route.method as InjectOptions['method'],
    url: pathOf(route, c) + queryStringOf(c.query),
    headers: {
      ...c.headers,
      ...(auth ? { authorization: auth } : {}),
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    ...(payload ? { payload } : {}),
  } satisfies InjectOptions;
}

/** JSON.parse with the prototype-poisoning refusal of Fastify's secure-json-parse. */
function safeJsonParse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    const value = JSON.parse(text, (key, v) => {
      if (key === '__proto__') throw new Error('proto');
      if (key === 'constructor' && v && typeof v === 'object' && 'prototype' in v) throw new Error('ctor');
      return v;
    });
    return { ok: true, value };
  } catch {
    return { ok: false };
  }
}

/** readByRoute: an upload the route reads itself (before validation), so no body schema applies. */
type Parsed =
  | { ok: true; value: unknown; readByRoute?: boolean }
  | { ok: false; statuses: number[]; why: string };

function parseBody(body: BodyCase, consumes: string[] = []): Parsed {
  const { payload = '', contentType } = payloadOf(body);
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  // An upload route reads such a body itself: any answer but a 5xx will do. JSON is never an
  // upload: a route that takes JSON or a file (quick order's preview) has JSON parsed as usual.
  if (type && type !== 'application/json' && consumes.includes(type))
    return { ok: true, value: undefined, readByRoute: true };
  if (type === undefined) {
    // Fastify hands a request without a body to validation as null.
    return payload
      ? { ok: false, statuses: [415], why: 'body without content type' }
      : { ok: true, value: null };
  }
  if (type !== 'application/json' && type !== 'text/plain') {
    return { ok: false, statuses: [415], why: 'unsupported content type' };
  }
  if (Buffer.byteLength(payload) > BODY_LIMIT) return { ok: false, statuses: [413], why: 'body too large' };
  if (type === 'text/plain') return { ok: true, value: payload };
  if (!payload) return { ok: false, statuses: [400], why: 'empty JSON body' };
  const parsed = safeJsonParse(payload);
  return parsed.ok ? parsed : { ok: false, statuses: [400], why: 'malformed JSON' };
}

/**
 * The length the router measures a path parameter at: percent-decoded as decodeURI does, so the
 * reserved characters (/ ? # & + ...) and % itself count as three.
 */
const routedLength = (value: string) => decodeURI(encodeURIComponent(value).replace(/%25/g, '%2525')).length;

/** What the API must answer: a refusal before validation, a validation error, or anything but 5xx. */
export function expectationOf(route: FuzzRoute, c: FuzzCase): Expectation {
  if (c.rawParam !== undefined) return { kind: 'refused', statuses: [400], why: 'bad url encoding' };
  for (const name of Object.keys(route.paramNames)) {
    if (routedLength(c.params[name] ?? '1') > MAX_PARAM_LENGTH) {
      return { kind: 'refused', statuses: [414], why: 'path parameter too long' };
    }
  }
  if (!route.public && c.persona === 'anon')
    return { kind: 'refused', statuses: [401], why: 'no valid token' };
  if (route.admin && c.persona === 'member') return { kind: 'refused', statuses: [403], why: 'not an admin' };
  let body: unknown;
  let bodySchema = route.schema.body;
  if (hasBody(route.method)) {
    const parsed = parseBody(c.body, route.schema.consumes);
    if (!parsed.ok) return { kind: 'refused', statuses: parsed.statuses, why: parsed.why };
    body = parsed.value;
    if (parsed.readByRoute) bodySchema = undefined;
  }
  // Fastify validates in this order and reports the first part that fails.
  const parts: Array<[string, ZodType | undefined, unknown]> = [
    ['params', route.schema.params, c.params],
    ['body', bodySchema, body],
    ['querystring', route.schema.querystring, c.query],
    ['headers', route.schema.headers, c.headers],
  ];
  for (const [context, schema, input] of parts) {
    if (!schema) continue;
    const result = schema.safeParse(input);
    if (result.success) continue;
    const issue = result.error.issues[0]!;
    const field = issue.path.join('.') || context;
    return { kind: 'invalid', field, issue: issue.message };
  }
  return { kind: 'valid' };
}

/** Long strings shortened, so a failing case prints readably. */
export function describeCase(c: FuzzCase): string {
  return JSON.stringify(c, (_key, value) =>
    typeof value === 'string' && value.length > 120 ? `${value.slice(0, 60)}…(${value.length} chars)` : value,
  );
}

// A URL cannot carry a lone surrogate: it is sent as U+FFFD, so the case says so too.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (v: string) => v.replace(LONE_SURROGATE, '\uFFFD');
const wellFormedRecord = <T extends string | string[]>(record: Record<string, T>) =>
  Object.fromEntries(
    Object.entries(record).map(([k, v]) => [
      wellFormed(k),
      Array.isArray(v) ? v.map(wellFormed) : wellFormed(v),
    ]),
  ) as Record<string, T>;

/** The case as sent (URL text well formed), printed by fast-check without 100k-character strings. */
export function finalCase(c: FuzzCase): FuzzCase {
  const sent = { ...c, params: wellFormedRecord(c.params), query: wellFormedRecord(c.query) };
  return Object.assign(sent, { [fc.toStringMethod]: () => describeCase(sent) });
}
