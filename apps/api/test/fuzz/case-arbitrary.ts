import fc from 'fast-check';
import {
  FORGED_AUTH,
  HUGE_STRING,
  hostileJson,
  hostileQueryValue,
  hostileString,
  MALFORMED_JSON,
  OVERSIZED_STRING,
  RAW_NUMBER_TOKENS,
  WRONG_CONTENT_TYPES,
} from './arbitraries';
import { plausible, plausibleObject } from './field-model';
import {
  type BodyCase,
  expectationOf,
  type FuzzCase,
  finalCase,
  hasBody,
  type Persona,
} from './request-model';
import type { FuzzRoute } from './route-catalogue';

// Random fuzz cases for one route: a believable request (real ids, valid enum values) with one to
// three things broken, from the route's own schemas. Writes are only ever sent broken: a case the
// schemas would accept is dropped, so no fuzz request can legitimately change data.

type Mutation = { target: number; action: 'hostile' | 'delete' | 'extra'; value: unknown; key: string };
const EXTRA_KEYS = ['extra', 'role', 'is_admin', 'price', 'user_id', 'id', 'status', '$where', 'a.b'];
const JSON_TYPES = ['application/json', 'application/json; charset=utf-8'];

const mutations = (value: fc.Arbitrary<unknown>, maxLength: number) =>
  fc.array(
    fc.record({
      target: fc.nat(),
      action: fc.constantFrom<Mutation['action']>('hostile', 'hostile', 'delete', 'extra'),
      value,
      key: fc.constantFrom(...EXTRA_KEYS),
    }),
    { minLength: 1, maxLength },
  );

export type Path = Array<string | number>;
/** Every key path of a JSON value, nested objects and arrays included (the root excluded). */
export function pathsOf(value: unknown, maxDepth = 3, prefix: Path = []): Path[] {
  if (prefix.length > maxDepth || value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = [...prefix, key];
    return [path, ...pathsOf(child, maxDepth, path)];
  });
}

type Container = Record<string | number, unknown>;
function applyAt(root: Container, path: Path, m: Omit<Mutation, 'target'>) {
  let parent = root;
  for (const step of path.slice(0, -1)) parent = parent[step] as Container;
  const last = path.at(-1);
  // A copy: constant hostile objects are shared between cases and must not be mutated later.
  const value = structuredClone(m.value);
  if (last === undefined || m.action === 'extra') parent[m.key] = value;
  else if (m.action === 'delete') delete parent[last];
  else parent[last] = value;
}

/** A copy with one field set to a value, removed, or an extra field added next to it. */
export function mutateAt<T>(
  base: T,
  path: Path,
  action: Mutation['action'],
  value: unknown,
  key = 'extra',
): T {
  const copy = structuredClone(base) as Container;
  applyAt(copy, path, { action, value, key });
  return copy as T;
}

/** Applies mutations to a copy, each aimed at one of the value's key paths (or the root). */
export function mutate<T>(base: T, list: Mutation[], maxDepth = 3): T {
  const copy = structuredClone(base) as Container;
  for (const m of list) {
    const paths = pathsOf(copy, maxDepth);
    applyAt(copy, paths.length ? paths[m.target % paths.length]! : [], m);
  }
  return copy as T;
}

const personaArb = (route: FuzzRoute): fc.Arbitrary<{ persona: Persona; forgedAuth?: string }> => {
  const anon = fc.option(fc.constantFrom(...FORGED_AUTH), { nil: undefined }).map((forgedAuth) => ({
    persona: 'anon' as const,
    ...(forgedAuth ? { forgedAuth } : {}),
  }));
  const as = (persona: Persona) => fc.constant({ persona });
  if (route.public) return fc.oneof({ weight: 8, arbitrary: anon }, { weight: 2, arbitrary: as('member') });
  const own = route.admin ? 'admin' : 'member';
  const other = route.admin ? 'member' : 'admin';
  return fc.oneof(
    { weight: 14, arbitrary: as(own) },
    { weight: 3, arbitrary: as(other) },
    { weight: 3, arbitrary: anon },
  );
};

/** Path params are never empty nor dot segments: those would reach another route. */
const paramValue = hostileString.filter((s) => s !== '' && s !== '.' && s !== '..');

function paramsArb(route: FuzzRoute, ids: number[]) {
  const names = Object.keys(route.paramNames);
  if (!names.length) return fc.constant({} as Record<string, string>);
  const base = plausibleObject(route.paramNames, ids, true) as fc.Arbitrary<Record<string, string>>;
  return fc.oneof(
    { weight: 1, arbitrary: base },
    {
      weight: 3,
      arbitrary: fc.tuple(base, mutations(paramValue, 1)).map(([b, m]) =>
        mutate(
          b,
          m.map((x) => ({ ...x, action: 'hostile' as const })),
          0,
        ),
      ),
    },
  );
}

