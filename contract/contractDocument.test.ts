/**
 * contract/openapi.yaml holds together (issue 34): valid OpenAPI 3.1, an operation for every call
 * the portal makes (src/api/endpoints.ts) under the base it calls, a meaning for every status code,
 * rules that name what exists. The checks themselves are tested on a fixture
 * (documentChecks.test.ts). CONTRACT-1.
 */
import { describe, expect, it } from 'vitest';
import { AUTH_BASE, CONTENT_BASE, endpoints, PORTAL_BASE } from '../src/api/endpoints.ts';
import {
  endpointProblems,
  openApiProblems,
  ruleProblems,
  statusCodeProblems,
} from './documentChecks.ts';
import { loadContract } from './validator.ts';

const doc = loadContract();

describe('contract/openapi.yaml', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(await openApiProblems(doc)).toEqual([]);
  });

  it('documents every call of src/api/endpoints.ts: its operationId, method, path, base and service', () => {
    const bases = { portal: PORTAL_BASE, auth: AUTH_BASE, content: CONTENT_BASE };
    expect(endpointProblems(doc, endpoints, bases)).toEqual([]);
  });

  it('gives every status code it names a title and a description', () => {
    expect(statusCodeProblems(doc)).toEqual([]);
  });

  it('defines every rule an operation cites, and lists only operations it has', () => {
    expect(ruleProblems(doc)).toEqual([]);
  });
});
