/**
 * What the run reads from the contract document itself: its operations (path, method, service),
 * its rules (top-level `x-contract-rules`) and each service's base. The run's list of work comes
 * from here, never from a list of its own, so an operation or rule added to the document without
 * a scenario shows up as a failure of the run instead of going unchecked.
 */

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

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const SERVICES: readonly string[] = ['portal', 'auth', 'content', 'gateway'];

const serviceOf = (item: Json): ServiceName =>
  (SERVICES.includes(String(item['x-service'])) ? item['x-service'] : 'portal') as ServiceName;

/** Every operation of the document, in its order. */
export function listOperations(doc: unknown): DocOperation[] {
  const paths = isObject(doc) && isObject(doc.paths) ? doc.paths : {};
  return Object.entries(paths).flatMap(([pathTemplate, item]) => {
    if (!isObject(item)) return [];
    return METHODS.flatMap((method) => {
      const op = item[method];
      if (!isObject(op) || typeof op.operationId !== 'string') return [];
      return [
        {
          operationId: op.operationId,
          method: method.toUpperCase(),
          pathTemplate,
          service: serviceOf(item),
          summary: typeof op.summary === 'string' ? op.summary : '',
          statuses: isObject(op.responses) ? Object.keys(op.responses) : [],
          rules: texts(op['x-rules']),
        },
      ];
    });
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

const firstServer = (value: unknown): string | undefined =>
  Array.isArray(value) && isObject(value[0]) && typeof value[0].url === 'string'
    ? value[0].url
    : undefined;

/**
 * Each service's base as the document gives it: the top-level server for the portal, a path
 * item's own `servers` for the others ('' for content: the origin).
 */
export function documentBases(doc: unknown): ServiceBases {
  const bases: ServiceBases = {
    portal: '/orp/bfe/api/portal-service',
    auth: '/auth/bfe/api/portal-service',
    content: '',
    gateway: '/api/portal-service',
  };
  if (!isObject(doc)) return bases;
  const top = firstServer(doc.servers);
  if (top !== undefined) bases.portal = top;
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const item of Object.values(paths)) {
    if (!isObject(item)) continue;
    const url = firstServer(item.servers);
    if (url !== undefined && item['x-service'] !== 'portal') bases[serviceOf(item)] = url;
  }
  const trimmed = (base: string) => (base === '/' ? '' : base.replace(/\/+$/, ''));
  return {
    portal: trimmed(bases.portal),
    auth: trimmed(bases.auth),
    content: trimmed(bases.content),
    gateway: trimmed(bases.gateway),
  };
}
