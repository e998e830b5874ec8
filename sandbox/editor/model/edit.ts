/**
 * The structured editor's changes to a form package pair. Each takes the pair and returns a new
 * one (the old stays for undo): rules and structure change in both languages at once, words in
 * the one named, so the two can never disagree on anything but words.
 */
import { kindTemplate } from './kinds.ts';
import {
  containerOf,
  containersOf,
  fieldAt,
  messageKey,
  orderOf,
  propertiesOf,
  uiAt,
  uiSteps,
} from './locate.ts';
import { choiceValues, groupAtPath, splitConsent, type EditablePackage } from './read.ts';
import {
  isJson,
  LANGS,
  type Condition,
  type FieldKind,
  type FieldPath,
  type Json,
  type Lang,
  type NumberRule,
  type WordKey,
} from './types.ts';

export type Pair = Record<Lang, EditablePackage>;

/** Applies `change` to a copy of each language's package. */
function eachLanguage(pair: Pair, change: (pkg: EditablePackage, lang: Lang) => void): Pair {
  const next = structuredClone(pair);
  for (const lang of LANGS) change(next[lang], lang);
  return next;
}

function oneLanguage(pair: Pair, lang: Lang, change: (pkg: EditablePackage) => void): Pair {
  const next = structuredClone(pair);
  change(next[lang]);
  return next;
}

const setOrDelete = (target: Json, key: string, value: unknown) => {
  if (value === undefined || value === '') delete target[key];
  else target[key] = value;
};

const groupPathOf = (path: FieldPath) => path.slice(0, -1);
const nameOf = (path: FieldPath) => path[path.length - 1]!;

export function consentLabel(words: string, href: string, link: string): string {
  return href && link
    ? `${words} <a href="${href}" target="_blank" rel="noopener">${link}</a>`.trim()
    : words;
}

/** One of a field's words (label, placeholder, help, a consent's link words) in `lang`. */
export function setWord(
  pair: Pair,
  lang: Lang,
  path: FieldPath,
  key: WordKey,
  value: string,
): Pair {
  return oneLanguage(pair, lang, (pkg) => {
    const field = fieldAt(pkg.schema, path);
    if (!field) return;
    const ui = uiAt(pkg.uiSchema, uiSteps(path), true)!;
    if (key === 'placeholder') setOrDelete(ui, 'ui:placeholder', value);
    else if (key === 'help') setOrDelete(ui, 'ui:help', value);
    else if (ui['ui:widget'] === 'markupCheckbox') {
      const now = splitConsent(typeof field.schema.title === 'string' ? field.schema.title : '');
      const words = key === 'label' ? value : now.words;
      const link = key === 'link' ? value : now.link;
      setOrDelete(field.schema, 'title', consentLabel(words, now.href, link));
    } else if (key === 'label') setOrDelete(field.schema, 'title', value);
  });
}

/** A consent's link address, the same in both languages. */
export function setLinkAddress(pair: Pair, path: FieldPath, href: string): Pair {
  return eachLanguage(pair, (pkg) => {
    const field = fieldAt(pkg.schema, path);
    if (!field) return;
    const now = splitConsent(typeof field.schema.title === 'string' ? field.schema.title : '');
    setOrDelete(field.schema, 'title', consentLabel(now.words, href, now.link || 'link'));
  });
}

/** The field's own message for a rule in `lang` (`''` falls back to the shared message). */
export function setMessage(
  pair: Pair,
  lang: Lang,
  path: FieldPath,
  rule: string,
  value: string,
): Pair {
  return oneLanguage(pair, lang, (pkg) => {
    const key = messageKey(path);
    const own = isJson(pkg.messages[key]) ? (pkg.messages[key] as Json) : {};
    setOrDelete(own, rule, value);
    if (Object.keys(own).length > 0) pkg.messages[key] = own;
    else delete pkg.messages[key];
  });
}

export function setRequired(pair: Pair, path: FieldPath, required: boolean): Pair {
  return eachLanguage(pair, (pkg) => {
    const field = fieldAt(pkg.schema, path);
    if (!field) return;
    const name = nameOf(path);
    const ui = uiAt(pkg.uiSchema, uiSteps(path));
    if (ui?.['ui:widget'] === 'markupCheckbox') {
      // A consent that is required must be ticked: `const: true`, as the operator's lists say it.
      setOrDelete(field.schema, 'const', required ? true : undefined);
      return;
    }
    const holder = field.container.holder;
    const list = Array.isArray(holder.required) ? holder.required.filter((n) => n !== name) : [];
    if (required) list.push(name);
    setOrDelete(holder, 'required', list.length > 0 ? list : undefined);
  });
}

/** A bound or length; `undefined` removes it. */
export function setNumberRule(
  pair: Pair,
  path: FieldPath,
  rule: NumberRule,
  value: number | undefined,
): Pair {
  return eachLanguage(pair, (pkg) => {
    const field = fieldAt(pkg.schema, path);
    if (field) setOrDelete(field.schema, rule, value);
  });
}

/** The pattern a value must match; `undefined` removes it. */
export function setPattern(pair: Pair, path: FieldPath, pattern: string | undefined): Pair {
  return eachLanguage(pair, (pkg) => {
    const field = fieldAt(pkg.schema, path);
    if (field) setOrDelete(field.schema, 'pattern', pattern);
  });
}

