/**
 * What a subscriber will notice between two versions of a form package (issue 32, item 4): fields
 * added or removed, their order, rules, words per language, choices, conditions, the form's title.
 * Records are language-neutral (a field carries its label in each language) so the editor and the
 * versions list can say them in the editor's language; changeTexts.ts words them. Pure: the
 * sandbox's versions route computes them too.
 */
import {
  VALUE_RULES,
  type Change,
  type ChoiceRef,
  type ChoiceValue,
  type ConditionRef,
  type FieldRef,
  type Labels,
  type Packages,
} from './changeTypes.ts';
import { allFields, readFields, type EditablePackage } from './read.ts';
import { isJson, LANGS, WORD_KEYS, type FieldView, type Lang } from './types.ts';

export * from './changeTypes.ts';

const keyOf = (f: FieldView) => f.path.join('/');

/** The form as read once: its fields by path, and the languages it has words in. */
interface Side {
  langs: Lang[];
  top: FieldView[];
  byPath: Map<string, FieldView>;
}

function sideOf(pkgs: Packages, structure: Lang, langs: Lang[]): Side {
  // readFields takes the structure from `en`; with Swahili alone compared, Swahili stands there.
  const main = pkgs[structure]!;
  const top = readFields({ en: main, sw: pkgs.sw ?? main });
  return { langs, top, byPath: new Map(allFields(top).map((f) => [keyOf(f), f])) };
}

function refOf(f: FieldView, langs: Lang[]): FieldRef {
  const labels: Labels = {};
  for (const lang of langs) if (f.words[lang].label) labels[lang] = f.words[lang].label;
  return { path: keyOf(f), name: f.name, labels };
}

function choiceOf(f: FieldView, value: ChoiceValue, langs: Lang[]): ChoiceRef {
  const index = f.choices.indexOf(value);
  const labels: Labels = {};
  for (const lang of langs) {
    const label = index === -1 ? undefined : f.words[lang].choices[index];
    if (label) labels[lang] = label;
  }
  return { value, labels };
}

function conditionOf(side: Side, f: FieldView): ConditionRef | undefined {
  if (!f.condition) return undefined;
  const on = side.byPath.get([...f.path.slice(0, -1), f.condition.field].join('/'));
  const field = on
    ? refOf(on, side.langs)
    : { path: f.condition.field, name: f.condition.field, labels: {} };
  return {
    field,
    answer: on
      ? choiceOf(on, f.condition.value, side.langs)
      : { value: f.condition.value, labels: {} },
  };
}

const sameOrder = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Each group whose shared fields come in another order (added and removed fields aside). */
function orderChanges(before: Side, after: Side, group?: FieldView): Change[] {
  const own = (side: Side) => (group ? (side.byPath.get(keyOf(group))?.children ?? []) : side.top);
  const was = own(before)
    .map(keyOf)
    .filter((k) => after.byPath.has(k));
  const now = own(after).filter((f) => before.byPath.has(keyOf(f)));
  const here: Change[] = sameOrder(was, now.map(keyOf))
    ? []
    : [
        {
          kind: 'order',
          ...(group ? { group: refOf(group, after.langs) } : {}),
          order: now.map((f) => refOf(f, after.langs)),
        },
      ];
  return [...here, ...now.flatMap((f) => (f.children ? orderChanges(before, after, f) : []))];
}

function ruleChanges(was: FieldView, now: FieldView, field: FieldRef): Change[] {
  const found: Change[] = [];
  if (was.rules.required !== now.rules.required)
    found.push({ kind: 'required', field, to: now.rules.required });
  for (const rule of VALUE_RULES) {
    const from = was.rules[rule];
    const to = now.rules[rule];
    if (from !== to)
      found.push({
        kind: 'rule',
        field,
        rule,
        ...(from === undefined ? {} : { from }),
        ...(to === undefined ? {} : { to }),
      });
  }
  return found;
}

