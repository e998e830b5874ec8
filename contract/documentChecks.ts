/**
 * What the contract document must hold together (issue 34), each check a list of problems in
 * plain words ([] when it holds): valid OpenAPI 3.1; an operation for every call of
 * src/api/endpoints.ts with its method, path, base and service; a title and description for every
 * status code it names; contract rules that name only what exists. contract/contractDocument.test.ts
 * runs them on contract/openapi.yaml.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import type { Endpoint } from '../src/api/endpoints.ts';
import { localPointer, valueAt } from './schemaProblems.ts';
import { createContractValidator, type ContractDocument, type ServiceBases } from './validator.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where the document breaks the OpenAPI 3.1 schema. */
export async function openApiProblems(doc: ContractDocument): Promise<string[]> {
  const result = await new Validator().validate(structuredClone(doc));
  if (result.valid) return [];
  if (typeof result.errors === 'string') return [`not OpenAPI 3.1: ${result.errors}`];
  return (result.errors ?? []).map(
    (e) => `not OpenAPI 3.1: at ${e.instancePath || '/'}: ${e.message ?? e.keyword}`,
  );
}

/**
 * Each endpoint needs an operation of its name (operationId) with its method, its path (a leading
 * slash added) under the base the portal calls (`bases`, src/api/endpoints.ts), and its x-service.
 */
export function endpointProblems(
  doc: ContractDocument,
  endpoints: Readonly<Record<string, Endpoint>>,
  bases: Pick<ServiceBases, 'portal' | 'auth' | 'content'>,
): string[] {
  const operations = new Map(
    createContractValidator(doc)
      .operations()
      .map((op) => [op.operationId, op]),
  );
  const out: string[] = [];
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const op = operations.get(name);
    if (!op) {
      out.push(`${name}: no operation has operationId ${name}`);
      continue;
    }
    const path = `/${endpoint.path}`;
    const full = `${bases[endpoint.service]}${path}`;
    if (op.method !== endpoint.method)
      out.push(`${name}: method ${op.method}, endpoints.ts says ${endpoint.method}`);
    if (op.documentPath !== path)
      out.push(`${name}: path ${op.documentPath}, endpoints.ts says ${path}`);
    else if (op.pathTemplate !== full)
      out.push(`${name}: served at ${op.pathTemplate}, the portal calls ${full}`);
    if (op.service !== endpoint.service)
      out.push(`${name}: x-service ${op.service}, endpoints.ts says ${endpoint.service}`);
  }
  return out;
}

/** The `$ref`s an operation reaches, through the components it names, each once. */
function refsOf(doc: ContractDocument, start: unknown): Set<string> {
  const refs = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        if (refs.has(value)) continue;
        refs.add(value);
        const target = localPointer(value);
        if (target !== undefined) visit(valueAt(doc, target));
      } else visit(value);
    }
  };
  visit(start);
  return refs;
}

const CODE_REF = /^#\/components\/schemas\/(Code[^/]*)$/;

/** Every Code* schema an operation names has a title and a description (what the portal does). */
export function statusCodeProblems(doc: ContractDocument): string[] {
  const usedBy = new Map<string, string[]>();
  for (const op of createContractValidator(doc).operations()) {
    const item = doc.paths?.[op.documentPath ?? ''];
    for (const ref of refsOf(doc, item?.[op.method.toLowerCase()])) {
      const code = CODE_REF.exec(ref)?.[1];
      if (code) usedBy.set(code, [...(usedBy.get(code) ?? []), op.operationId]);
    }
  }
  const out: string[] = [];
  for (const [code, users] of usedBy) {
    const schema = doc.components?.schemas?.[code];
    const where = `${code} (used by ${users.join(', ')})`;
    if (!isObject(schema)) {
      out.push(`${where}: not in components/schemas`);
      continue;
    }
    for (const field of ['title', 'description'])
      if (typeof schema[field] !== 'string' || schema[field].trim() === '')
        out.push(`${where}: no ${field}`);
  }
  return out;
}

/** Every rule id an operation names is in x-contract-rules, and every rule names only operations. */
export function ruleProblems(doc: ContractDocument): string[] {
  const rules = isObject(doc['x-contract-rules']) ? doc['x-contract-rules'] : {};
  const operations = createContractValidator(doc).operations();
  const ids = new Set(operations.map((op) => op.operationId));
  const out: string[] = [];
  for (const op of operations) {
    const operation = doc.paths?.[op.documentPath ?? '']?.[op.method.toLowerCase()];
    const named = isObject(operation) ? operation['x-rules'] : undefined;
    for (const id of Array.isArray(named) ? named : [])
      if (!Object.hasOwn(rules, String(id)))
        out.push(`${op.operationId}: rule ${String(id)} is not in x-contract-rules`);
  }
  for (const [id, rule] of Object.entries(rules)) {
    const listed = isObject(rule) && Array.isArray(rule.operations) ? rule.operations : undefined;
    if (!listed) {
      out.push(`rule ${id}: no list of operations`);
      continue;
    }
    for (const name of listed)
      if (!ids.has(String(name)))
        out.push(`rule ${id}: no operation has operationId ${String(name)}`);
  }
  return out;
}
