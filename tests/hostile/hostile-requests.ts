import fc from 'fast-check';
import { encodeLoosely, hostileString } from './hostile-strings';

/** A query string from the endpoint's own keys and random ones, repeated keys included. */
export function hostileQuery(knownKeys: readonly string[]): fc.Arbitrary<string> {
  const key = knownKeys.length > 0 ? fc.oneof(fc.constantFrom(...knownKeys), hostileString) : hostileString;
  const pair = fc.record({ key, value: hostileString, raw: fc.boolean() });
  return fc
    .array(pair, { maxLength: 8 })
    .map((pairs) =>
      pairs.map(({ key, value, raw }) => `${encodeLoosely(key, raw)}=${encodeLoosely(value, raw)}`).join('&'),
    );
}

/** One path segment where an id is expected: hostile text, or the ids that exist. */
export function hostilePathSegment(realIds: readonly string[]): fc.Arbitrary<string> {
  const hostile = fc
    .record({ value: hostileString, raw: fc.boolean() })
    .map(({ value, raw }) => encodeLoosely(value, raw).replace(/\//g, '%2F') || '%20');
  return realIds.length > 0 ? fc.oneof(fc.constantFrom(...realIds), hostile) : hostile;
}

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** A JSON object with a field name that pollutes Object.prototype when merged carelessly. */
const pollutingObject = fc
  .record({ key: fc.constantFrom(...POLLUTION_KEYS), field: fc.constantFrom('isAdmin', 'role', 'polluted') })
  .map(({ key, field }) => `{"${key}":{"${field}":true},"name":"x"}`);

function nested(depth: number, open: string, close: string, inner = '1') {
  return `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
}

/** Values of the wrong type (and some right-looking ones) for a known field. */
const wrongTypedValue = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 0.5, [], {}, [null], { a: 1 }),
  fc.array(hostileString, { maxLength: 3 }),
  fc.integer(),
  fc.double(),
);

/**
 * A request body as text: random JSON, objects with the endpoint's fields given wrong types, extra and
 * prototype-polluting fields, deeply nested structures, huge arrays, and text that is not JSON at all.
 */
export function hostileJsonBody(knownFields: readonly string[]): fc.Arbitrary<string> {
  const fieldName =
    knownFields.length > 0 ? fc.oneof(fc.constantFrom(...knownFields), hostileString) : hostileString;
  const wrongObject = fc
    .dictionary(fieldName, wrongTypedValue, { maxKeys: 8 })
    .map((object) => JSON.stringify(object));
  return fc.oneof(
    { weight: 4, arbitrary: wrongObject },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: pollutingObject },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        nested(5_000, '[', ']'),
        nested(2_000, '{"a":', '}'),
        JSON.stringify(Array.from({ length: 100_000 }, (_, i) => i)),
        JSON.stringify({ items: Array.from({ length: 20_000 }, () => ({ id: 'x' })) }),
        `{"a":"${'x'.repeat(900_000)}"}`,
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        'null',
        '{',
        '{"a":1,}',
        'undefined',
        "{'a':1}",
        '\u0000',
        '[1,2',
        'NaN',
        '1e999',
      ),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  );
}

/** Content types a client may send instead of (or as a lie about) JSON. */
export const hostileContentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=abc',
  'application/xml',
  '../../etc/passwd',
  'a'.repeat(2_000),
  '',
);

/** Cookie headers a client may send: garbage, forged and oversized session cookies. */
export const hostileCookie = fc.oneof(
  fc.constantFrom(
    'better-auth.session_token=forged',
    'better-auth.session_token=forged.signature; better-auth.session_token=second',
    `better-auth.session_token=${'a'.repeat(4_000)}`,
    'better-auth.session_token=%zz%00',
    '__proto__=1; constructor=2',
    ';;;=;=',
    '=',
  ),
  hostileString.map((value) => `better-auth.session_token=${encodeLoosely(value, false)}`),
);