function choiceChanges(was: FieldView, now: FieldView, field: FieldRef, after: Side): Change[] {
  const found: Change[] = [];
  const added = now.choices.filter((v) => !was.choices.includes(v));
  const removed = was.choices.filter((v) => !now.choices.includes(v));
  if (added.length > 0)
    found.push({
      kind: 'choicesAdded',
      field,
      choices: added.map((v) => choiceOf(now, v, after.langs)),
    });
  if (removed.length > 0)
    found.push({
      kind: 'choicesRemoved',
      field,
      choices: removed.map((v) => choiceOf(was, v, after.langs)),
    });
  const kept = now.choices.filter((v) => was.choices.includes(v));
  if (
    !sameOrder(
      kept,
      was.choices.filter((v) => now.choices.includes(v)),
    )
  )
    found.push({
      kind: 'choicesOrder',
      field,
      order: now.choices.map((v) => choiceOf(now, v, after.langs)),
    });
  return found;
}

function wordChanges(was: FieldView, now: FieldView, field: FieldRef, langs: Lang[]): Change[] {
  return langs.flatMap((lang): Change[] => {
    const from = was.words[lang];
    const to = now.words[lang];
    const words = WORD_KEYS.filter((w) => from[w] !== to[w]).map((word): Change => ({
      kind: 'words',
      field,
      lang,
      word,
      from: from[word],
      to: to[word],
    }));
    const choices = now.choices.flatMap((value, i): Change[] => {
      const j = was.choices.indexOf(value);
      const old = j === -1 ? undefined : (from.choices[j] ?? '');
      const label = to.choices[i] ?? '';
      return old === undefined || old === label
        ? []
        : [
            {
              kind: 'choiceWords',
              field,
              lang,
              choice: choiceOf(now, value, langs),
              from: old,
              to: label,
            },
          ];
    });
    const rules = [...new Set([...Object.keys(from.messages), ...Object.keys(to.messages)])];
    const messages = rules.flatMap((rule): Change[] => {
      const a = from.messages[rule] ?? '';
      const b = to.messages[rule] ?? '';
      return a === b ? [] : [{ kind: 'message', field, lang, rule, from: a, to: b }];
    });
    return [...words, ...choices, ...messages];
  });
}

const sameCondition = (a?: ConditionRef, b?: ConditionRef) =>
  a?.field.path === b?.field.path && a?.answer.value === b?.answer.value;

const titleOf = (pkg: EditablePackage) =>
  isJson(pkg.schema) && typeof pkg.schema.title === 'string' ? pkg.schema.title : '';

/**
 * The changes from `before` to `after`. Rules and structure are compared once, in English when
 * both have it, else in Swahili; words in each language both have. Nothing in common: none.
 */
export function changesBetween(before: Packages, after: Packages): Change[] {
  const langs = LANGS.filter((lang) => before[lang] && after[lang]);
  const structure = langs[0];
  if (!structure) return [];
  const was = sideOf(before, structure, langs);
  const now = sideOf(after, structure, langs);
  const titles = langs.flatMap((lang): Change[] => {
    const from = titleOf(before[lang]!);
    const to = titleOf(after[lang]!);
    return from === to ? [] : [{ kind: 'title', lang, from, to }];
  });
  // A group added or removed is one change, not one per field inside it.
  const outermost = (side: Side, other: Side) =>
    [...side.byPath.values()].filter(
      (f) =>
        !other.byPath.has(keyOf(f)) &&
        !f.path.some((_, i) => {
          const above = f.path.slice(0, i).join('/');
          return i > 0 && side.byPath.has(above) && !other.byPath.has(above);
        }),
    );
  const removed = outermost(was, now).map((f): Change => ({
    kind: 'removed',
    field: refOf(f, langs),
  }));
  // A new field shown only for one answer says so: a subscriber may never see it otherwise.
  const added = outermost(now, was).flatMap((f): Change[] => {
    const field = refOf(f, langs);
    const to = conditionOf(now, f);
    return [{ kind: 'added', field }, ...(to ? [{ kind: 'condition' as const, field, to }] : [])];
  });
  const fields = [...now.byPath.values()].flatMap((f) => {
    const old = was.byPath.get(keyOf(f));
    if (!old) return [];
    const field = refOf(f, langs);
    const from = conditionOf(was, old);
    const to = conditionOf(now, f);
    const condition: Change[] = sameCondition(from, to)
      ? []
      : [{ kind: 'condition', field, ...(from ? { from } : {}), ...(to ? { to } : {}) }];
    return [
      ...ruleChanges(old, f, field),
      ...choiceChanges(old, f, field, now),
      ...condition,
      ...wordChanges(old, f, field, langs),
    ];
  });
  return [...titles, ...removed, ...added, ...orderChanges(was, now), ...fields];
}
