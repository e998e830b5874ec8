import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AUTH_BASE, CONTENT_BASE, endpoints, PORTAL_BASE } from '../src/api/endpoints.ts';
import {
  endpointProblems,
  openApiProblems,
  ruleProblems,
  statusCodeProblems,
} from './documentChecks.ts';
import { loadContract, type ContractDocument } from './validator.ts';

const FIXTURE = fileURLToPath(new URL('./testing/fixture.yaml', import.meta.url));
const BASES = { portal: PORTAL_BASE, auth: AUTH_BASE, content: CONTENT_BASE };

/** The calls of src/api/endpoints.ts the fixture documents. */
const { config, towns, lineType, initiate, verifyUser, shops } = endpoints;
const FIXTURE_ENDPOINTS = { config, towns, lineType, initiate, verifyUser, shops };

/** A fresh copy of the fixture to break. */
const fixture = () => loadContract(FIXTURE);

/** An operation object of a copy, to change in place. */
const operationOf = (doc: ContractDocument, path: string, method: string) =>
  doc.paths![path]![method] as Record<string, unknown>;

describe('the document checks on the fixture contract', () => {
  it('find nothing wrong in a document that holds together', async () => {
    const doc = fixture();
    expect(await openApiProblems(doc)).toEqual([]);
    expect(endpointProblems(doc, FIXTURE_ENDPOINTS, BASES)).toEqual([]);
    expect(statusCodeProblems(doc)).toEqual([]);
    expect(ruleProblems(doc)).toEqual([]);
  });

  it('say where a document breaks OpenAPI 3.1', async () => {
    const doc = fixture();
    delete (doc as Partial<ContractDocument>).info;
    expect(await openApiProblems(doc)).toEqual([
      "not OpenAPI 3.1: at /: must have required property 'info'",
    ]);
  });

  it('name an endpoint without its operation, or with another method, path, base or service', () => {
    const doc = fixture();
    const paths = doc.paths!;
    paths['/subscriber/line-type']!.get = paths['/subscriber/line-type']!.post;
    delete paths['/subscriber/line-type']!.post;
    paths['/resource/v1/towns']!['x-service'] = 'content';
    delete paths['/cms/maps/{product}shopsbycoordinates']!.servers;
    operationOf(doc, '/resource/v1/config', 'get').operationId = 'portalConfig';
    paths['/transaction/v1/initiate/'] = paths['/transaction/v1/initiate']!;
    delete paths['/transaction/v1/initiate'];
    expect(endpointProblems(doc, FIXTURE_ENDPOINTS, BASES)).toEqual([
      'config: no operation has operationId config',
      'towns: x-service content, endpoints.ts says portal',
      'lineType: method GET, endpoints.ts says POST',
      'initiate: path /transaction/v1/initiate/, endpoints.ts says /transaction/v1/initiate',
      'shops: served at /orp/bfe/api/portal-service/cms/maps/{product}shopsbycoordinates, the portal calls /cms/maps/{product}shopsbycoordinates',
    ]);
  });

  it('name a status code without a title or description, or missing altogether', () => {
    const doc = fixture();
    const schemas = doc.components!.schemas!;
    delete (schemas.Code2003 as Record<string, unknown>).title;
    (schemas.Code200 as Record<string, unknown>).description = ' ';
    delete schemas.Code400;
    expect(statusCodeProblems(doc)).toEqual([
      'Code200 (used by config, towns, lineType, initiate, verifyUser): no description',
      'Code400 (used by lineType): not in components/schemas',
      'Code2003 (used by initiate): no title',
    ]);
  });

  it('name a rule an operation cites that is not defined, and an operation a rule lists that is not', () => {
    const doc = fixture();
    operationOf(doc, '/resource/v1/towns', 'get')['x-rules'] = ['fixed-headers', 'towns-cached'];
    const rules = doc['x-contract-rules'] as Record<string, { operations: string[] }>;
    rules['amount-bounds']!.operations.push('authInitiate');
    expect(ruleProblems(doc)).toEqual([
      'towns: rule towns-cached is not in x-contract-rules',
      'rule amount-bounds: no operation has operationId authInitiate',
    ]);
  });
});
