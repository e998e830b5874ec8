/**
 * The operator contract (contract/openapi.yaml) as a judge of traffic: which operation a request
 * calls, and what in a request or an answer breaks the document, in plain words ("response 200:
 * unknown field result.foo", "header x-opco must be "TZ" (got "KE")"). The sandbox's contract
 * watch (sandbox/middleware/contractWatch.ts) and the conformance run (npm run contract:check)
 * both judge by it, so the document is the one place a call's shape is written.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import {
  operationsOf,
  servicePrefixes,
  type ContractDocument,
  type DocumentOperation,
  type Operation,
  type ServiceBases,
} from './operations.ts';
import {
  fieldName,
  localPointer,
  pointerSegment,
  SchemaChecker,
  show,
  valueAt,
  type Problem,
} from './schemaProblems.ts';

export type { ContractDocument, Operation, ServiceBases } from './operations.ts';

/** contract/openapi.yaml beside this module. */
export const CONTRACT_FILE = fileURLToPath(new URL('./openapi.yaml', import.meta.url));

/** Reads and parses a contract document (YAML or JSON). */
export function loadContract(file: string = CONTRACT_FILE): ContractDocument {
  return parse(readFileSync(file, 'utf8')) as ContractDocument;
}

/** A body that arrived but is not JSON: judged as such, not as a string. */
export class UnparsedBody {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** A body's text as checkRequest/checkResponse take it: undefined when empty, else JSON or UnparsedBody. */
export function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return new UnparsedBody(text);
  }
}

export interface ContractValidator {
  /** Every operation of the document (full path templates). */
  operations(): Operation[];
  /** The operation a request (method + URL path without query, INCLUDING the service base) calls, or undefined. */
  operationOf(method: string, path: string): Operation | undefined;
  /** True when a path is under a documented service (portal or auth base, or a content/gateway path prefix the document uses): an unmatched such call is an undocumented call. */
  isServicePath(path: string): boolean;
  /** Problems of a request in plain words ([] when it keeps the contract): required headers and their values, query and path parameters, the JSON body against the requestBody schema (unknown field, missing one, wrong type). */
  checkRequest(
    op: Operation,
    req: {
      query: Record<string, string>;
      headers: Record<string, string | undefined>;
      body: unknown;
    },
  ): string[];
  /** Problems of an answer: an HTTP status the operation does not document (match exact code, then '4XX'/'5XX' ranges, then default), a body that breaks that response's schema. */
  checkResponse(op: Operation, status: number, body: unknown): string[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A media type without parameters, lower case: `application/json; charset=utf-8` -> application/json. */
const mediaType = (value: string) => value.split(';')[0]!.trim().toLowerCase();

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  /** Pointer of its schema, when it has one. */
  schema?: string;
}

export function createContractValidator(
  doc: ContractDocument,
  bases: Partial<ServiceBases> = {},
): ContractValidator {
  const checker = new SchemaChecker(doc);
  const operations = operationsOf(doc, bases);
  const byId = new Map(operations.map((op) => [op.operationId, op]));
  // A literal path wins over a template that also fits it.
  const bySpecificity = [...operations].sort((a, b) => b.specificity - a.specificity);
  const prefixes = servicePrefixes(doc, bases);

  /** A pointer followed through `$ref`s (components/parameters, responses, requestBodies). */
  const deref = (pointer: string): string => {
    for (let hops = 0; hops < 10; hops++) {
      const here = valueAt(doc, pointer);
      const ref =
        isObject(here) && typeof here.$ref === 'string' ? localPointer(here.$ref) : undefined;
      if (ref === undefined) return pointer;
      pointer = ref;
    }
    return pointer;
  };

  const documented = (op: Operation): DocumentOperation | undefined => byId.get(op.operationId);

  /** The path item's parameters, then the operation's (which win on the same name and place). */
  function parametersOf(op: DocumentOperation): Parameter[] {
    const found = new Map<string, Parameter>();
    for (const owner of [op.pathItemPointer, op.pointer]) {
      const list = valueAt(doc, `${owner}/parameters`);
      (Array.isArray(list) ? list : []).forEach((_, i) => {
        const pointer = deref(`${owner}/parameters/${i}`);
        const param = valueAt(doc, pointer);
        if (!isObject(param) || typeof param.name !== 'string' || typeof param.in !== 'string')
          return;
        const name = param.in === 'header' ? param.name.toLowerCase() : param.name;
        found.set(`${param.in} ${name}`, {
          name,
          in: param.in,
          required: param.required === true,
          ...(param.schema === undefined ? {} : { schema: `${pointer}/schema` }),
        });
      });
    }
    return [...found.values()];
  }

  /** A query, path or header value as its schema's type wants it (they all arrive as text). */
  function coerced(schemaPointer: string, text: string): unknown {
    const schema = valueAt(doc, deref(schemaPointer));
    const types = isObject(schema) ? ([] as unknown[]).concat(schema.type ?? []) : [];
    if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(text))
      return Number(text);
    if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
    return text;
  }

  const say = (where: string, problems: Problem[], rootName: string) =>
    problems.map((p) => `${where}${p.say(fieldName(p.path) || rootName)}`);

