import fc from 'fast-check';

// Hostile values the fuzz tests mix into otherwise plausible requests. None of them contains the
// text the leak check looks for (SQL keywords, stack frames), so an echo of the input is not
// mistaken for a leak.

export const HUGE_STRING = 'x'.repeat(100_000);
/** Just over the 256 KB body limit once wrapped in JSON. */
export const OVERSIZED_STRING = 'y'.repeat(256 * 1024 + 16);

/** Ids that are not a positive 32-bit whole number, as a path or query string carries them. */
export const BAD_IDS = ['abc', '-1', '0', '1.5', '99999999999999999999', '2147483648', '9223372036854775808'];

/** Numbers as text: out of range, not finite, not whole, not a number at all. */
const numericStrings = [
  ...BAD_IDS,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1e308',
  '9007199254740991',
  '9007199254740993',
  '-0',
  '0x1F',
  '1e-7',
  ' ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
];

const injectionStrings = [
  "' OR 1=1 --",
  '1; drop table users',
  '"; DROP TABLE orders; --',
  "admin'--",
  '1) OR (1=1',
  '%',
  '_',
  '\\',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}',
  '{{7*7}}',
  '../../etc/passwd',
];

const unicodeStrings = [
  '',
  '😀🔥👩‍👩‍👧',
  'مرحبا بالعالم',
  '\u202Egnp.exe',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDC00y',
  'ＡＢＣ１２３',
  'e\u0301\u200B\uFEFF',
  '\r\n\t',
];

/** The hand-picked classics: bad numbers, injections, unicode, huge text. */
export const CLASSIC_STRINGS = [...numericStrings, ...injectionStrings, ...unicodeStrings, HUGE_STRING];

const LEAK_LIKE = /select |insert into|syntax error|violates|relation "|node_modules|\.ts:|failed query/i;

/** Hostile text: the classics or random text of any unicode (lone surrogates included). */
export const hostileString: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 5, arbitrary: fc.constantFrom(...CLASSIC_STRINGS) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('😀'.repeat(50_000), `${'a'.repeat(254)}@x.io`, 'z'.repeat(1001)),
    },
  )
  .filter((s) => !LEAK_LIKE.test(s));

/** JSON numbers that break bounds: negative, fractional, 1e308, 2^63, beyond the safe integers. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1.5, 0.1, 1e308, -1e308, 2 ** 31, 2 ** 63, 2 ** 53 + 2, 1e20, 5e-324),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
);

/** A value of a type the field does not expect. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [1, 2], { a: 1 }, [[[[[]]]]], { $gt: '' }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);

/** Anything hostile that JSON can carry. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(hostileString, hostileNumber, wrongType);

/** Query and path values: always text, sometimes the same key repeated (an array). */
export const hostileQueryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.array(fc.constantFrom('1', '2', 'abc'), { minLength: 2, maxLength: 3 }) },
);

/** Bodies that are not JSON, or JSON a safe parser refuses (prototype poisoning). */
export const MALFORMED_JSON = [
  '{',
  '{"a":}',
  "{'a': 1}",
  '{"a": 1,}',
  '[1, 2',
  'undefined',
  'NaN',
  '{"quantity": NaN}',
  '{"quantity": Infinity}',
  '{"id": 0x10}',
  '{"a": 01}',
  '{"a": .5}',
  '{"a": "\u0001"}',
  '{"a": "unterminated',
  '{"__proto__": {"isAdmin": true}}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
  '<xml>not json</xml>',
  "' OR 1=1 --",
];

/** Number tokens spliced into otherwise valid JSON: some are not JSON, 1e999 parses to Infinity. */
export const RAW_NUMBER_TOKENS = ['NaN', 'Infinity', '-Infinity', '1e999', '-1e999', '+1', '0x10', '1.'];

export const WRONG_CONTENT_TYPES = [
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'image/png',
  'application/jsonx',
];

/** Authorization headers that must never pass: malformed, unsigned, other schemes. */
export const FORGED_AUTH = [
  'Bearer',
  'Bearer ',
  'Bearer abc.def.ghi',
  'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJ1c2VySWQiOjEsInJvbGUiOiJhZG1pbiIsInZlciI6MH0.',
  `Bearer ${'a'.repeat(10_000)}`,
  'Basic YWRtaW46YWRtaW4=',
  "Bearer ' OR 1=1 --",
  'bearer lowercase-scheme',
];
