// CONTRACT-3: the checker every test request and answer goes through.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APP_HEADERS } from '../sandbox/tests/harness.ts';
import { createContractValidator, loadContract, parseBody, type Operation } from './validator.ts';

const FIXTURE = fileURLToPath(new URL('./testing/fixture.yaml', import.meta.url));
const contract = createContractValidator(loadContract(FIXTURE));

const PORTAL = '/orp/bfe/api/portal-service';
const AUTH = '/auth/bfe/api/portal-service';

/** The fixed app headers as the portal sends them, and its JSON content type. */
const HEADERS: Record<string, string> = {
  ...APP_HEADERS,
  'Content-Type': 'application/json; charset=utf-8',
};

function operation(method: string, path: string): Operation {
  const found = contract.operationOf(method, path);
  if (!found) throw new Error(`no operation for ${method} ${path}`);
  return found;
}

const initiate = operation('POST', `${PORTAL}/transaction/v1/initiate`);
const payment = { mobileNumber: '712000001', amount: 1000, currencyCode: 'TZS' };
const initiated = {
  statusCode: 200,
  status: 'success',
  message: 'Success',
  result: { transactionId: 'T1', amount: 1000 },
};

describe('operationOf: the operation a request calls', () => {
  it('finds an operation by method and full path, the service base included', () => {
    expect(initiate).toEqual({
      operationId: 'initiate',
      method: 'POST',
      pathTemplate: `${PORTAL}/transaction/v1/initiate`,
      service: 'portal',
      documentPath: '/transaction/v1/initiate',
      pathParams: {},
    });
    expect(contract.operationOf('post', `${AUTH}/otp/v1/verify-user`)?.operationId).toBe(
      'verifyUser',
    );
  });

  it('matches a template inside a path segment and reads its parameter', () => {
    expect(contract.operationOf('GET', '/cms/maps/twigashopsbycoordinates')).toMatchObject({
      operationId: 'shops',
      service: 'content',
      pathTemplate: '/cms/maps/{product}shopsbycoordinates',
      pathParams: { product: 'twiga' },
    });
    expect(contract.operationOf('GET', '/cms/maps/shopsbycoordinates')).toBeUndefined();
  });

  it('finds nothing for another method, a path without its base, or an unknown path', () => {
    expect(contract.operationOf('GET', `${PORTAL}/transaction/v1/initiate`)).toBeUndefined();
    expect(contract.operationOf('POST', '/transaction/v1/initiate')).toBeUndefined();
    expect(contract.operationOf('GET', `${PORTAL}/resource/v1/nothing`)).toBeUndefined();
  });

  it('takes other bases when given', () => {
    const moved = createContractValidator(loadContract(FIXTURE), { portal: '/p', auth: '/a/' });
    expect(moved.operationOf('GET', '/p/resource/v1/config')?.operationId).toBe('config');
    expect(moved.operationOf('POST', '/a/otp/v1/verify-user')?.operationId).toBe('verifyUser');
    expect(moved.operationOf('GET', `${PORTAL}/resource/v1/config`)).toBeUndefined();
  });

  it('lists every operation of the document', () => {
    expect(contract.operations().map((op) => `${op.method} ${op.pathTemplate}`)).toEqual([
      'GET /orp/bfe/api/portal-service/resource/v1/config',
      'GET /orp/bfe/api/portal-service/resource/v1/towns',
      'POST /orp/bfe/api/portal-service/subscriber/line-type',
      'POST /orp/bfe/api/portal-service/transaction/v1/initiate',
      'POST /auth/bfe/api/portal-service/otp/v1/verify-user',
      'GET /cms/maps/{product}shopsbycoordinates',
      'GET /api/portal-service/transaction/v1/pg-callback/status/ORP/paystack',
    ]);
  });
});

describe('isServicePath: where an unmatched call is an undocumented one', () => {
  it.each([
    [`${PORTAL}/resource/v1/nothing`, true],
    [`${AUTH}/otp/v1/other`, true],
    ['/cms/webpage/anything', true],
    ['/api/portal-service/transaction/v1/other', true],
    ['/maps/geocode', false],
    ['/index.html', false],
    ['/__sandbox/reset', false],
    ['/orp/bfe/api/other', false],
  ])('%s: %s', (path, expected) => {
    expect(contract.isServicePath(path)).toBe(expected);
  });
});

