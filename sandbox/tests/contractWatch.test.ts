/**
 * The contract watch (middleware/contractWatch.ts) on a sandbox judging by the fixture contract
 * (contract/testing/fixture.yaml: towns, lineType, initiate and shops as the sandbox answers them),
 * read through GET /__sandbox/contract-violations.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTROL_PATHS } from '../control/contract.ts';
import { CONTRACT_OFF_HEADER, type Violation } from '../middleware/contractWatch.ts';
import { violationsMessage } from './contractViolations.ts';
import { APP_HEADERS, portalPath, sandboxForFile } from './harness.ts';

const contractFile = fileURLToPath(new URL('../../contract/testing/fixture.yaml', import.meta.url));
const h = sandboxForFile({ watchContract: true, contractFile });

const LINE_TYPE_PATH = portalPath('subscriber/line-type');
const PREPAID = { statusCode: 200, status: 'success', message: 'Success', result: 'PREPAID' };

/** Takes the list: the harness's own afterEach then finds it empty. */
const violations = async () =>
  (await h.control(CONTROL_PATHS.contractViolations, 'GET')).body.result as Violation[];

describe('the contract watch', () => {
  it('lists nothing for calls and answers that keep the contract', async () => {
    expect((await h.call('towns')).http).toBe(200);
    expect((await h.call('lineType', { data: { msisdn: '712000001' } })).body).toEqual(PREPAID);
    expect((await h.call('lineType', { data: { msisdn: '1' } })).body.statusCode).toBe('400');
    await h.raw('/config.json');
    expect(await violations()).toEqual([]);
  });

  it('lists a request with a field the contract does not know, with the request and answer', async () => {
    await h.call('lineType', { data: { msisdn: '712000001', foo: 1 } });
    expect(await violations()).toEqual([
      {
        operation: 'lineType',
        where: 'request',
        problems: ['request data: unknown field foo'],
        request: {
          method: 'POST',
          path: LINE_TYPE_PATH,
          query: {},
          body: { data: { msisdn: '712000001', foo: 1 } },
        },
        answer: { status: 200, body: PREPAID },
      },
    ]);
    expect(await violations()).toEqual([]);
  });

  it('judges the shared refusals: a wrong header is a request problem, its 400 a documented answer', async () => {
    await h.call('lineType', { data: { msisdn: '712000001' }, headers: { 'x-opco': 'KE' } });
    const [violation, ...more] = await violations();
    expect(more).toEqual([]);
    expect(violation).toMatchObject({
      operation: 'lineType',
      where: 'request',
      problems: ['header x-opco must be "TZ" (got "KE")'],
      answer: {
        status: 400,
        body: { statusCode: 400, status: 'failure', message: 'Invalid header x-opco' },
      },
    });
  });

  it('exempts the request of an x-contract-off call, not its answer', async () => {
    const refused = await h.call('lineType', {
      data: { msisdn: '712000001' },
      headers: { 'x-opco': 'KE' },
      offContract: 'a wrong x-opco is refused',
    });
    expect(refused.http).toBe(400);
    expect(await violations()).toEqual([]);
    // The fixture's initiate documents 200, 400, 401 and 5XX: the 415 answer breaks it.
    const unsupported = await h.call('initiate', {
      data: { mobileNumber: '712000001', amount: 1000 },
      headers: { 'Content-Type': 'text/plain' },
      offContract: 'a text body is refused',
    });
    expect(unsupported.http).toBe(415);
    expect(await violations()).toMatchObject([
      {
        operation: 'initiate',
        where: 'response',
        problems: ['HTTP 415 is not documented for initiate (documented: 200, 400, 401, 5XX)'],
      },
    ]);
  });

  it('lists a call under a service base that the contract does not document', async () => {
    await h.raw(portalPath('resource/v1/nothing'), { headers: APP_HEADERS });
    await h.raw(LINE_TYPE_PATH, { headers: APP_HEADERS });
    const listed = await violations();
    expect(
      listed.map(({ operation, where, problems }) => ({ operation, where, problems })),
    ).toEqual([
      {
        operation: `GET ${portalPath('resource/v1/nothing')}`,
        where: 'request',
        problems: [
          `undocumented call: the contract has no operation GET ${portalPath('resource/v1/nothing')}`,
        ],
      },
      {
        operation: `GET ${LINE_TYPE_PATH}`,
        where: 'request',
        problems: [`undocumented call: the contract has no operation GET ${LINE_TYPE_PATH}`],
      },
    ]);
    expect(listed[0]!.answer).toEqual({
      status: 404,
      body: {
        statusCode: 404,
        status: 'failure',
        message: `No route GET ${portalPath('resource/v1/nothing')}`,
      },
    });
  });

  it('lists nothing for an undocumented call sent off-contract: no operation to judge its answer by', async () => {
    const offContract = { [CONTRACT_OFF_HEADER]: 'an unknown path, to see the 404' };
    const unknown = await h.raw(portalPath('resource/v1/nothing'), {
      headers: { ...APP_HEADERS, ...offContract },
    });
    expect(unknown.status).toBe(404);
    const head = await h.raw(LINE_TYPE_PATH, {
      method: 'HEAD',
      headers: { ...APP_HEADERS, ...offContract },
    });
    expect(head.status).toBe(404);
    expect(await violations()).toEqual([]);
  });

  it('judges injected faults, but not a body a malformed fault breaks on purpose', async () => {
    await h.control(CONTROL_PATHS.faults, 'POST', { path: 'resource/v1/towns', status: 503 });
    expect((await h.call('towns')).http).toBe(503);
    await h.control(CONTROL_PATHS.faults, 'POST', { path: 'resource/v1/towns', malformed: true });
    const malformed = await h.raw(portalPath('resource/v1/towns'), { headers: APP_HEADERS });
    expect(await malformed.text()).toBe('{"statusCode":200,"status":"succ<html>Bad Gateway');
    expect(await violations()).toEqual([]);
  });

  it('judges the 413 of a body too large, not the body it never read', async () => {
    const answer = await h.call('lineType', { data: { msisdn: '7'.repeat(70_000) } });
    expect(answer.http).toBe(413);
    expect(await violations()).toEqual([]);
  });

  it('keeps a body it cannot write as JSON, or a long one, cut short', async () => {
    const deep = `{"data":{"msisdn":"712000001","x":${'['.repeat(5000)}${']'.repeat(5000)}}}`;
    const init = {
      method: 'POST',
      headers: { ...APP_HEADERS, 'Content-Type': 'application/json' },
    };
    expect((await h.raw(LINE_TYPE_PATH, { ...init, body: deep })).status).toBe(400);
    await h.call('lineType', { data: { msisdn: '712000001', note: 'a'.repeat(3000) } });
    const [nested, long] = await violations();
    expect(nested!.request.body).toBe('(not kept: nested too deep to write as JSON)');
    expect(long!.problems).toEqual(['request data: unknown field note']);
    expect(long!.request.body).toBe(
      `{"data":{"msisdn":"712000001","note":"${'a'.repeat(1962)}... (3041 characters)`,
    );
  });

  it('judges an answer before it is compressed', async () => {
    const query = 'opco=TZ&latitude=-6.8&longitude=39.28';
    const res = await h.raw(`/cms/maps/twigashopsbycoordinates?${query}`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await violations()).toEqual([]);
  });
});