function queryArb(route: FuzzRoute, ids: number[]) {
  const base = plausibleObject(route.queryFields, ids, true) as fc.Arbitrary<FuzzCase['query']>;
  return fc.oneof(
    base,
    fc.tuple(base, mutations(hostileQueryValue, 3)).map(([b, m]) => mutate(b, m, 0)),
  );
}

function headersArb(route: FuzzRoute) {
  if (!('idempotency-key' in route.headerFields)) return fc.constant({});
  // Header values must be visible ASCII to be sent at all.
  const key = fc.oneof(
    fc.constantFrom(
      'key-123',
      'k'.repeat(201),
      'k'.repeat(100_000),
      "' OR 1=1 --",
      '<img src=x onerror=alert(1)>',
    ),
    fc.string({ maxLength: 250 }).filter((s) => /^[\x21-\x7e]*$/.test(s)),
  );
  return fc.option(key, { nil: undefined }).map((k) => (k === undefined ? {} : { 'idempotency-key': k }));
}

const json = (value: unknown): fc.Arbitrary<BodyCase> =>
  fc.constantFrom(...JSON_TYPES).map((contentType) => ({ mode: 'json', value, contentType }));

function bodyArb(route: FuzzRoute, ids: number[]): fc.Arbitrary<BodyCase> {
  if (!hasBody(route.method)) {
    return fc.oneof(
      { weight: 19, arbitrary: fc.constant({ mode: 'none' as const }) },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(...MALFORMED_JSON)
          .map((text) => ({ mode: 'raw' as const, text, contentType: 'application/json' })),
      },
    );
  }
  const base = route.body ? plausible('body', route.body, ids, false) : fc.constant({});
  const raw = (text: fc.Arbitrary<string>, contentType?: fc.Arbitrary<string | undefined>) =>
    fc
      .tuple(text, contentType ?? fc.constantFrom(...JSON_TYPES))
      .map(([t, ct]): BodyCase => ({ mode: 'raw', text: t, contentType: ct }));
  const spliced = fc
    .tuple(base, fc.nat(), fc.constantFrom(...RAW_NUMBER_TOKENS))
    .map(([b, target, token]) =>
      JSON.stringify(mutate(b, [{ target, action: 'hostile', value: '@@TOKEN@@', key: 'x' }])).replace(
        '"@@TOKEN@@"',
        token,
      ),
    );
  return fc.oneof(
    {
      weight: 40,
      arbitrary: fc.tuple(base, mutations(hostileJson, 3)).chain(([b, m]) => json(mutate(b, m))),
    },
    { weight: 8, arbitrary: hostileJson.chain(json) },
    { weight: 8, arbitrary: raw(fc.constantFrom(...MALFORMED_JSON)) },
    {
      weight: 5,
      arbitrary: raw(
        fc.tuple(base, fc.nat()).map(([b, n]) => {
          const s = JSON.stringify(b) ?? '';
          return s.slice(0, n % Math.max(s.length, 1));
        }),
      ),
    },
    { weight: 6, arbitrary: raw(spliced) },
    { weight: 5, arbitrary: fc.constant({ mode: 'none' as const }) },
    {
      weight: 4,
      arbitrary: raw(
        hostileString.filter((s) => s.length > 0),
        fc.constant('text/plain'),
      ),
    },
    {
      weight: 5,
      arbitrary: raw(
        base.map((b) => JSON.stringify(b) ?? '{}'),
        fc.constantFrom(undefined, ...WRONG_CONTENT_TYPES),
      ),
    },
    {
      weight: 3,
      arbitrary: base.chain((b) =>
        json(mutate(b, [{ target: 0, action: 'extra', value: OVERSIZED_STRING, key: 'padding' }])),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.constant({
        mode: 'json' as const,
        value: { note: HUGE_STRING },
        contentType: 'application/json',
      }),
    },
  );
}

/** Random malformed requests for a route; writes the schemas would accept are left out. */
export function caseArb(route: FuzzRoute, ids: number[]): fc.Arbitrary<FuzzCase> {
  const rawParam = Object.keys(route.paramNames).length
    ? fc.oneof(
        { weight: 14, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom('%E0%A4%A', '%zz', '%ED%A0%80', '%C0%AF', '%') },
      )
    : fc.constant(undefined);
  return fc
    .record({
      who: personaArb(route),
      params: paramsArb(route, ids),
      rawParam,
      query: queryArb(route, ids),
      body: bodyArb(route, ids),
      headers: headersArb(route),
    })
    .map(
      ({ who, rawParam: raw, ...rest }): FuzzCase =>
        finalCase({ ...who, ...rest, ...(raw === undefined ? {} : { rawParam: raw }) }),
    )
    .filter((c) => route.method === 'GET' || expectationOf(route, c).kind !== 'valid');
}
