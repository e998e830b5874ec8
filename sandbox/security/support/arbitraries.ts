/**
 * The bad-input corpus as fast-check arbitraries: what a careless client, a fuzzer or an attacker
 * sends. Values mix the portal's own (so a request gets past the first check and into the route)
 * with wrong types, huge, odd and hostile ones.
 */
import fc from 'fast-check';
import { APP_HEADERS } from '../../tests/harness.ts';

/** Field names the routes read (grep of sandbox/routes), plus prototype keys. */
const FIELDS = [
  'msisdn',
  'mobileNumber',
  'paymentMobile',
  'amount',
  'currencyCode',
  'countryCode',
  'transactionType',
  'paymentMode',
  'paymentGateway',
  'transactionId',
  'txnId',
  'uniqueCode',
  'refId',
  'otp',
  'otpId',
  'amPin',
  'email',
  'emailId',
  'invoiceNumber',
  'accountNo',
  'customerDetails',
  'requestType',
  'formData',
  'formType',
  'leadId',
  'refLeadId',
  'plan',
  'address',
  'fullName',
  'contactNumber',
  'lineType',
  'serviceType',
  'isLike',
  'questionId',
  'language',
  'pageUrl',
  'fromCurrency',
  'toCurrency',
  'reference',
  'status',
  'path',
  'count',
  'delayMs',
  'malformed',
  'isSubscriberRequest',
  'proccessFlag',
  'productCode',
  '__proto__',
  'constructor',
  'prototype',
];

/** Strings a real caller sends, and strings that break naive code. */
const STRINGS = [
  '',
  ' ',
  '712000001',
  '0712000001',
  '255712000001',
  '+255712000001',
  '712000007',
  '1234',
  '123456',
  '9999',
  'TZS',
  'USD',
  'EUR',
  'PREPAID_RECHARGE',
  'POSTPAID_BILL',
  'DATA_BUNDLE',
  'PG',
  'TWIGA_MONEY',
  'SMARTCASH',
  'AIRTIME',
  'MPESA',
  'Selcom',
  'SMARTCASH_SECURE',
  'success',
  'PORTAL',
  'TZ',
  'en',
  'sw',
  'HBB_LEADS',
  'a@b.co',
  'TWG0000000000000000',
  'Bearer x',
  '../../../etc/passwd',
  '..\\..\\sandbox\\data\\sandbox.db',
  '%00',
  '\u0000',
  '\u202e',
  '\ud800',
  '🦒'.repeat(50),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE x; --',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0x10',
  '1e999',
  '1e15',
  '0.0001',
  'null',
  'true',
  '[]',
  '{}',
  'x'.repeat(20_000),
];

const NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.0001,
  499,
  500,
  1000,
  1000.5,
  1e15,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  -(2 ** 31) - 1,
];

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...STRINGS), weight: 4 },
  { arbitrary: fc.constantFrom(...NUMBERS), weight: 2 },
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);

/** A value up to 4 levels deep: scalars, arrays and objects of them. */
const value: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELDS), tie('v'), { maxKeys: 4 }),
  ),
})).v;

/** A `data` object: known fields and random keys with any values. */
export const dataObject = fc.dictionary(
  fc.oneof({ arbitrary: fc.constantFrom(...FIELDS), weight: 4 }, fc.string({ maxLength: 12 })),
  value,
  { maxKeys: 8 },
);

const nested = (levels: number) => `{"data":{"x":${'['.repeat(levels)}${']'.repeat(levels)}}}`;

/** A request body of any kind: the envelope, wrong shapes, deep, not JSON, not UTF-8. */
export const body: fc.Arbitrary<string | Buffer> = fc.oneof(
  { arbitrary: dataObject.map((data) => JSON.stringify({ data })), weight: 6 },
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  value.map((data) => JSON.stringify({ data })),
  fc.integer({ min: 20, max: 5000 }).map(nested),
  dataObject.chain((data) => {
    const text = JSON.stringify({ data });
    return fc.nat({ max: text.length }).map((cut) => text.slice(0, cut));
  }),
  fc.constantFrom(
    '',
    'null',
    '{"data":{"__proto__":{"polluted":1}}}',
    '{"data":{"constructor":{"prototype":{"polluted":1}}}}',
    '{"data":{"amount":1e999}}',
    '{"data":{"amount":-0}}',
    '{"data":1}',
    '{"data":"x"}',
    '{"data":[]}',
    '{"data":{}',
    'data=1&x=2',
    '\ufeff{"data":{}}',
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
);

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16le',
  'APPLICATION/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  ';;;',
  undefined,
];