describe('GET /__sandbox/contract-violations', () => {
  it('is a control route: refused without the control header', async () => {
    const res = await h.raw(CONTROL_PATHS.contractViolations);
    expect(res.status).toBe(403);
  });
});

describe('the message that fails a test', () => {
  it('names each operation, its problems, the request and the answer', () => {
    const message = violationsMessage([
      {
        operation: 'lineType',
        where: 'request',
        problems: ['request data: unknown field foo', 'header x-opco must be "TZ" (got "KE")'],
        request: { method: 'POST', path: LINE_TYPE_PATH, query: {}, body: { data: { foo: 1 } } },
        answer: { status: 400, body: { statusCode: 400, status: 'failure', message: 'No' } },
      },
      {
        operation: 'GET /cms/nothing',
        where: 'request',
        problems: ['undocumented call: the contract has no operation GET /cms/nothing'],
        request: { method: 'GET', path: '/cms/nothing', query: { opco: 'TZ' }, body: undefined },
        answer: { status: 404, body: 'Not found' },
      },
    ]);
    expect(message).toBe(
      [
        'The contract (contract/openapi.yaml) was broken 2 time(s) in this test:',
        '1. lineType (request):',
        '   - request data: unknown field foo',
        '   - header x-opco must be "TZ" (got "KE")',
        `   request: POST ${LINE_TYPE_PATH} query={} body={"data":{"foo":1}}`,
        '   answer: HTTP 400 {"statusCode":400,"status":"failure","message":"No"}',
        '2. GET /cms/nothing (request):',
        '   - undocumented call: the contract has no operation GET /cms/nothing',
        '   request: GET /cms/nothing query={"opco":"TZ"} body=undefined',
        '   answer: HTTP 404 "Not found"',
      ].join('\n'),
    );
  });
});
