/** What a careless or hostile client sends: the corpus of the bad-input sweep. */

export interface HostileValue {
  /** Says what the value is, in a failure message. */
  label: string;
  value: unknown;
  /** Big enough that only a few are sent per route. */
  isHuge?: boolean;
}

export interface EncodedValue {
  label: string;
  /** Already percent-encoded: sent as typed, so invalid UTF-8 reaches the server. */
  encoded: string;
}

/** Just under the server's 1 MB JSON limit, so the value itself is what the server must handle. */
const NEARLY_ONE_MB = 1_000_000;

/** For JSON fields. JSON.stringify writes a lone surrogate as the escape \ud800: what we want sent. */
export const JSON_VALUES: HostileValue[] = [
  { label: 'NUL inside text', value: 'a\u0000b' },
  { label: 'NUL alone', value: '\u0000' },
  { label: 'BEL control', value: '\u0007' },
  { label: 'ANSI escape', value: '\u001b[31m' },
  { label: 'lone high surrogate', value: '\ud800' },
  { label: 'lone low surrogate inside text', value: 'a\udfffb' },
  { label: '1 MB string', value: 'a'.repeat(NEARLY_ONE_MB), isHuge: true },
  { label: 'empty string', value: '' },
  { label: 'SQL quote', value: "' OR 1=1 --" },
  { label: 'SQL statement', value: '1; DROP TABLE users' },
  { label: 'impossible date', value: '2026-02-30' },
  { label: 'month 13', value: '2026-13-01' },
  { label: 'zero date', value: '0000-00-00' },
  { label: 'impossible time', value: '24:61' },
  { label: '"NaN" string', value: 'NaN' },
  { label: 'number -1', value: -1 },
  { label: 'number -1e308', value: -1e308 },
  { label: 'number 1e308', value: 1e308 },
  { label: 'number 2^53+1', value: 2 ** 53 + 1 },
  { label: 'boolean', value: true },
  { label: 'null', value: null },
  { label: 'array', value: ['a', 1] },
  { label: 'object', value: { a: 'b' } },
];

const DATE_LABELS = ['impossible date', 'month 13', 'zero date', 'impossible time'];
const NUMBER_LABELS = ['number -1', 'number -1e308', 'number 1e308', 'number 2^53+1'];
/** Other types in place of a number, a boolean, an object or an array. */
const WRONG_TYPE_LABELS = ['NUL inside text', '"NaN" string', 'null', 'boolean', 'array', 'object'];
const pick = (labels: string[]) => JSON_VALUES.filter((entry) => labels.includes(entry.label));

/**
 * The values worth sending to one field, by what its valid value is: text gets every kind of odd
 * text (dates only where a date or time belongs) and each other type; a number gets other types and
 * extreme numbers; a boolean or an object only other types, since odd text there is just a string.
 */
export function valuesFor(valid: unknown): HostileValue[] {
  if (typeof valid === 'number') return pick([...WRONG_TYPE_LABELS, ...NUMBER_LABELS]);
  if (typeof valid !== 'string') return pick([...WRONG_TYPE_LABELS, 'number -1']);
  const isDateLike = /^\d{4}-\d{2}-\d{2}$|^\d{2}:\d{2}$/.test(valid);
  return JSON_VALUES.filter(
    (entry) =>
      !NUMBER_LABELS.includes(entry.label) && (isDateLike || !DATE_LABELS.includes(entry.label)),
  ).concat(pick(['number 2^53+1']));
}

/**
 * URLs that point inside our own network, for fields holding a URL the server itself connects to:
 * loopback and private addresses in every spelling, the cloud metadata address, names that resolve
 * to loopback, and a push service's name bent toward loopback. Every one must be refused.
 */
