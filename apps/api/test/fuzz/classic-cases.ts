import {
  BAD_IDS,
  FORGED_AUTH,
  HUGE_STRING,
  MALFORMED_JSON,
  OVERSIZED_STRING,
  RAW_NUMBER_TOKENS,
  WRONG_CONTENT_TYPES,
} from './arbitraries';
import { mutateAt, pathsOf } from './case-arbitrary';
import type { FieldModel } from './field-model';
import { type BodyCase, expectationOf, type FuzzCase, finalCase, hasBody } from './request-model';
import type { FuzzRoute } from './route-catalogue';

// The classics, sent to every route before the random cases: each bad id in each path param, each
// malformed body, each hostile value in each field. Deterministic, so every run covers them all.

const CLASSIC_TEXT = [
  HUGE_STRING,
  'a\u0000b',
  "' OR 1=1 --",
  '1; drop table users',
  '<img src=x onerror=alert(1)>',
  '\uD800',
  '😀🔥',
  '\u202Eevil',
  '',
  '-1',
  '1.5',
  '1e308',
  '99999999999999999999',
  'NaN',
  'Infinity',
];
const CLASSIC_JSON: unknown[] = [...CLASSIC_TEXT, 1e308, -1e308, 2 ** 63, -1, 0, 1.5, null, [], {}, true];

/** One fixed, believable value per field: the first id, 1, the first enum value... */
function basic(name: string, model: FieldModel, ids: number[], asText: boolean): unknown {
  const text = (v: unknown) => (asText ? String(v) : v);
  switch (model.kind) {
    case 'int':
    case 'number':
      return text(/id$/i.test(name) ? ids[0] : 1);
    case 'boolean':
      return text(true);
    case 'enum':
      return model.values?.[0];
    case 'string':
      return /email/i.test(name) ? 'fuzz.member@example.test' : 'Acme';
    case 'array':
      return model.element ? [basic(name, model.element, ids, asText)] : [];
    case 'object':
      return basicObject(model.fields ?? {}, ids, asText);
    default:
      return undefined;
  }
}
const basicObject = (fields: Record<string, FieldModel>, ids: number[], asText: boolean) =>
  Object.fromEntries(
    Object.entries(fields)
      .map(([name, model]) => [name, basic(name, model, ids, asText)] as const)
      .filter(([, value]) => value !== undefined),
  );

const jsonBody = (value: unknown): BodyCase => ({ mode: 'json', value, contentType: 'application/json' });
const rawJson = (text: string, contentType?: string): BodyCase => ({ mode: 'raw', text, contentType });

export function classicCases(route: FuzzRoute, ids: number[]): FuzzCase[] {
  const own = route.public ? 'anon' : route.admin ? 'admin' : 'member';
  const body = route.body ? basic('body', route.body, ids, false) : undefined;
  const base: FuzzCase = {
    persona: own,
    params: basicObject(route.paramNames, ids, true) as Record<string, string>,
    query: basicObject(route.queryFields, ids, true) as Record<string, string>,
    body: hasBody(route.method) && body !== undefined ? jsonBody(body) : { mode: 'none' },
    headers: {},
  };
  const cases: FuzzCase[] = [];
  const add = (change: Partial<FuzzCase>) => cases.push({ ...base, ...change });

  for (const name of Object.keys(route.paramNames)) {
    for (const id of [...BAD_IDS, HUGE_STRING]) add({ params: { ...base.params, [name]: id } });
    for (const raw of ['%E0%A4%A', '%ED%A0%80', '%zz']) add({ rawParam: raw });
  }
  if (!route.public) {
    add({ persona: 'anon' });
    for (const forgedAuth of FORGED_AUTH) add({ persona: 'anon', forgedAuth });
    if (route.admin) add({ persona: 'member' });
  }
  for (const name of Object.keys(route.queryFields)) {
    for (const value of CLASSIC_TEXT) add({ query: { ...base.query, [name]: value } });
  }
  if (hasBody(route.method)) {
    for (const text of MALFORMED_JSON) add({ body: rawJson(text, 'application/json') });
    for (const type of WRONG_CONTENT_TYPES) add({ body: rawJson(JSON.stringify(body ?? {}), type) });
    add({ body: rawJson(JSON.stringify(body ?? {})) });
    add({ body: rawJson('', 'application/json') });
    add({ body: { mode: 'none' } });
    add({ body: jsonBody({ ...(body as object), padding: OVERSIZED_STRING }) });
    for (const value of [null, [], 'text', 42]) add({ body: jsonBody(value) });
    // Every field, nested ones too (items.0.quantity): each classic value, then left out.
    for (const path of pathsOf(body)) {
      const set = (value: unknown) => mutateAt(body, path, 'hostile', value);
      for (const value of CLASSIC_JSON) add({ body: jsonBody(set(value)) });
      add({ body: jsonBody(mutateAt(body, path, 'delete', null)) });
      for (const token of RAW_NUMBER_TOKENS.slice(0, 5)) {
        add({ body: rawJson(JSON.stringify(set('@@T@@')).replace('"@@T@@"', token), 'application/json') });
      }
    }
  }
  if ('idempotency-key' in route.headerFields) {
    for (const key of ['k'.repeat(201), 'k'.repeat(100_000)]) add({ headers: { 'idempotency-key': key } });
  }
  // Writes that the schemas would accept are not sent: fuzzing must not change data on purpose.
  return cases
    .filter((c) => route.method === 'GET' || expectationOf(route, c).kind !== 'valid')
    .map(finalCase);
}
