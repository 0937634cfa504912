import fc from 'fast-check';
import type { ZodType } from 'zod';

// A light reading of a route's zod schemas: which fields an object has and what a plausible value
// of each looks like, so a fuzz case can start from a believable request and break one thing.

export type FieldModel = {
  kind: 'int' | 'number' | 'string' | 'enum' | 'boolean' | 'array' | 'object' | 'unknown';
  optional: boolean;
  values?: string[];
  element?: FieldModel;
  fields?: Record<string, FieldModel>;
};

type Def = {
  type: string;
  innerType?: ZodType;
  in?: ZodType;
  options?: ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
  element?: ZodType;
  shape?: Record<string, ZodType>;
};
const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'catch', 'readonly', 'nonoptional']);

/** What a schema accepts, seen through optional/default/pipe/union wrappers. */
export function modelOf(schema: ZodType, optional = false): FieldModel {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) {
    const isOptional = def.type === 'optional' || def.type === 'default' || def.type === 'prefault';
    return modelOf(def.innerType, optional || isOptional);
  }
  if (def.type === 'pipe' && def.in) return modelOf(def.in, optional);
  if (def.type === 'union' && def.options?.[0]) return modelOf(def.options[0], optional);
  switch (def.type) {
    case 'number':
      return { kind: (schema as unknown as { isInt?: boolean }).isInt ? 'int' : 'number', optional };
    case 'string':
      return { kind: 'string', optional };
    case 'boolean':
      return { kind: 'boolean', optional };
    case 'enum':
      return { kind: 'enum', optional, values: Object.values(def.entries ?? {}) };
    case 'literal':
      return { kind: 'enum', optional, values: (def.values ?? []).map(String) };
    case 'array':
      return { kind: 'array', optional, element: def.element ? modelOf(def.element) : undefined };
    case 'object':
      return { kind: 'object', optional, fields: objectFields(schema) };
    default:
      return { kind: 'unknown', optional };
  }
}

/** The fields of an object schema (unwrapping optional/nullable around it), or none. */
export function objectFields(schema: ZodType | undefined): Record<string, FieldModel> {
  if (!schema) return {};
  let def = defOf(schema);
  while (WRAPPERS.has(def.type) && def.innerType) def = defOf(def.innerType);
  if (def.type !== 'object' || !def.shape) return {};
  return Object.fromEntries(Object.entries(def.shape).map(([name, field]) => [name, modelOf(field)]));
}

/** Believable values of a field; ids come from rows that exist, so a broken request aims at real data. */
export function plausible(
  name: string,
  model: FieldModel,
  ids: number[],
  asText: boolean,
): fc.Arbitrary<unknown> {
  const text = <T>(arb: fc.Arbitrary<T>) => (asText ? arb.map(String) : arb);
  switch (model.kind) {
    case 'int':
    case 'number':
      return text(fc.constantFrom(...(/id$/i.test(name) ? ids : [1, 2, 5, 10])));
    case 'boolean':
      return text(fc.boolean());
    case 'enum':
      return fc.constantFrom(...(model.values ?? ['x']));
    case 'string':
      return /email/i.test(name)
        ? fc.constantFrom('fuzz.member@example.test', 'owner@example.test')
        : fc.constantFrom('Acme', 'Austin, TX', 'Screen replacement', 'abc12345');
    case 'array':
      return model.element
        ? fc.array(plausible(name, model.element, ids, asText), { minLength: 1, maxLength: 2 })
        : fc.constant([]);
    case 'object':
      return plausibleObject(model.fields ?? {}, ids, asText);
    default:
      return fc.constant(undefined);
  }
}

/** An object of believable field values; optional fields are sometimes left out. */
export function plausibleObject(
  fields: Record<string, FieldModel>,
  ids: number[],
  asText: boolean,
): fc.Arbitrary<Record<string, unknown>> {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([name, model]) => [name, plausible(name, model, ids, asText)]),
  );
  const requiredKeys = Object.entries(fields)
    .filter(([, model]) => !model.optional)
    .map(([name]) => name);
  return fc.record(shape, { requiredKeys }).map((record) => {
    // fc.record keeps undefined values of unknown fields; JSON would drop them anyway.
    for (const key of Object.keys(record)) if (record[key] === undefined) delete record[key];
    return record as Record<string, unknown>;
  });
}
