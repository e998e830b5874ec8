/**
 * The structured editor's changes to a form's shape, made the same in both languages: add a field
 * of a kind, remove it, move it, and show it only for one answer of another field (an `if`/`then`
 * in the group's `allOf`, the order kept in `ui:order`).
 */
import { kindTemplate } from './kinds.ts';
import { containerOf, containersOf, messageKey, orderOf, propertiesOf, uiOf } from './locate.ts';
import {
  eachLanguage,
  groupPathOf,
  nameFromLabel,
  nameOf,
  setOrDelete,
  type Pair,
} from './pairEdit.ts';
import { consentLabel, groupAtPath, type EditablePackage } from './read.ts';
import type { Condition, FieldKind, FieldPath, Json, Lang } from './types.ts';

function writeOrder(pkg: EditablePackage, groupPath: FieldPath, order: string[]) {
  const ui = uiOf(pkg.uiSchema, groupPath, true)!;
  ui['ui:order'] = order;
}

/** The names a group holds (any condition). */
export const namesIn = (pair: Pair, groupPath: FieldPath): string[] => {
  const group = groupAtPath(pair.en.schema, groupPath);
  return group ? containersOf(group).flatMap((c) => Object.keys(propertiesOf(c.holder))) : [];
};

/** Adds a field of `kind` at the end of a group; returns the pair and the new field's path. */
export function addField(
  pair: Pair,
  groupPath: FieldPath,
  kind: FieldKind,
  labels: Record<Lang, string>,
): { pair: Pair; path: FieldPath } {
  const name = nameFromLabel(labels.en || labels.sw, namesIn(pair, groupPath));
  const template = kindTemplate(kind);
  const order = (() => {
    const group = groupAtPath(pair.en.schema, groupPath);
    return group ? orderOf(group, uiOf(pair.en.uiSchema, groupPath)) : [];
  })();
  const next = eachLanguage(pair, (pkg, lang) => {
    const group = groupAtPath(pkg.schema, groupPath);
    if (!group) return;
    const schema = structuredClone(template.schema);
    const ui = structuredClone(template.ui);
    const label = labels[lang];
    if (template.link)
      schema.title = consentLabel(label, template.link.href, template.link.words[lang]);
    else if (label) schema.title = label;
    if (template.choices && Array.isArray(schema.oneOf))
      schema.oneOf = (schema.oneOf as Json[]).map((o, i) => ({
        ...o,
        title: template.choices![lang][i],
      }));
    else if (template.choices) ui['ui:enumNames'] = [...template.choices[lang]];
    group.properties = { ...propertiesOf(group), [name]: schema };
    if (Object.keys(ui).length > 0) uiOf(pkg.uiSchema, groupPath, true)![name] = ui;
    if (template.messages)
      pkg.messages[messageKey([...groupPath, name])] = structuredClone(template.messages);
    writeOrder(pkg, groupPath, [...order, name]);
  });
  return { pair: next, path: [...groupPath, name] };
}

/** Takes a field out of wherever it is in its group; returns its schema and whether it was required. */
function takeOut(group: Json, name: string): { schema: Json; required: boolean } | undefined {
  const container = containerOf(group, name);
  if (!container) return undefined;
  const props = propertiesOf(container.holder);
  const schema = props[name] as Json;
  delete props[name];
  const required =
    Array.isArray(container.holder.required) && container.holder.required.includes(name);
  if (required) {
    const rest = (container.holder.required as string[]).filter((n) => n !== name);
    setOrDelete(container.holder, 'required', rest.length > 0 ? rest : undefined);
  }
  if (container.branch && Object.keys(props).length === 0) dropBranch(group, container.branch);
  return { schema, required };
}

/** Removes a condition's `if`/`then` once it holds no field. */
function dropBranch(group: Json, branch: Json) {
  if (branch === group) {
    delete group.if;
    delete group.then;
    delete group.else;
    return;
  }
  const rest = (group.allOf as Json[]).filter((b) => b !== branch);
  setOrDelete(group, 'allOf', rest.length > 0 ? rest : undefined);
}

function putIn(group: Json, name: string, schema: Json, required: boolean, condition?: Condition) {
  let holder: Json | undefined = condition
    ? containersOf(group).find(
        (c) => c.condition?.field === condition.field && c.condition.value === condition.value,
      )?.holder
    : group;
  if (!holder) {
    // `required` in the `if`: with the answer not given yet, the condition is not met.
    const branch: Json = {
      if: {
        properties: { [condition!.field]: { const: condition!.value } },
        required: [condition!.field],
      },
      then: { properties: {} },
    };
    group.allOf = [...(Array.isArray(group.allOf) ? group.allOf : []), branch];
    holder = branch.then as Json;
  }
  holder.properties = { ...propertiesOf(holder), [name]: schema };
  if (required)
    holder.required = [...(Array.isArray(holder.required) ? holder.required : []), name];
}

/** Shows the field only when another field of its group has `condition.value`; `undefined`: always. */
export function setCondition(pair: Pair, path: FieldPath, condition: Condition | undefined): Pair {
  return eachLanguage(pair, (pkg) => {
    const group = groupAtPath(pkg.schema, groupPathOf(path));
    if (!group) return;
    const taken = takeOut(group, nameOf(path));
    if (taken) putIn(group, nameOf(path), taken.schema, taken.required, condition);
  });
}

/** Removes a field; fields shown only for one of its answers are then always shown. */
export function removeField(pair: Pair, path: FieldPath): Pair {
  const groupPath = groupPathOf(path);
  const name = nameOf(path);
  const group = groupAtPath(pair.en.schema, groupPath);
  const order = group ? orderOf(group, uiOf(pair.en.uiSchema, groupPath)) : [];
  const dependents = group
    ? containersOf(group)
        .filter((c) => c.condition?.field === name)
        .flatMap((c) => Object.keys(propertiesOf(c.holder)))
    : [];
  let next = pair;
  for (const dependent of dependents)
    next = setCondition(next, [...groupPath, dependent], undefined);
  return eachLanguage(next, (pkg) => {
    const own = groupAtPath(pkg.schema, groupPath);
    if (!own) return;
    takeOut(own, name);
    const groupUi = uiOf(pkg.uiSchema, groupPath);
    if (groupUi) delete groupUi[name];
    const key = messageKey(path);
    for (const k of Object.keys(pkg.messages))
      if (k === key || k.startsWith(`${key}.`)) delete pkg.messages[k];
    writeOrder(
      pkg,
      groupPath,
      order.filter((n) => n !== name),
    );
  });
}

/** Moves a field one place up (-1) or down (+1) among its group's fields. */
export function moveField(pair: Pair, path: FieldPath, by: -1 | 1): Pair {
  const groupPath = groupPathOf(path);
  const group = groupAtPath(pair.en.schema, groupPath);
  if (!group) return pair;
  const order = orderOf(group, uiOf(pair.en.uiSchema, groupPath));
  const at = order.indexOf(nameOf(path));
  const to = at + by;
  if (at === -1 || to < 0 || to >= order.length) return pair;
  [order[at], order[to]] = [order[to]!, order[at]!];
  return eachLanguage(pair, (pkg) => writeOrder(pkg, groupPath, order));
}
