import fc from 'fast-check';

/**
 * Values a hostile or broken client sends. Every one is valid JSON; none should ever make the
 * server answer 5xx. Strings are also used as path segments and query values (percent-encoded).
 */
export const hostileStrings: string[] = [
  'a\ud800b', // half of a UTF-16 pair, alone
  '\udc00',
  'a\u0000b', // NUL
  '\u0000',
  '',
  '   ',
  'x'.repeat(100_000),
  '9'.repeat(400),
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '99999999999999999999',
  '2026-02-30 25:61:00',
  '0000-00-00T00:00:00Z',
  // Year 0: well-formed, but PostgreSQL has no year 0 (round 2 of the hostile probe).
  '0000-01-01',
  '0000-01-01 10:00:00',
  '0000-06-15T12:00:00+00:00',
  '2147483648', // one past the largest integer id
  '+275760-09-13T00:00:00.001Z',
  '\u202eevil',
  '😀🅿️',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '{"$gt":""}',
  'true',
  'null',
];

/** Everything that is not a string, or not a sane number. */
export const hostileOthers: unknown[] = [
  1e308,
  -1e308,
  2 ** 63,
  -(2 ** 63),
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  -1,
  0,
  1.5,
  true,
  false,
  null,
  [],
  [1, 2],
  {},
  { $gt: '' },
  { __proto__: { admin: true } },
  ['a\ud800b'],
];

/** Path segments, already percent-encoded where that matters. */
export const hostileSegments: string[] = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999999999999',
  '9223372036854775808',
  '%00',
  '%ED%A0%80', // a surrogate, UTF-8 encoded: not valid UTF-8
  '%FF',
  '%F0%9F%98%80',
  '..%2f..%2fetc',
  ' 1',
];

/** Query values: the hostile strings, and a few that only a query can carry. */
export const hostileQueryValues: string[] = [
  ...hostileStrings.filter((value) => value.length < 1000),
  '%ZZ',
  '%ED%A0%80',
];

/**
 * Random strings and JSON values from fast-check (full Unicode, lone surrogates included),
 * reproducible from `seed`.
 */
export function randomValues(seed: number, count: number): unknown[] {
  return fc.sample(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ unit: fc.constantFrom('\ud800', '\u0000', 'a', '\udfff', '\u00ff'), maxLength: 8 }),
      fc.integer(),
      fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((n) => Number(n)),
      fc.double(),
      fc.jsonValue({ maxDepth: 2 }),
    ),
    { seed, numRuns: count },
  );
}

/** Percent-encodes a string for a query, the way a browser would (lone surrogates included). */
export function encodeQueryValue(value: string): string {
  if (value.includes('%')) return value; // already encoded on purpose, or a lone '%'
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) out += '%ED%A0%80';
    else out += encodeURIComponent(char);
  }
  return out;
}