export const INTERNAL_URLS: HostileValue[] = [
  'https://127.0.0.1/x',
  'https://localhost/x',
  'https://[::1]/x',
  'https://127.1/x',
  'https://2130706433/x',
  'https://0x7f000001/x',
  'https://017700000001/x',
  'https://[::ffff:127.0.0.1]/x',
  'https://0.0.0.0/x',
  'https://0/x',
  'https://10.0.0.1/x',
  'https://172.16.0.1/x',
  'https://192.168.1.1/x',
  'https://[fd00::1]/x',
  'https://[fe80::1]/x',
  'https://169.254.169.254/latest/meta-data',
  'http://127.0.0.1/x',
  'http://localhost:3000/x',
  'https://127.0.0.1:8443/x',
  'https://localhost:5432/x',
  'https://localhost./x',
  'https://localhost.localdomain/x',
  'https://fcm.googleapis.com.127.0.0.1.nip.io/x',
  'https://fcm.googleapis.com@127.0.0.1/x',
  'https://127.0.0.1/fcm.googleapis.com/fcm/send/x',
  'https://fcm.googleapis.com:8443/fcm/send/x',
  'http://fcm.googleapis.com/fcm/send/x',
].map((url) => ({ label: url, value: url }));

/** A few of the above, for fields that are not the point of a route (see the sweep's tiers). */
export const SHORT_JSON_VALUES: HostileValue[] = pick([
  'NUL inside text',
  'ANSI escape',
  'lone high surrogate',
  'SQL quote',
  'number 1e308',
  'null',
  'array',
  'object',
]);

/** Put in every field of a body at once, where the route should refuse before reading it. */
export const EVERY_FIELD_VALUES: HostileValue[] = pick(['NUL inside text', 'lone high surrogate']);

/** For path segments and query values. */
export const ENCODED_VALUES: EncodedValue[] = [
  { label: 'NUL', encoded: '%00' },
  { label: 'NUL inside text', encoded: 'a%00b' },
  { label: 'ANSI escape', encoded: '%1B%5B31m' },
  { label: 'encoded lone surrogate (invalid UTF-8)', encoded: '%ED%A0%80' },
  { label: 'byte FF (invalid UTF-8)', encoded: '%FF' },
  { label: 'broken escape', encoded: '%' },
  { label: '10 kB value', encoded: 'a'.repeat(10_000) },
  { label: 'path traversal', encoded: '..%2F..%2Fetc%2Fpasswd' },
  { label: 'SQL quote', encoded: "'%20OR%201%3D1" },
  { label: 'SQL statement', encoded: '1%3B%20DROP%20TABLE%20users' },
  { label: 'impossible date', encoded: '2026-02-30' },
  { label: 'month 13', encoded: '2026-13-01' },
  { label: 'zero date', encoded: '0000-00-00' },
  { label: 'impossible time', encoded: '24%3A61' },
  { label: 'number -1', encoded: '-1' },
  { label: 'number 1e308', encoded: '1e308' },
  { label: 'NaN', encoded: 'NaN' },
  { label: 'number 2^53+1', encoded: '9007199254740993' },
  { label: 'well-formed unknown uuid', encoded: '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60' },
];

export const SHORT_ENCODED_VALUES: EncodedValue[] = ENCODED_VALUES.filter((entry) =>
  [
    'NUL',
    'encoded lone surrogate (invalid UTF-8)',
    'byte FF (invalid UTF-8)',
    'broken escape',
    '10 kB value',
    'SQL quote',
    'impossible date',
  ].includes(entry.label),
);

const DEPTH = 10_000;

export interface RawBody {
  label: string;
  text: string;
  /** Also sent where a route refuses the caller before it reads the body. */
  isShortList?: boolean;
}

/** Whole bodies that are not what any route expects, as raw JSON text (some are not JSON at all). */
export function structuralBodies(validBody: object): RawBody[] {
  const valid = JSON.stringify(validBody);
  const rest = valid.length > 2 ? `,${valid.slice(1)}` : '}';
  return [
    { label: 'array body', text: '["a",1]', isShortList: true },
    { label: 'string body', text: '"text"' },
    { label: 'number body', text: '42' },
    { label: 'null body', text: 'null' },
    { label: 'empty object', text: '{}' },
    { label: 'truncated JSON', text: '{"a":', isShortList: true },
    { label: `${DEPTH}-deep array`, text: '['.repeat(DEPTH) + ']'.repeat(DEPTH) },
    { label: `${DEPTH}-deep object`, text: '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH) },
    {
      label: '__proto__ and constructor.prototype keys',
      text: `{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}${rest}`,
      isShortList: true,
    },
  ];
}

/** Over the JSON limit: the server answers 413 and may close the connection before reading it all. */
export function oversizedBody(): string {
  return JSON.stringify({ filler: 'a'.repeat(1_200_000) });
}
