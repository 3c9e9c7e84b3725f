/**
 * Seeded generators of hostile input: the same seed gives the same requests, so a failure can be
 * replayed (the seed is in the test's name). A small PRNG of our own (mulberry32) keeps it so.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}
export type Random = ReturnType<typeof seededRandom>;

const nested = (depth: number, open: string, close: string, inner = '1') =>
  open.repeat(depth) + inner + close.repeat(depth);

/** Bodies that are not what any endpoint expects, as text. */
export function hostileBody(random: Random): string {
  const email = random.pick(['a@b.co', 'not-an-email', '', 'x'.repeat(300) + '@example.com']);
  const generators: (() => string)[] = [
    () => '',
    () => '{',
    () => '{"a":',
    () => 'null',
    () => '[]',
    () => '"just a string"',
    () => String(random.int(1e9)),
    () => 'true',
    () => '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    () => JSON.stringify({ checkoutUrl: random.pick([42, null, [], {}, 'javascript:alert(1)']) }),
    () => JSON.stringify({ email, password: random.pick([1, null, 'x'.repeat(10_000)]) }),
    () =>
      JSON.stringify({ email, firstName: { $gt: '' }, message: 'x'.repeat(random.int(20_000)) }),
    () => JSON.stringify({ email: ['a@b.co'], name: '<script>alert(1)</script>', message: 'hi' }),
    () => nested(5_000, '[', ']'),
    () => nested(5_000, '{"a":', '}'),
    () => '{"a":"\\ud800"}',
    () => '\u0000\u0001\u0002\uffff',
    () => Buffer.from(Array.from({ length: 256 }, () => random.int(256))).toString('latin1'),
    () => 'x'.repeat(300_000),
    () => JSON.stringify({ query: '{ shop { name } }', variables: 'nope' }),
  ];
  return random.pick(generators)();
}

export const HOSTILE_CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/graphql',
  'application/octet-stream',
  '',
  '*/*; q=0',
] as const;

/** Path segments for `:param`s: plausible ids and junk. */
export function hostileSegment(random: Random): string {
  return random.pick([
    'c1-0123456789abcdef0123456789abcdef',
    '1',
    '-1',
    '%00',
    '..%2f..%2fetc%2fpasswd',
    '%E0%A4%A',
    '%',
    encodeURIComponent('<script>'),
    'x'.repeat(random.int(3_000)),
    'gid%3A%2F%2Fshopify%2FOrder%2F1',
    '%F0%9F%92%A9',
  ]);
}

/** Paths under /api that no route expects. */
export const HOSTILE_API_PATHS = [
  '/api/',
  '/api/../etc/passwd',
  '/api/%2e%2e/%2e%2e/etc/passwd',
  '/api/%00',
  '/api/checkout%00.json',
  '/api/order/%',
  '/api/order/%E0%A4%A',
  `/api/${'a/'.repeat(500)}`,
  `/api/checkout?${'x=1&'.repeat(2_000)}`,
  '/api/checkout/../../server.ts',
  '//api//checkout',
  '/api/checkout;jsessionid=1',
];
