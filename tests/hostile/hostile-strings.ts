import fc from 'fast-check';

/** Values a careless parser chokes on: numbers out of range, SQL, traversal, markup, odd unicode. */
export const MALICIOUS_VALUES = [
  '',
  ' ',
  '-1',
  '0',
  '-0',
  '1e308',
  '-1e308',
  '1e999',
  '9007199254740993',
  '99999999999999999999999999999',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x1f',
  '1.5',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '[object Object]',
  "' OR '1'='1",
  "'; DROP TABLE listings; --",
  '1; SELECT pg_sleep(5)',
  "' UNION SELECT password FROM auth_account --",
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '\u0000',
  '%',
  '%zz',
  '%E0%A4%A',
  '&=&=',
  '<script>window.__xss=1</script>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  `\${7*7}{{7*7}}`,
  '__proto__',
  'constructor',
  'prototype',
  '\u202eevil',
  '\ud800',
  '\uffff',
  'æøå ÆØÅ',
  '🚗🚙',
  'x'.repeat(10_000),
  '9'.repeat(400),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
] as const;

/** A hostile value: one of the known-bad ones, a random unicode string, or a random number as text. */
export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...MALICIOUS_VALUES) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc
      .oneof(fc.integer(), fc.double(), fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }))
      .map(String),
  },
);

/**
 * Percent-encodes like a browser would, but keeps some values raw (invalid escapes such as `%zz`
 * or lone surrogates must reach the server as they are).
 */
export function encodeLoosely(value: string, raw: boolean): string {
  if (raw) return value.replace(/[#\s]/g, (ch) => `%${ch.charCodeAt(0).toString(16).padStart(2, '0')}`);
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[^A-Za-z0-9_.~-]/g, '_');
  }
}