describe('checkRequest: what in a request breaks the contract', () => {
  const request = (overrides: {
    headers?: Record<string, string>;
    query?: Record<string, string>;
    body?: unknown;
  }) => ({
    query: {},
    headers: HEADERS,
    body: { data: payment },
    ...overrides,
  });

  it('finds nothing in a request that keeps it', () => {
    expect(contract.checkRequest(initiate, request({}))).toEqual([]);
    const config = operation('GET', `${PORTAL}/resource/v1/config`);
    expect(
      contract.checkRequest(config, {
        query: { code: 'PORTAL' },
        headers: HEADERS,
        body: undefined,
      }),
    ).toEqual([]);
  });

  it('names a missing header and a header with a wrong value', () => {
    const { 'x-run-mode': _left, ...headers } = HEADERS;
    expect(
      contract.checkRequest(initiate, request({ headers: { ...headers, 'X-Opco': 'KE' } })),
    ).toEqual(['header x-opco must be "TZ" (got "KE")', 'missing header x-run-mode']);
    expect(
      contract.checkRequest(initiate, request({ headers: { ...HEADERS, 'x-app-version': '' } })),
    ).toEqual(['missing header x-app-version']);
  });

  it('names a missing, a wrong and an unknown query parameter', () => {
    const config = operation('GET', `${PORTAL}/resource/v1/config`);
    expect(contract.checkRequest(config, { query: {}, headers: HEADERS, body: undefined })).toEqual(
      ['missing query parameter code'],
    );
    expect(
      contract.checkRequest(config, {
        query: { code: 'APP', lang: 'en' },
        headers: HEADERS,
        body: undefined,
      }),
    ).toEqual([
      'query parameter code must be "PORTAL" (got "APP")',
      'unknown query parameter lang',
    ]);
  });

  it('reads query numbers as numbers and checks path parameters', () => {
    const shops = operation('GET', '/cms/maps/vodashopsbycoordinates');
    const query = { opco: 'TZ', latitude: '-6.8', longitude: 'east' };
    expect(contract.checkRequest(shops, { query, headers: {}, body: undefined })).toEqual([
      'path parameter product must be "twiga" (got "voda")',
      'query parameter longitude must be number (got "east")',
    ]);
  });

  it('names a missing field, an unknown one and a wrong type in the data', () => {
    const data = { amount: '1000', currencyCode: 'KES', foo: 1 };
    expect(contract.checkRequest(initiate, request({ body: { data } }))).toEqual([
      'request data: missing field mobileNumber',
      'request data: amount must be number (got "1000")',
      'request data: currencyCode must be one of "TZS", "USD" (got "KES")',
      'request data: unknown field foo',
    ]);
    expect(
      contract.checkRequest(
        initiate,
        request({ body: { data: { ...payment, mobileNumber: '0712' } } }),
      ),
    ).toEqual(['request data: mobileNumber must match pattern "^[0-9]{9}$" (got "0712")']);
  });

  it('names a body outside the data envelope', () => {
    expect(contract.checkRequest(initiate, request({ body: payment }))).toEqual([
      'request body: missing field data',
      'request body: unknown field mobileNumber',
      'request body: unknown field amount',
      'request body: unknown field currencyCode',
    ]);
    expect(contract.checkRequest(initiate, request({ body: { data: 'x' } }))).toEqual([
      'request body: data must be object (got "x")',
    ]);
    expect(contract.checkRequest(initiate, request({ body: [] }))).toEqual([
      'request body: the body must be object (got [])',
    ]);
  });

  it('names a missing body, a body that is not JSON and an undocumented content type', () => {
    expect(contract.checkRequest(initiate, request({ body: undefined }))).toEqual([
      'request body is missing',
    ]);
    expect(
      contract.checkRequest(
        initiate,
        request({ headers: { ...HEADERS, 'Content-Type': 'text/plain' }, body: parseBody('a=1') }),
      ),
    ).toEqual([
      'header content-type must be application/json (got "text/plain")',
      'request body is not JSON (got "a=1")',
    ]);
  });

  it('names a value too deep to write as JSON without quoting it', () => {
    const deep = parseBody(`{"data":{"mobileNumber":${'['.repeat(5000)}${']'.repeat(5000)}}}`);
    expect(contract.checkRequest(initiate, request({ body: deep }))).toEqual([
      'request data: missing field amount',
      'request data: mobileNumber must be string (got a value nested too deep to show)',
    ]);
  });

  it('names a body sent to an operation that takes none', () => {
    const towns = operation('GET', `${PORTAL}/resource/v1/towns`);
    expect(
      contract.checkRequest(towns, { query: {}, headers: HEADERS, body: { data: {} } }),
    ).toEqual(['request body: towns takes none (got {"data":{}})']);
  });
});

