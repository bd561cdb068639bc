import fc from 'fast-check';
import type { JsonSchema } from './valid-values';

/** Each family of bad value the issue names, as a generator; `hostileValue` mixes them all. */

const char = (from: number, to: number) =>
  fc.integer({ min: from, max: to }).map((c) => String.fromCharCode(c));

/** C0 and C1 controls, DEL and NUL among them. */
const controlChars = fc.string({
  unit: fc.oneof(char(0, 31), char(127, 159)),
  minLength: 1,
  maxLength: 12,
});

/** Lone surrogates, byte-order marks, direction overrides, joiners, non-characters, astral. */
const unicodeEdge = fc.oneof(
  fc.string({ unit: char(0xd800, 0xdfff), minLength: 1, maxLength: 4 }),
  fc.string({
    unit: fc.constantFrom('\ufeff', '\u202e', '\u200d', '\u200b', '\u0301', '\ufffe', '\uffff'),
    minLength: 1,
    maxLength: 6,
  }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
  // Letters whose case mapping changes their length, digits that are not ASCII.
  fc.string({ unit: fc.constantFrom('İ', 'ß', 'ﬀ', 'ǅ', '١', '１', '𝟘', 'ﷺ'), minLength: 1 }),
);

/** 10,000 characters and a little more, of one repeated unit or of anything. */
const longString = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('a', 'é', '😀', "'", '<', '%', ' '),
      fc.integer({ min: 10_000, max: 10_050 }),
    )
    .map(([unit, n]) => unit.repeat(n)),
  fc.string({ unit: 'binary', minLength: 10_000, maxLength: 10_000 }),
);

/** SQL and markup put together from their dangerous pieces around any text. */
const injection = fc
  .tuple(
    fc.constantFrom("'", '"', '`', ');', "';", '--', '/*', '\\', '%', '_', '$$', '<', '">', '</'),
    fc.constantFrom(
      ' OR 1=1 --',
      '; DROP TABLE users; --',
      ' UNION SELECT password_hash FROM users --',
      '; SELECT pg_sleep(5); --',
      '::text',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<svg onload=alert(1)>',
      'javascript:alert(1)',
      '{{7*7}}${7*7}',
      '../../../../etc/passwd',
    ),
    fc.string({ maxLength: 8 }),
  )
  .map((parts) => parts.join(''));

const hugeNumber = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 53 + 2, 2 ** 63, 1e21, 1e308, Number.MAX_VALUE, Number.MIN_VALUE),
  fc.double({ min: 1e10, noNaN: true, noDefaultInfinity: true }),
);
const negative = fc.oneof(
  fc.integer({ max: -1 }),
  fc.double({ max: -Number.MIN_VALUE, noNaN: true, noDefaultInfinity: true }),
  fc.constant(-0),
);
/** NaN and the infinities become `null` in JSON; as text they reach number parsers. */
const notANumber = fc.constantFrom(
  NaN,
  Infinity,
  -Infinity,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
);
const numberLikeText = fc.oneof(
  fc.constantFrom('0x10', '1e3', ' 1', '1 ', '+1', '-0', '0.5', '1_000', '１', '٣', '١٢'),
  fc.bigInt({ min: 10n ** 20n, max: 10n ** 400n }).map(String),
);
const empty = fc.constantFrom('', ' ', '\t', [], {}, null);
/** Prototype keys, as own properties (JSON.parse makes them so; a literal would not). */
const prototypeObject = fc
  .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.jsonValue({ maxDepth: 2 }))
  .map(([key, value]) => JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value ?? null)}}`));
const wrongShape = fc.oneof(
  fc.boolean(),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  prototypeObject,
);

/** Text put into a URL as it is, not %-encoded: broken escapes, encoded dots and slashes. */
export class VerbatimUrlText {
  constructor(readonly text: string) {}
}
const malformedEscapes = fc
  .tuple(
    fc.constantFrom(
      '%',
      '%z',
      '%zz',
      '%E0%A4%A',
      '%C0%AF',
      '%FF',
      '%ED%A0%80',
      '%2e%2e%2f',
      '..%2F',
      '%u0041',
    ),
    fc.stringMatching(/^[A-Za-z0-9]{0,4}$/),
  )
  .map(([escape, tail]) => new VerbatimUrlText(escape + tail));

/** Values just outside what the field's own schema allows: the contract's edges, crossed. */
export function beyondTheEdge(s: JsonSchema): fc.Arbitrary<unknown> {
  const edges: unknown[] = [];
  if (s.maxLength !== undefined) edges.push('x'.repeat(s.maxLength + 1));
  if (s.minLength) edges.push('x'.repeat(s.minLength - 1));
  if (s.maximum !== undefined) edges.push(s.maximum + 1, s.maximum + 0.5);
  if (s.minimum !== undefined) edges.push(s.minimum - 1);
  if (s.exclusiveMinimum !== undefined) edges.push(s.exclusiveMinimum, s.exclusiveMinimum + 0.5);
  if (s.enum)
    edges.push(...s.enum.map((v) => (typeof v === 'string' ? v.toLowerCase() : v)), 'OTHER');
  if (s.maxItems !== undefined) edges.push(Array.from({ length: s.maxItems + 1 }, (_, i) => i + 1));
  if (s.type === 'integer') edges.push(1.5, '1');
  return edges.length ? fc.constantFrom(...edges) : fc.constant(null);
}

/** Any one bad value, of every family the issue lists. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  controlChars,
  unicodeEdge,
  longString,
  injection,
  hugeNumber,
  negative,
  notANumber,
  numberLikeText,
  empty,
  wrongShape,
  malformedEscapes,
);

/** Names of fields nobody declared: prototype keys and made-up ones. */
export const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'role', 'userId', 'status'),
  fc.string({ minLength: 1, maxLength: 12 }),
);
