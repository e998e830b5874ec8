/**
 * What stops a publish, said about fields instead of JSON: the editor's own checks (words missing
 * in one language, a condition on an answer that is gone, a group with no field) and the shared
 * package check's problems (src/forms/packageCheck.ts) placed on the field their path names.
 */
import type { PackageProblem, PairLanguage } from '../../../src/forms/packageCheck.ts';
import { allFields } from './read.ts';
import {
  ITEM_STEP,
  LANGS,
  otherLang,
  type WORD_KEYS,
  type FieldPath,
  type FieldView,
  type Lang,
} from './types.ts';

export type MissingWord = (typeof WORD_KEYS)[number] | 'choice' | 'message';

export type EditorProblem =
  /** A word one language has and the other lacks (or a label neither has). */
  | {
      code: 'missingWord';
      path: FieldPath;
      lang: Lang;
      word: MissingWord;
      index?: number;
      rule?: string;
    }
  /** Shown only for an answer its trigger no longer offers (or a trigger that is gone). */
  | { code: 'lostAnswer'; path: FieldPath; trigger: string }
  | { code: 'emptyGroup'; path: FieldPath }
  /** A translation's text one language has and the other lacks. */
  | { code: 'missingTranslation'; key: string; lang: Lang; path?: undefined }
  /** The package check's problem, on the field its path names when there is one. */
  | { code: 'check'; path?: FieldPath; lang?: PairLanguage; rule?: string; detail: string };

const filled = (text: string | undefined) => (text ?? '').trim() !== '';

function missingWords(field: FieldView): EditorProblem[] {
  const found: EditorProblem[] = [];
  for (const lang of LANGS) {
    const own = field.words[lang];
    const other = field.words[otherLang(lang)];
    const needs = (
      word: MissingWord,
      mine: string | undefined,
      theirs: string | undefined,
      extra = {},
    ) => {
      if (!filled(mine) && (filled(theirs) || word === 'label'))
        found.push({ code: 'missingWord', path: field.path, lang, word, ...extra });
    };
    needs('label', own.label, other.label);
    needs('placeholder', own.placeholder, other.placeholder);
    needs('help', own.help, other.help);
    needs('link', own.link, other.link);
    field.choices.forEach((_, index) =>
      needs('choice', own.choices[index], other.choices[index], { index }),
    );
    for (const rule of Object.keys(other.messages))
      needs('message', own.messages[rule], other.messages[rule], { rule });
  }
  return found;
}

function conditionProblems(field: FieldView, siblings: readonly FieldView[]): EditorProblem[] {
  const condition = field.condition;
  if (!condition) return [];
  const trigger = siblings.find((f) => f.name === condition.field);
  return trigger && trigger.choices.includes(condition.value)
    ? []
    : [{ code: 'lostAnswer', path: field.path, trigger: condition.field }];
}

/** The editor's own checks of every field at any depth. */
export function editorProblems(fields: readonly FieldView[]): EditorProblem[] {
  const walk = (group: readonly FieldView[]): EditorProblem[] =>
    group.flatMap((field) => [
      ...missingWords(field),
      ...conditionProblems(field, group),
      ...(field.children && field.children.length === 0
        ? [{ code: 'emptyGroup', path: field.path } as const]
        : []),
      ...walk(field.children ?? []),
    ]);
  return walk(fields);
}

/** Steps of a JSON Schema path that lead to a field's schema but are not its name. */
const THROUGH = new Set(['allOf', 'anyOf', 'oneOf', 'then', 'else', 'if', 'definitions']);
const isIndex = (step: string) => /^\d+$/.test(step);

/** The field a check problem's path names, and the rule (the keyword after it), if any. */
export function placeOf(problemPath: string): { path: FieldPath; rule?: string } | undefined {
  const steps = problemPath
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const [part, ...rest] = steps;
  const path: string[] = [];
  let rule: string | undefined;
  if (part === 'schema') {
    for (let i = 0; i < rest.length; i += 1) {
      const step = rest[i]!;
      if (step === 'properties' && rest[i + 1] !== undefined) {
        path.push(rest[i + 1]!);
        i += 1;
      } else if (step === 'items') path.push(ITEM_STEP);
      else if (!THROUGH.has(step) && !isIndex(step)) rule = step;
    }
  } else if (part === 'uiSchema') {
    for (const step of rest) {
      if (step === 'items') path.push(ITEM_STEP);
      else if (step.startsWith('ui:')) rule = step;
      else if (!isIndex(step)) path.push(step);
    }
  } else if (part === 'messages' && rest[0]) {
    path.push(...rest[0].split('.'));
    rule = rest[1];
  } else return undefined;
  while (path[path.length - 1] === ITEM_STEP) path.pop();
  return path.length > 0 ? { path, ...(rule ? { rule } : {}) } : undefined;
}

/** The package check's problems, each on its field when the field is one the editor shows. */
export function checkProblems(
  problems: readonly (PackageProblem & { lang?: PairLanguage })[],
  fields: readonly FieldView[],
): EditorProblem[] {
  const known = new Set(allFields(fields).map((f) => f.path.join('/')));
  return problems.map((p) => {
    const place = placeOf(p.path);
    const onField = place && known.has(place.path.join('/'));
    return {
      code: 'check',
      ...(onField ? { path: place.path } : {}),
      ...(p.lang ? { lang: p.lang } : {}),
      ...(place?.rule ? { rule: place.rule } : {}),
      detail: p.message,
    };
  });
}

/** Where a package keeps a field's words: a problem there is about words, not rules. */
const WORD_RULES = new Set(['title', 'description', 'ui:placeholder', 'ui:help', 'ui:enumNames']);

/**
 * Both lists as one: a word missing in one language is said once, in the editor's words, though
 * the package check finds it too ("title: is missing in SW").
 */
export function allProblems(
  own: readonly EditorProblem[],
  checked: readonly EditorProblem[],
): EditorProblem[] {
  const missing = new Set(own.filter((p) => p.code === 'missingWord').map((p) => p.path.join('/')));
  const repeated = (p: EditorProblem) =>
    p.code === 'check' &&
    p.path !== undefined &&
    WORD_RULES.has(p.rule ?? '') &&
    missing.has(p.path.join('/')) &&
    /is missing in/.test(p.detail);
  return [...own, ...checked.filter((p) => !repeated(p))];
}