const header = (name: string, values: (string | undefined)[]) =>
  fc.constantFrom(...values).map((v) => (v === undefined ? {} : { [name]: v }));

/** Headers: the app's own (all, one missing or one wrong), a content type, odd extras. */
export const headers: fc.Arbitrary<Record<string, string>> = fc
  .tuple(
    fc.oneof(
      { arbitrary: fc.constant({ ...APP_HEADERS }), weight: 4 },
      fc.constantFrom(...Object.keys(APP_HEADERS)).map((drop) => {
        const copy: Record<string, string> = { ...APP_HEADERS };
        delete copy[drop];
        return copy;
      }),
      fc.constantFrom(...Object.keys(APP_HEADERS)).map((name) => ({ ...APP_HEADERS, [name]: 'x' })),
      fc.constant({}),
    ),
    // Mostly JSON, so most cases get past the content-type check and into the route.
    fc.oneof(
      { arbitrary: fc.constant({ 'Content-Type': 'application/json' }), weight: 8 },
      header('Content-Type', CONTENT_TYPES),
    ),
    header('Authorization', [
      undefined,
      undefined,
      'Bearer x',
      'Bearer ',
      'Basic Og==',
      'x'.repeat(4000),
    ]),
    header('Content-Encoding', [undefined, undefined, undefined, 'gzip', 'br', 'x']),
  )
  .map((parts) => Object.assign({}, ...parts) as Record<string, string>);

/** Query parameters the routes read, with any of the values above, URL-encoded. */
const QUERY_KEYS = [
  'tid',
  'txnId',
  'code',
  'opco',
  'pageUrl',
  'language',
  'lat',
  'lng',
  'latitude',
  'longitude',
  'address',
  'distanceInKilometers',
  'questionId',
  'txref',
  'status',
  'PnrID',
  'id',
  'product',
];
export const query: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc
      .dictionary(
        fc.oneof({ arbitrary: fc.constantFrom(...QUERY_KEYS), weight: 4 }, fc.string()),
        fc.oneof(fc.constantFrom(...STRINGS), fc.string({ unit: 'binary', maxLength: 40 })),
        { maxKeys: 5 },
      )
      .map((q) => `?${new URLSearchParams(q).toString()}`),
    weight: 4,
  },
  // Raw query text, broken percent-encoding included: printable ASCII only, as HTTP allows.
  fc
    .string({ unit: fc.constantFrom(..."%&=?+#;/.\\aZ09~!$'()*,:@[]_-".split('')), maxLength: 30 })
    .map((q) => `?${q}`),
  fc.constant(''),
);

const SEGMENTS = [
  '..',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e.',
  '..%2f',
  '..%5c',
  '..\\',
  '%252e%252e',
  '%c0%ae%c0%ae',
  '%00',
  '%',
  '%zz',
  '',
  '.',
  '.env',
  '.git',
  'etc',
  'passwd',
  'package.json',
  'sandbox',
  'data',
  'sandbox.db',
  'keys',
  'sandbox-private.pem',
  'outside.txt',
  'index.html',
  'assets',
  'webpage',
  '~',
  'con',
  'x'.repeat(300),
];

/** A path under `prefixes` made of traversal segments, joined by `/`, `\` or encoded slashes. */
export const traversalPath = (prefixes: readonly string[]) =>
  fc
    .tuple(
      fc.constantFrom(...prefixes),
      fc.array(fc.constantFrom(...SEGMENTS), { minLength: 1, maxLength: 8 }),
      fc.constantFrom('/', '/', '\\', '%2f', '%5c', '//'),
    )
    .map(([prefix, segments, sep]) => prefix + segments.join(sep));
