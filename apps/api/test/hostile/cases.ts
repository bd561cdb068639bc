import fc from 'fast-check';
import { beyondTheEdge, extraKey, hostileValue } from './hostile-values';
import { schemaAt, type JsonSchema } from './valid-values';

export type Part = 'body' | 'query' | 'params';
export type Path = (string | number)[];

/** One bad request: a single change to a valid one, or a body no JSON parser should take. */
export type HostileCase =
  | { kind: 'replace'; part: Part; path: Path; value: unknown }
  | { kind: 'remove'; part: Part; path: Path }
  | { kind: 'extra'; part: Part; path: Path; key: string; value: unknown }
  | { kind: 'whole'; part: Part; value: unknown }
  | { kind: 'raw'; contentType: string | undefined; payload: string };

/** Every field path the schema declares, nested objects and the first array item included. */
export function fieldPaths(s: JsonSchema, prefix: Path = []): Path[] {
  const branch = s.anyOf?.find((b) => b.type === 'object') ?? s;
  if (branch.type === 'array' && branch.items)
    return [prefix, ...fieldPaths(branch.items, [...prefix, 0])];
  if (branch.type !== 'object') return prefix.length ? [prefix] : [];
  const nested = Object.entries(branch.properties ?? {}).flatMap(([key, p]) =>
    fieldPaths(p, [...prefix, key]),
  );
  return prefix.length ? [prefix, ...nested] : nested;
}

/** Paths of the objects in the schema, where an undeclared key can be slipped in. */
const objectPaths = (s: JsonSchema, paths: Path[]) => [
  [] as Path,
  ...paths.filter((p) => schemaAt(s, p).type === 'object'),
];

/** A bad value for one field: any of the families, or just past the field's own limits. */
const badValueFor = (field: JsonSchema) =>
  fc.oneof({ weight: 4, arbitrary: hostileValue }, { weight: 1, arbitrary: beyondTheEdge(field) });

function fieldCases(part: Part, schema: JsonSchema): fc.Arbitrary<HostileCase>[] {
  const paths = fieldPaths(schema);
  const cases: fc.Arbitrary<HostileCase>[] = [
    fc.record({
      kind: fc.constant('extra' as const),
      part: fc.constant(part),
      path: fc.constantFrom(...objectPaths(schema, paths)),
      key: extraKey,
      value: hostileValue,
    }),
    fc.record({
      kind: fc.constant('whole' as const),
      part: fc.constant(part),
      value: hostileValue,
    }),
  ];
  if (part === 'params') cases.length = 0; // a path has no room for more keys or another shape
  if (paths.length === 0) return cases;
  const replace = fc.constantFrom(...paths).chain((path) =>
    badValueFor(schemaAt(schema, path)).map((value) => ({
      kind: 'replace' as const,
      part,
      path,
      value,
    })),
  );
  const remove = fc.constantFrom(...paths).map((path) => ({ kind: 'remove' as const, part, path }));
  return [replace, replace, replace, remove, ...cases];
}

const JSON_TYPE = 'application/json';

/** Bodies that are not one JSON object: broken, mislabelled, arrays, deeply nested, too big. */
export function rawBodyCase(validBody: unknown): fc.Arbitrary<HostileCase> {
  const json = JSON.stringify(validBody ?? {});
  const raw = (
    payload: fc.Arbitrary<string>,
    contentType: fc.Arbitrary<string | undefined> = fc.constant(JSON_TYPE),
  ) => fc.record({ kind: fc.constant('raw' as const), contentType, payload });
  const nest = (open: string, close: string) =>
    fc
      .integer({ min: 1_000, max: 200_000 })
      .map((depth) => open.repeat(depth) + '1' + close.repeat(depth));
  return fc.oneof(
    raw(fc.integer({ min: 0, max: Math.max(0, json.length - 1) }).map((cut) => json.slice(0, cut))),
    raw(
      fc.constantFrom(
        '{',
        "{'a':1}",
        '{"a":NaN}',
        '{"a":1,}',
        '[1,2',
        'undefined',
        '\ufeff' + json,
        json + 'x',
        '{"a":1,"a":2}',
      ),
    ),
    raw(
      fc.constant(json),
      fc.constantFrom(
        undefined,
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'application/json; charset=utf-16',
        'application/jsonx',
        'multipart/form-data; boundary=x',
      ),
    ),
    raw(fc.constantFrom(`[${json}]`, '[]', '"text"', '123', 'null', 'true', '""')),
    raw(fc.oneof(nest('[', ']'), nest('{"a":', '}'))),
    raw(fc.constant(`{"pad":"${'x'.repeat(1024 * 1024)}"}`)),
    raw(
      fc.constantFrom(
        `{"__proto__":{"role":"ADMIN"},${json.slice(1)}`,
        `{"constructor":{"prototype":{"role":"ADMIN"}}}`,
      ),
    ),
  );
}

/** Every kind of bad request a route with these schemas can get. */
export function hostileCases(
  schemas: Partial<Record<Part, JsonSchema>>,
  validBody: unknown,
  takesBody: boolean,
) {
  const cases = (Object.entries(schemas) as [Part, JsonSchema][]).flatMap(([part, s]) =>
    fieldCases(part, s),
  );
  // Query keys nobody declared reach every route, schema or not.
  if (!schemas.query) cases.push(...fieldCases('query', { type: 'object', properties: {} }));
  if (takesBody) cases.push(rawBodyCase(validBody), rawBodyCase(validBody));
  return fc.oneof(...cases);
}
