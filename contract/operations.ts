/**
 * The operations of the contract document with the full paths they answer under: each path key
 * is relative to its service's base (`servers[0].url` of its path item, or the document's for the
 * portal service), and `x-service` names the service.
 */
import { pointerSegment } from './schemaProblems.ts';

export interface ServerObject {
  url: string;
  description?: string;
}

/** The parsed OpenAPI document (contract/openapi.yaml). */
export interface ContractDocument {
  openapi: string;
  servers?: ServerObject[];
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

/** Each service's path prefix; '' for a service on the origin itself (content). */
export interface ServiceBases {
  portal: string;
  auth: string;
  content: string;
  gateway: string;
}

export interface Operation {
  operationId: string;
  /** Upper case: GET, POST ... */
  method: string;
  /** The full path template, its service base included: `/orp/bfe/api/portal-service/resource/v1/config`. */
  pathTemplate: string;
  /** x-service: portal, auth, content or gateway. */
  service: string;
  /** Its key under `paths` (relative to the service base). */
  documentPath?: string;
  /** The path parameters of the request it was found for (operationOf only). */
  pathParams?: Record<string, string>;
}

/** An operation with what a check needs: where it sits in the document and how its path matches. */
export interface DocumentOperation extends Operation {
  documentPath: string;
  /** JSON Pointer of the path item and of the operation object. */
  pathItemPointer: string;
  pointer: string;
  match(path: string): Record<string, string> | undefined;
  /** Literal characters of its path: a literal path wins over a template that also fits. */
  specificity: number;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** A server URL as a path prefix: its path only, without a trailing slash. */
export function basePath(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const path = /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? new URL(url).pathname : url;
  return path.replace(/\/+$/, '');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A path template (`/cms/maps/{product}shopsbycoordinates`) as a matcher of concrete paths. */
function templateMatcher(template: string): Pick<DocumentOperation, 'match' | 'specificity'> {
  const names: string[] = [];
  let source = '';
  let literal = 0;
  for (const part of template.split(/(\{[^}]+\})/)) {
    const param = /^\{([^}]+)\}$/.exec(part);
    if (param) {
      names.push(param[1]!);
      source += '([^/]+)';
    } else {
      source += escapeRegExp(part);
      literal += part.length;
    }
  }
  const pattern = new RegExp(`^${source}$`);
  return {
    specificity: literal,
    match(path) {
      const found = pattern.exec(path);
      if (!found) return undefined;
      const params: Record<string, string> = {};
      names.forEach((name, i) => {
        const raw = found[i + 1]!;
        try {
          params[name] = decodeURIComponent(raw);
        } catch {
          params[name] = raw;
        }
      });
      return params;
    },
  };
}

const serviceOf = (item: Record<string, unknown>) =>
  typeof item['x-service'] === 'string' ? item['x-service'] : 'portal';

const itemServers = (item: Record<string, unknown>) =>
  Array.isArray(item.servers) ? (item.servers as ServerObject[]) : undefined;

/** The base a path item's paths answer under. */
export function itemBase(
  doc: ContractDocument,
  item: Record<string, unknown>,
  bases: Partial<ServiceBases>,
): string {
  const given = bases[serviceOf(item) as keyof ServiceBases];
  return (
    basePath(given) ??
    basePath(itemServers(item)?.[0]?.url) ??
    basePath(doc.servers?.[0]?.url) ??
    ''
  );
}

/** Every operation of the document, in its order. */
export function operationsOf(
  doc: ContractDocument,
  bases: Partial<ServiceBases> = {},
): DocumentOperation[] {
  const out: DocumentOperation[] = [];
  for (const [documentPath, item] of Object.entries(doc.paths ?? {})) {
    const pathItemPointer = `/paths/${pointerSegment(documentPath)}`;
    const pathTemplate = `${itemBase(doc, item, bases)}${documentPath}`;
    for (const method of HTTP_METHODS) {
      const operation = item[method] as Record<string, unknown> | undefined;
      if (typeof operation !== 'object' || operation === null) continue;
      out.push({
        operationId:
          typeof operation.operationId === 'string'
            ? operation.operationId
            : `${method.toUpperCase()} ${documentPath}`,
        method: method.toUpperCase(),
        pathTemplate,
        service: serviceOf(item),
        documentPath,
        pathItemPointer,
        pointer: `${pathItemPointer}/${method}`,
        ...templateMatcher(pathTemplate),
      });
    }
  }
  return out;
}

/**
 * The path prefixes of the services: a service's base plus '/', or, for a service on the origin
 * (base ''), the first segment of each of its paths (`/cms/`, `/maps/`).
 */
export function servicePrefixes(
  doc: ContractDocument,
  bases: Partial<ServiceBases> = {},
): string[] {
  const prefixes = new Set<string>();
  const add = (base: string | undefined) => {
    if (base) prefixes.add(`${base}/`);
  };
  for (const base of Object.values(bases)) add(basePath(base));
  add(basePath(doc.servers?.[0]?.url));
  for (const [documentPath, item] of Object.entries(doc.paths ?? {})) {
    const base = itemBase(doc, item, bases);
    if (base) add(base);
    else {
      const first = /^\/([^/{]+)\//.exec(documentPath);
      if (first) prefixes.add(`/${first[1]}/`);
    }
  }
  return [...prefixes];
}