describe('checkResponse: what in an answer breaks the contract', () => {
  it('finds nothing in an answer that keeps it', () => {
    expect(contract.checkResponse(initiate, 200, initiated)).toEqual([]);
    const failure = { statusCode: '56D005', status: 'failure', message: 'Amount out of bounds' };
    expect(contract.checkResponse(initiate, 200, failure)).toEqual([]);
  });

  it('names an HTTP status the operation does not document', () => {
    expect(contract.checkResponse(initiate, 418, { statusCode: 418 })).toEqual([
      'HTTP 418 is not documented for initiate (documented: 200, 400, 401, 5XX)',
    ]);
  });

  it('takes a range (5XX) or default for a status without its own entry', () => {
    const failure = { statusCode: 503, status: 'failure', message: 'Sandbox fault: HTTP 503' };
    expect(contract.checkResponse(initiate, 503, failure)).toEqual([]);
    expect(contract.checkResponse(initiate, 502, { ...failure, status: 'down' })).toEqual([
      'response 502: status must be "failure" (got "down")',
    ]);
    const verifyUser = operation('POST', `${AUTH}/otp/v1/verify-user`);
    expect(contract.checkResponse(verifyUser, 401, { statusCode: 401, status: 'failure' })).toEqual(
      ['response 401: missing field message'],
    );
  });

  it('names the fields of the nearest form of a oneOf answer: a wrong type, an unknown field', () => {
    const body = { ...initiated, result: { transactionId: 'T1', amount: '1000', foo: 1 } };
    expect(contract.checkResponse(initiate, 200, body)).toEqual([
      'response 200: result.amount must be number (got "1000")',
      'response 200: unknown field result.foo',
    ]);
  });

  it('lists the codes an answer may carry when its statusCode is none of them', () => {
    const body = { statusCode: '9999', status: 'failure', message: 'Unknown' };
    expect(contract.checkResponse(initiate, 200, body)).toEqual([
      'response 200: statusCode must be one of "2003", 2003, "56D005" (got "9999")',
    ]);
  });

  it('names a field no member of an allOf answer evaluates', () => {
    const verifyUser = operation('POST', `${AUTH}/otp/v1/verify-user`);
    const body = { statusCode: 200, status: 'success', message: 'OK', result: { msisdn: 7 } };
    expect(contract.checkResponse(verifyUser, 200, { ...body, extra: true })).toEqual([
      'response 200: result.msisdn must be string (got 7)',
      'response 200: unknown field extra',
    ]);
  });

  it('names a body that is missing, not JSON, or sent where none is documented', () => {
    expect(contract.checkResponse(initiate, 200, undefined)).toEqual([
      'response 200: the body is missing (documented: application/json)',
    ]);
    expect(contract.checkResponse(initiate, 502, parseBody('<html>Bad Gateway'))).toEqual([
      'response 502: the body is not JSON (got "<html>Bad Gateway")',
    ]);
    const callback = operation(
      'GET',
      '/api/portal-service/transaction/v1/pg-callback/status/ORP/paystack',
    );
    expect(contract.checkResponse(callback, 302, undefined)).toEqual([]);
    expect(contract.checkResponse(callback, 302, { ok: true })).toEqual([
      'response 302: a body is not documented (got {"ok":true})',
    ]);
  });

  it('names the whole body when it is no object at all', () => {
    const lineType = operation('POST', `${PORTAL}/subscriber/line-type`);
    expect(contract.checkResponse(lineType, 200, 'PREPAID')).toEqual([
      'response 200: the body must be object (got "PREPAID")',
    ]);
  });
});

describe('parseBody', () => {
  it('reads an empty body as none and JSON as its value', () => {
    expect(parseBody('')).toBeUndefined();
    expect(parseBody('{"a":1}')).toEqual({ a: 1 });
  });
});
