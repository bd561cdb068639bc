import fc from 'fast-check';
import { z, type ZodType } from 'zod';

/** The part of JSON Schema that zod 4 writes for our contracts. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

/** What a client sends (io: input), so defaults make fields optional and transforms are skipped. */
export const jsonSchemaOf = (schema: ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const typeOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type[0] : s.type);

/** The patterns a string must match: its own and those of an allOf (the password rule). */
const patternsOf = (s: JsonSchema) =>
  [s.pattern, ...(s.allOf ?? []).map((p) => p.pattern)].filter((p): p is string => !!p);

function validString(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Math.max(min, 40);
  const patterns = patternsOf(s);
  if (patterns.length === 0)
    return fc.string({ unit: 'grapheme-ascii', minLength: Math.max(min, 1), maxLength: max });
  const anchored = patterns.some((p) => p.startsWith('^'));
  return fc
    .tuple(...patterns.map((p) => fc.stringMatching(new RegExp(p), { size: 'xsmall' })))
    .map((parts) => parts.join(''))
    .map((text) => (anchored ? text : text.padEnd(min, 'x')))
    .filter((text) => text.length >= min && text.length <= max)
    .filter((text) => patterns.every((p) => new RegExp(p, 'u').test(text)));
}

function validNumber(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? 0);
  const high = Math.min(
    s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : (s.maximum ?? 1_000_000),
    Math.max(low, 1_000_000),
  );
  return integer
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

function validObject(s: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.fromEntries(
    Object.entries(s.properties ?? {})
      // `{}` marks a field the server ignores (e.g. `email` on the profile form): leave it out.
      .filter(([, p]) => Object.keys(p).length > 0)
      .map(([k, p]) => [k, validArbitrary(p)]),
  );
  return fc.record(properties, {
    requiredKeys: (s.required ?? []).filter((k) => k in properties),
  });
}

/** Values the schema accepts, generated from its JSON Schema form. */
export function validArbitrary(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const branches = s.anyOf ?? s.oneOf;
  if (branches) return fc.oneof(...branches.map(validArbitrary));
  switch (typeOf(s)) {
    case 'object':
      return validObject(s);
    case 'array':
      return fc.array(validArbitrary(s.items ?? {}), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, (s.minItems ?? 0) + 3),
      });
    case 'string':
      return validString(s);
    case 'integer':
      return validNumber(s, true);
    case 'number':
      return validNumber(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.constant('value');
  }
}

/** The schema of the value found at `path`, following properties and array items. */
export function schemaAt(s: JsonSchema, path: readonly (string | number)[]): JsonSchema {
  let current: JsonSchema = s;
  for (const step of path) {
    const branch = current.anyOf?.find(
      (b) => typeOf(b) === (typeof step === 'number' ? 'array' : 'object'),
    );
    if (branch) current = branch;
    current = typeof step === 'number' ? (current.items ?? {}) : (current.properties?.[step] ?? {});
  }
  return current;
}