/** Writes a group's order in both languages (names listed in full, as a person sees them). */
function writeOrder(pkg: EditablePackage, groupPath: FieldPath, order: string[]) {
  const ui = uiAt(pkg.uiSchema, uiSteps(groupPath), true)!;
  ui['ui:order'] = order;
}

/** A field name from its label: letters and digits in camelCase, unique in its group. */
export function nameFromLabel(label: string, taken: readonly string[]): string {
  const words = label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const base =
    words
      .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
      .join('') || 'field';
  const start = /^[0-9]/.test(base) ? `field${base}` : base;
  let name = start;
  for (let n = 2; taken.includes(name); n += 1) name = `${start}${n}`;
  return name;
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
    return group ? orderOf(group, uiAt(pair.en.uiSchema, uiSteps(groupPath))) : [];
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
    if (Object.keys(ui).length > 0) uiAt(pkg.uiSchema, uiSteps(groupPath), true)![name] = ui;
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
  const order = group ? orderOf(group, uiAt(pair.en.uiSchema, uiSteps(groupPath))) : [];
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
    const groupUi = uiAt(pkg.uiSchema, uiSteps(groupPath));
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
  const order = orderOf(group, uiAt(pair.en.uiSchema, uiSteps(groupPath)));
  const at = order.indexOf(nameOf(path));
  const to = at + by;
  if (at === -1 || to < 0 || to >= order.length) return pair;
  [order[at], order[to]] = [order[to]!, order[at]!];
  return eachLanguage(pair, (pkg) => writeOrder(pkg, groupPath, order));
}

// ---- choices ----

/** The label of choice `index` in `lang`. */
export function setChoiceLabel(
  pair: Pair,
  lang: Lang,
  path: FieldPath,
  index: number,
  label: string,
): Pair {
  return oneLanguage(pair, lang, (pkg) => {
    const field = fieldAt(pkg.schema, path);
    if (!field) return;
    if (Array.isArray(field.schema.oneOf)) {
      const item = field.schema.oneOf[index];
      if (isJson(item)) item.title = label;
      return;
    }
    const ui = uiAt(pkg.uiSchema, uiSteps(path), true)!;
    const values = choiceValues(field.schema);
    const names = Array.isArray(ui['ui:enumNames'])
      ? [...(ui['ui:enumNames'] as unknown[])]
      : values.map(String);
    names[index] = label;
    ui['ui:enumNames'] = names;
  });
}

/** Changes the choices of every language the same way: `reorder` gets and returns index lists. */
function reshapeChoices(
  pair: Pair,
  path: FieldPath,
  reorder: (indexes: number[]) => number[],
  added?: { value: string; labels: Record<Lang, string> },
): Pair {
  return eachLanguage(pair, (pkg, lang) => {
    const field = fieldAt(pkg.schema, path);
    if (!field) return;
    const ui = uiAt(pkg.uiSchema, uiSteps(path), true)!;
    if (Array.isArray(field.schema.oneOf)) {
      const items = [...(field.schema.oneOf as unknown[])];
      const next = reorder(items.map((_, i) => i)).map((i) => items[i]);
      if (added) next.push({ const: added.value, title: added.labels[lang] });
      field.schema.oneOf = next;
      return;
    }
    const values = Array.isArray(field.schema.enum) ? [...(field.schema.enum as unknown[])] : [];
    const names = Array.isArray(ui['ui:enumNames'])
      ? (ui['ui:enumNames'] as unknown[])
      : values.map(String);
    const indexes = reorder(values.map((_, i) => i));
    field.schema.enum = [...indexes.map((i) => values[i]), ...(added ? [added.value] : [])];
    ui['ui:enumNames'] = [
      ...indexes.map((i) => names[i] ?? String(values[i])),
      ...(added ? [added.labels[lang]] : []),
    ];
  });
}

/** A new choice at the end; its value is made from its English label, unique among the values. */
export function addChoice(pair: Pair, path: FieldPath, labels: Record<Lang, string>): Pair {
  const field = fieldAt(pair.en.schema, path);
  const taken = field ? choiceValues(field.schema).map(String) : [];
  const value = nameFromLabel(labels.en || labels.sw || 'choice', taken).toUpperCase();
  return reshapeChoices(pair, path, (i) => i, { value, labels });
}

export const moveChoice = (pair: Pair, path: FieldPath, index: number, by: -1 | 1): Pair =>
  reshapeChoices(pair, path, (indexes) => {
    const to = index + by;
    if (to < 0 || to >= indexes.length) return indexes;
    const next = [...indexes];
    [next[index], next[to]] = [next[to]!, next[index]!];
    return next;
  });

export const removeChoice = (pair: Pair, path: FieldPath, index: number): Pair =>
  reshapeChoices(pair, path, (indexes) => indexes.filter((i) => i !== index));

/** The box the portal draws for the field (`ui:widget`), the same in both languages. */
export function setWidget(pair: Pair, path: FieldPath, widget: string | undefined): Pair {
  return eachLanguage(pair, (pkg) => {
    const ui = uiAt(pkg.uiSchema, uiSteps(path), true)!;
    setOrDelete(ui, 'ui:widget', widget);
  });
}