  function parameterProblems(
    op: DocumentOperation,
    req: { query: Record<string, string>; headers: Record<string, string | undefined> },
    pathParams: Record<string, string>,
  ): string[] {
    const out: string[] = [];
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    const params = parametersOf(op);
    const sources: Record<string, Record<string, string | undefined>> = {
      header: headers,
      query: req.query,
      path: pathParams,
    };
    const label: Record<string, string> = {
      header: 'header',
      query: 'query parameter',
      path: 'path parameter',
    };
    for (const param of params) {
      const source = sources[param.in];
      if (!source) continue; // cookies: the portal sends none
      const value = source[param.name];
      if (value === undefined || (param.in === 'header' && value === '')) {
        if (param.required) out.push(`missing ${label[param.in]} ${param.name}`);
        continue;
      }
      if (param.schema === undefined) continue;
      const problems = checker.problems(param.schema, coerced(param.schema, value));
      out.push(...say('', problems, `${label[param.in]} ${param.name}`));
    }
    const known = new Set(params.filter((p) => p.in === 'query').map((p) => p.name));
    for (const name of Object.keys(req.query))
      if (!known.has(name)) out.push(`unknown query parameter ${name}`);
    return out;
  }

  /** The request body: its Content-Type among the documented ones, and its JSON against the schema. */
  function bodyProblems(
    op: DocumentOperation,
    contentType: string | undefined,
    body: unknown,
  ): string[] {
    const pointer = deref(`${op.pointer}/requestBody`);
    const requestBody = valueAt(doc, pointer);
    if (!isObject(requestBody)) {
      return body === undefined
        ? []
        : [`request body: ${op.operationId} takes none (got ${show(body)})`];
    }
    const content = isObject(requestBody.content) ? requestBody.content : {};
    const types = Object.keys(content);
    if (body === undefined) return requestBody.required === true ? ['request body is missing'] : [];
    const out: string[] = [];
    const sent = contentType === undefined ? undefined : mediaType(contentType);
    const declared = types.find((type) => mediaType(type) === sent);
    if (types.length > 0 && declared === undefined) {
      const wanted = types.length === 1 ? types[0] : `one of ${types.join(', ')}`;
      out.push(
        sent === undefined
          ? 'missing header content-type'
          : `header content-type must be ${wanted} (got ${show(contentType)})`,
      );
    }
    if (body instanceof UnparsedBody)
      return [...out, `request body is not JSON (got ${show(body.text)})`];
    const type = declared ?? types.find((t) => /json/i.test(t));
    if (type === undefined || !isObject(content[type]) || content[type].schema === undefined)
      return out;
    const problems = checker.problems(`${pointer}/content/${pointerSegment(type)}/schema`, body);
    for (const p of problems) {
      const inData = p.path[0] === 'data' && p.path.length > 1;
      const name = fieldName(inData ? p.path.slice(1) : p.path) || 'the body';
      out.push(`request ${inData ? 'data' : 'body'}: ${p.say(name)}`);
    }
    return out;
  }

  /** The documented response for a status: the exact code, then its range (4XX), then default. */
  function responseKey(op: DocumentOperation, status: number): string | undefined {
    const responses = valueAt(doc, `${op.pointer}/responses`);
    if (!isObject(responses)) return undefined;
    const keys = Object.keys(responses);
    const range = `${Math.floor(status / 100)}XX`;
    return (
      keys.find((k) => k === String(status)) ??
      keys.find((k) => k.toUpperCase() === range) ??
      keys.find((k) => k === 'default')
    );
  }

  return {
    operations: () =>
      operations.map(({ operationId, method, pathTemplate, service, documentPath }) => ({
        operationId,
        method,
        pathTemplate,
        service,
        documentPath,
      })),

    operationOf(method, path) {
      const wanted = method.toUpperCase();
      for (const op of bySpecificity) {
        if (op.method !== wanted) continue;
        const pathParams = op.match(path);
        if (!pathParams) continue;
        const { operationId, pathTemplate, service, documentPath } = op;
        return { operationId, method: op.method, pathTemplate, service, documentPath, pathParams };
      }
      return undefined;
    },

    isServicePath: (path) =>
      prefixes.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1)),

    checkRequest(op, req) {
      const found = documented(op);
      if (!found) return [`${op.operationId} is not an operation of the contract`];
      const contentType = Object.entries(req.headers).find(
        ([name]) => name.toLowerCase() === 'content-type',
      )?.[1];
      return [
        ...parameterProblems(found, req, op.pathParams ?? {}),
        ...bodyProblems(found, contentType, req.body),
      ];
    },

    checkResponse(op, status, body) {
      const found = documented(op);
      if (!found) return [`${op.operationId} is not an operation of the contract`];
      const key = responseKey(found, status);
      if (key === undefined) {
        const responses = valueAt(doc, `${found.pointer}/responses`);
        const listed = isObject(responses) ? Object.keys(responses).join(', ') : 'none';
        return [`HTTP ${status} is not documented for ${op.operationId} (documented: ${listed})`];
      }
      const where = `response ${status}: `;
      const pointer = deref(`${found.pointer}/responses/${pointerSegment(key)}`);
      const response = valueAt(doc, pointer);
      const content = isObject(response) && isObject(response.content) ? response.content : {};
      const types = Object.keys(content);
      if (types.length === 0)
        return body === undefined ? [] : [`${where}a body is not documented (got ${show(body)})`];
      if (body === undefined)
        return [`${where}the body is missing (documented: ${types.join(', ')})`];
      if (body instanceof UnparsedBody)
        return [`${where}the body is not JSON (got ${show(body.text)})`];
      const type = types.find((t) => /json/i.test(t));
      if (type === undefined || !isObject(content[type]) || content[type].schema === undefined)
        return [];
      const problems = checker.problems(`${pointer}/content/${pointerSegment(type)}/schema`, body);
      return say(where, problems, 'the body');
    },
  };
}
