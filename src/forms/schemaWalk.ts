/**
 * How the content check walks a draft-07 form schema (issue 29): every subschema with its dotted
 * path and the uiSchema node RJSF gives it, local `$ref`s, and the field names of one level of the
 * form (its properties, and those its branches and references add). Plain TS, no React, so the
 * publishing check, the editor page and `parseFormPackage` share it.
 */

/** A plain JSON object (not a list, not null). */
export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

type Node = Record<string, unknown>;
export type Visit = (node: Node, path: string, ui: unknown) => void;

/** Keywords holding one subschema that RJSF renders with the level's own uiSchema. */
const SAME_LEVEL = ['if', 'then', 'else'] as const;
/** Keywords holding a list of alternatives/parts of the same level. */
const BRANCHES = ['allOf', 'anyOf', 'oneOf'] as const;
/** Keywords holding one subschema that no uiSchema node describes. */
const UNRENDERED = ['not', 'contains', 'propertyNames'] as const;

const uiAt = (ui: unknown, key: string) => (isObject(ui) ? ui[key] : undefined);

/**
 * Calls `visit` on `node` and on every subschema below it, each with its dotted path and its
 * uiSchema node (`uiSchema.address.town` for `properties.address.properties.town`, `items` for an
 * array's items, the same node for the branches of a level). `$ref`s are not followed: each
 * definition is visited once, under `definitions`.
 */
export function walkSchema(node: unknown, path: string, ui: unknown, visit: Visit): void {
  if (!isObject(node)) return;
  visit(node, path, ui);
  const at = (key: string) => `${path}.${key}`;
  const map = (key: string, uiOf: (name: string) => unknown) => {
    const value = node[key];
    if (isObject(value))
      for (const [name, sub] of Object.entries(value))
        walkSchema(sub, at(`${key}.${name}`), uiOf(name), visit);
  };
  map('properties', (name) => uiAt(ui, name));
  map('patternProperties', () => uiAt(ui, 'additionalProperties'));
  map('definitions', (name) => uiAt(uiAt(ui, 'ui:definitions'), `#/definitions/${name}`));
  map('dependencies', () => ui);
  walkSchema(
    node.additionalProperties,
    at('additionalProperties'),
    uiAt(ui, 'additionalProperties'),
    visit,
  );
  const items = node.items;
  const uiItems = uiAt(ui, 'items');
  if (Array.isArray(items))
    items.forEach((sub, i) =>
      walkSchema(sub, at(`items.${i}`), Array.isArray(uiItems) ? uiItems[i] : uiItems, visit),
    );
  else walkSchema(items, at('items'), uiItems, visit);
  walkSchema(node.additionalItems, at('additionalItems'), uiAt(ui, 'additionalItems'), visit);
  for (const key of SAME_LEVEL) walkSchema(node[key], at(key), ui, visit);
  for (const key of BRANCHES) {
    const list = node[key];
    if (Array.isArray(list))
      list.forEach((sub, i) => walkSchema(sub, at(`${key}.${i}`), ui, visit));
  }
  for (const key of UNRENDERED) walkSchema(node[key], at(key), undefined, visit);
}

/** The schema a local `$ref` (`#`, `#/definitions/x`) names in `root`, or undefined. */
export function resolveRef(root: unknown, ref: string): unknown {
  if (ref !== '#' && !ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const raw of ref
    .slice(2)
    .split('/')
    .filter((part, i) => part !== '' || i > 0)) {
    let part: string;
    try {
      part = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    } catch {
      return undefined; // a malformed %-escape names nothing (the check never throws)
    }
    if (!isObject(node) || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

/**
 * The schemas that make one level of the form: `node`, what its `$ref` names, and its branches
 * (allOf/anyOf/oneOf, if/then/else, schema dependencies), recursively; each once.
 */
export function levelSchemas(root: unknown, node: unknown, seen = new Set<unknown>()): Node[] {
  if (!isObject(node) || seen.has(node)) return [];
  seen.add(node);
  const found: Node[] = [node];
  if (typeof node.$ref === 'string')
    found.push(...levelSchemas(root, resolveRef(root, node.$ref), seen));
  const parts: unknown[] = [node.if, node.then, node.else];
  for (const key of BRANCHES) if (Array.isArray(node[key])) parts.push(...(node[key] as unknown[]));
  if (isObject(node.dependencies)) parts.push(...Object.values(node.dependencies));
  for (const part of parts) found.push(...levelSchemas(root, part, seen));
  return found;
}

/** The field names of one level: the properties of every schema of the level. */
export function fieldNames(root: unknown, node: unknown): Set<string> {
  const names = new Set<string>();
  for (const schema of levelSchemas(root, node))
    if (isObject(schema.properties))
      for (const name of Object.keys(schema.properties)) names.add(name);
  return names;
}

/** The subschemas a field `name` has at this level (one per schema of the level that defines it). */
export function fieldSchemas(root: unknown, node: unknown, name: string): unknown[] {
  return levelSchemas(root, node)
    .map((schema) => (isObject(schema.properties) ? schema.properties[name] : undefined))
    .filter((sub) => sub !== undefined);
}

/** The item schemas of a list level (one schema, or each schema of a tuple and its extra items). */
export function itemSchemas(root: unknown, node: unknown): unknown[] {
  return levelSchemas(root, node)
    .flatMap((schema) => [
      ...(Array.isArray(schema.items) ? schema.items : [schema.items]),
      schema.additionalItems,
    ])
    .filter(isObject);
}

/**
 * True when the dotted `path` (`address.town`, `tasks.title`) names a field of `root`: each part a
 * property of the level reached so far, looking through references, branches and list items.
 */
export function fieldPathExists(root: unknown, path: string): boolean {
  let level: unknown[] = [root];
  for (const part of path.split('.')) {
    const reach = (nodes: unknown[]) => nodes.flatMap((node) => fieldSchemas(root, node, part));
    let next = reach(level);
    if (next.length === 0) next = reach(level.flatMap((node) => itemSchemas(root, node)));
    if (next.length === 0) return false;
    level = next;
  }
  return true;
}
