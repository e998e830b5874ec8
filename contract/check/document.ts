/**
 * What the run reads from the contract document itself: its operations (path, method, service),
 * its rules (top-level `x-contract-rules`) and each service's base. The run's list of work comes
 * from here, never from a list of its own, so an operation or rule added to the document without
 * a scenario shows up as a failure of the run instead of going unchecked.
 */

import { basePath, itemBase, operationsOf, type ContractDocument } from '../operations.ts';

export type ServiceName = 'portal' | 'auth' | 'content' | 'gateway';

export interface DocOperation {
  operationId: string;
  method: string;
  /** The path key, relative to its service base: `/transaction/v1/initiate`. */
  pathTemplate: string;
  service: ServiceName;
  summary: string;
  /** Statuses the document lists for it ('200', '4XX', 'default' ...). */
  statuses: string[];
  rules: string[];
}

export interface DocRule {
  id: string;
  title: string;
  description: string;
  operations: string[];
  refusal?: { http?: number; statusCode?: string };
}

export type ServiceBases = Record<ServiceName, string>;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * Every operation of the document that has an operationId, in its order: the validator's own
 * reading of the paths (contract/operations.ts), with what the run reports besides.
 */
export function listOperations(doc: unknown): DocOperation[] {
  if (!isObject(doc)) return [];
  const contract = doc as ContractDocument;
  return operationsOf(contract).flatMap((op) => {
    const raw = contract.paths?.[op.documentPath]?.[op.method.toLowerCase()];
    if (!isObject(raw) || typeof raw.operationId !== 'string') return [];
    return [
      {
        operationId: op.operationId,
        method: op.method,
        pathTemplate: op.documentPath,
        service: op.service as ServiceName,
        summary: typeof raw.summary === 'string' ? raw.summary : '',
        statuses: isObject(raw.responses) ? Object.keys(raw.responses) : [],
        rules: texts(raw['x-rules']),
      },
    ];
  });
}

/** Every rule of the document's `x-contract-rules`, in its order. */
export function listRules(doc: unknown): DocRule[] {
  const rules = isObject(doc) && isObject(doc['x-contract-rules']) ? doc['x-contract-rules'] : {};
  return Object.entries(rules).map(([id, rule]) => {
    const r = isObject(rule) ? rule : {};
    const refusal = isObject(r.refusal) ? r.refusal : undefined;
    return {
      id,
      title: typeof r.title === 'string' ? r.title : id,
      description: typeof r.description === 'string' ? r.description : '',
      operations: texts(r.operations),
      ...(refusal
        ? {
            refusal: {
              ...(typeof refusal.http === 'number' ? { http: refusal.http } : {}),
              ...(refusal.statusCode !== undefined
                ? { statusCode: String(refusal.statusCode) }
                : {}),
            },
          }
        : {}),
    };
  });
}

/** The bases of services the document names no path of (the defaults of src/api/endpoints.ts). */
const DEFAULT_BASES: ServiceBases = {
  portal: '/orp/bfe/api/portal-service',
  auth: '/auth/bfe/api/portal-service',
  content: '',
  gateway: '/api/portal-service',
};

/**
 * Each service's base as the document gives it (a path item's own `servers`, else the top-level
 * server), read as the validator reads it (contract/operations.ts `itemBase`).
 */
export function documentBases(doc: unknown): ServiceBases {
  if (!isObject(doc)) return { ...DEFAULT_BASES };
  const contract = doc as ContractDocument;
  const bases = {
    ...DEFAULT_BASES,
    portal: basePath(contract.servers?.[0]?.url) ?? DEFAULT_BASES.portal,
  };
  for (const op of operationsOf(contract)) {
    const item = contract.paths?.[op.documentPath];
    if (item && op.service in bases)
      bases[op.service as ServiceName] = itemBase(contract, item, {});
  }
  return bases;
}
