/**
 * Where the parts of one field live in a package: its schema (in a group's `properties`, or in
 * the `then` of a condition on another field), the list of required names beside it, its uiSchema
 * and its messages. Shared by reading (read.ts) and editing (edit.ts), so both find the same place.
 */
import { isJson, ITEM_STEP, type Condition, type FieldPath, type Json } from './types.ts';

/** One place a group keeps fields: the group itself, or a condition's `then`. */
export interface Container {
  /** The object with `properties` and `required`. */
  holder: Json;
  condition?: Condition;
  /** The schema that holds `if`/`then` (the group, or an `allOf` item). */
  branch?: Json;
}

const conditionOf = (test: unknown): Condition | undefined => {
  if (!isJson(test) || !isJson(test.properties)) return undefined;
  const entries = Object.entries(test.properties);
  if (entries.length !== 1) return undefined;
  const [field, rule] = entries[0]!;
  if (!isJson(rule)) return undefined;
  const value =
    rule.const ?? (Array.isArray(rule.enum) && rule.enum.length === 1 ? rule.enum[0] : undefined);
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? { field, value }
    : undefined;
};

/**
 * The places a group schema keeps fields: its `properties`, then each `if`/`then` (at the group or
 * in `allOf`) whose `if` asks one field for one answer. Other conditions stay the JSON tab's.
 */
export function containersOf(group: Json): Container[] {
  const found: Container[] = [{ holder: group }];
  const branches = [group, ...(Array.isArray(group.allOf) ? group.allOf.filter(isJson) : [])];
  for (const branch of branches) {
    const condition = conditionOf(branch.if);
    if (condition && isJson(branch.then)) found.push({ holder: branch.then, condition, branch });
  }
  return found;
}

export const propertiesOf = (holder: Json): Json =>
  isJson(holder.properties) ? holder.properties : {};

/** The container holding `name` in `group`, or undefined. */
export const containerOf = (group: Json, name: string): Container | undefined =>
  containersOf(group).find((c) => Object.hasOwn(propertiesOf(c.holder), name));

/** The group schema a step into `schema` leads to: an object's self, a list's item. */
export function groupOf(schema: Json): Json | undefined {
  if (schema.type === 'array') return isJson(schema.items) ? schema.items : undefined;
  return schema.type === 'object' || isJson(schema.properties) ? schema : undefined;
}

/** The group whose fields hold the last step of `path` (the form's root for a top-level field). */
export function parentGroup(root: Json, path: FieldPath): Json | undefined {
  let group: Json | undefined = root;
  for (const step of path.slice(0, -1)) {
    if (!group) return undefined;
    if (step === ITEM_STEP) continue;
    const container: Container | undefined = containerOf(group, step);
    const field: unknown = container ? propertiesOf(container.holder)[step] : undefined;
    group = isJson(field) ? groupOf(field) : undefined;
  }
  return group;
}

/** The schema of the field at `path`, and the container it is in. */
export function fieldAt(
  root: Json,
  path: FieldPath,
): { schema: Json; container: Container } | undefined {
  const group = parentGroup(root, path);
  const name = path[path.length - 1];
  if (!group || name === undefined) return undefined;
  const container = containerOf(group, name);
  const schema = container ? propertiesOf(container.holder)[name] : undefined;
  return container && isJson(schema) ? { schema, container } : undefined;
}

/** The uiSchema steps of a field: its names, a list's item under `items`. */
export const uiSteps = (path: FieldPath) =>
  path.map((step) => (step === ITEM_STEP ? 'items' : step));

/** The uiSchema object at `steps` (made when `create`), or undefined. */
export function uiAt(ui: Json, steps: readonly string[], create = false): Json | undefined {
  let node: Json = ui;
  for (const step of steps) {
    let next = node[step];
    if (!isJson(next)) {
      if (!create) return undefined;
      next = {};
      node[step] = next;
    }
    node = next as Json;
  }
  return node;
}

/** The uiSchema object of the field (or group) at `path` (made when `create`), or undefined. */
export const uiOf = (ui: Json, path: FieldPath, create = false) => uiAt(ui, uiSteps(path), create);

/** A field's key in `messages`: its dotted names (a list's item adds no step). */
export const messageKey = (path: FieldPath) => path.filter((s) => s !== ITEM_STEP).join('.');

/** The uiSchema of the group at `groupPath` (where its `ui:order` lives). */
export const groupUiSteps = (groupPath: FieldPath) => uiSteps(groupPath);

/**
 * The order a group shows its fields in: `ui:order` as RJSF reads it (unknown names dropped, `*`
 * standing for the rest), the rest after it in schema order.
 */
export function orderOf(group: Json, groupUi: Json | undefined): string[] {
  const names = containersOf(group).flatMap((c) => Object.keys(propertiesOf(c.holder)));
  const order = Array.isArray(groupUi?.['ui:order']) ? (groupUi['ui:order'] as unknown[]) : [];
  const listed = order.filter(
    (n): n is string => typeof n === 'string' && (n === '*' || names.includes(n)),
  );
  const rest = names.filter((n) => !listed.includes(n));
  const star = listed.indexOf('*');
  return star === -1
    ? [...listed, ...rest]
    : [...listed.slice(0, star), ...rest, ...listed.slice(star + 1)];
}
