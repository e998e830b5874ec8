/**
 * The one check of a CMS package, shared by `npm run schemas:check` (scripts/check-schemas.ts),
 * the content service's publish route (sandbox/cms/publish.ts) and the editor page
 * (sandbox/editor/), so the three can never disagree. Browser-safe: it interprets schemas with
 * @cfworker/json-schema and compiles nothing (docs/decisions.md #39).
 *
 * It checks the shape (formPackage.ts, fieldListAdapter.ts), what the engine reads (schemaCheck.ts),
 * widgets, options and shared messages (schemaCheckPackage.ts), the meaning (packageMeaning.ts) and,
 * when the other language's package is given, that the two differ only in text.
 */
import { fieldListToPackage, parseFieldList } from './fieldListAdapter.ts';
import { parseFormPackage, type FormPackage } from './formPackage.ts';
import { DEFAULT_MESSAGES, defaultText, registerRichMessages } from './messages.ts';
import { RICH_MESSAGES } from './richMessages.ts';

// The check knows every engine word, the rich part's too (a shared `@key` may name one).
registerRichMessages(RICH_MESSAGES);
import { checkMeaning } from './packageMeaning.ts';
import { compareStructure } from './schemaCheckLanguages.ts';
import { checkPackage, isObject } from './schemaCheckPackage.ts';
import { fieldNames, fieldPathExists } from './schemaWalk.ts';

/** One problem: where (a JSON-pointer-like path into the package, `/` for the whole) and what. */
export interface PackageProblem {
  path: string;
  message: string;
}

export type PackageLanguage = 'en' | 'sw';

export interface PackageCheckInput {
  lang: PackageLanguage;
  /** The package name without `.json`, e.g. `form-otp`, `get-form-schema`, `recharge-translation`. */
  name: string;
  /** The package as its JSON text. */
  text: string;
  /** The other language's package (parsed JSON), when it exists: the two may differ only in text. */
  other?: unknown;
  /**
   * This language's `validation-translation` package (parsed JSON): the shared `@key` messages a
   * form may name. Absent: the engine's built-in messages.
   */
  sharedMessages?: unknown;
}

/** The operator's field-list forms: get-form-schema, get-contact-form-schema, get-feedback-form-schema. */
export const isFieldListName = (name: string) => /^get-(.+-)?form-schema$/.test(name);
export const isFormName = (name: string) => /^form-.+$/.test(name) || isFieldListName(name);
export const isTranslationName = (name: string) => name.endsWith('-translation');
/** The packages this check knows; other CMS files (site configs) are not checked nor published. */
export const isCheckedPackageName = (name: string) =>
  /^[a-z0-9][a-z0-9-]*$/.test(name) && (isFormName(name) || isTranslationName(name));
export const SHARED_MESSAGES_NAME = 'validation-translation';

/**
 * A field-list name may also hold a full form package (issue 29: an editor publishes a richer
 * contact form as one); sandbox/core/formPackage.ts reads both. A `schema` without a `fields` list
 * says which.
 */
const isFullPackage = (content: unknown) =>
  isObject(content) && 'schema' in content && !Array.isArray(content.fields);

/** Dotted engine paths (`schema.properties.x`) as pointers (`/schema/properties/x`). */
export const toPointer = (dotted: string) =>
  dotted === '' || dotted === '(root)' || dotted === '(file)'
    ? '/'
    : `/${dotted.replace(/^\.+/, '').split('.').join('/').replaceAll(KEY_DOT, '.')}`;

/** A dot inside one key of a dotted path (a message named `address.town`), not a level. */
const KEY_DOT = '\u0000';

function leafKeys(node: unknown, prefix = ''): string[] {
  if (!isObject(node)) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

/** `path: problem` lines of the shape parsers, split back into path and words. */
const fromLines = (lines: string[], report: (path: string, message: string) => void) =>
  lines.forEach((line) => {
    const at = line.indexOf(': ');
    report(at > 0 ? line.slice(0, at) : '', at > 0 ? line.slice(at + 2) : line);
  });

/**
 * Names that must exist: `required` names a field of the level (its properties, or those its
 * branches add), a message names a field by its dotted path (`address.town`). Here, not in
 * parseFormPackage: the browser only needs the shape, and the walk stays out of its first load
 * (FORM-19).
 */
function checkNames(pkg: FormPackage, report: Report) {
  const names = fieldNames(pkg.schema, pkg.schema);
  for (const r of Array.isArray(pkg.schema.required) ? pkg.schema.required : [])
    if (!names.has(r)) report('schema.required', `"${r}" is not a field`);
  for (const field of Object.keys(pkg.messages))
    if (!fieldPathExists(pkg.schema, field))
      report(`messages.${field.replaceAll('.', KEY_DOT)}`, 'is not a field');
}

function checkForm(pkg: FormPackage, messagesOf: (key: string) => boolean, report: Report) {
  checkNames(pkg, report);
  checkPackage(pkg, messagesOf, report);
  checkMeaning(pkg, report);
}
type Report = (path: string, message: string) => void;

/** Every problem of one package; an empty list means it may be published. Never throws. */
export function checkPackageText(input: PackageCheckInput): PackageProblem[] {
  const problems: PackageProblem[] = [];
  const seen = new Set<string>();
  const report: Report = (path, message) => {
    const problem = { path: toPointer(path), message };
    const key = `${problem.path}\n${message}`;
    if (!seen.has(key)) problems.push(problem);
    seen.add(key);
  };
  let content: unknown;
  try {
    content = JSON.parse(input.text);
  } catch (error) {
    report('', `not valid JSON: ${(error as Error).message}`);
    return problems;
  }
  const { name } = input;
  const shared = name === SHARED_MESSAGES_NAME ? content : input.sharedMessages;
  const sharedKeys = new Set(leafKeys(shared));
  const messagesOf = (key: string) =>
    defaultText(key) !== undefined && (shared === undefined || sharedKeys.has(key));
  if (name === SHARED_MESSAGES_NAME) {
    for (const key of [...leafKeys(DEFAULT_MESSAGES), ...leafKeys(RICH_MESSAGES)])
      if (!sharedKeys.has(key)) report(key, 'message is missing');
  } else if (isFieldListName(name) && !isFullPackage(content)) {
    const list = parseFieldList(content);
    if (!list.ok) fromLines(list.problems, report);
    else checkForm(fieldListToPackage(list.list).pkg, messagesOf, report);
  } else if (isFormName(name)) {
    const parsed = parseFormPackage(content);
    if (!parsed.ok) fromLines(parsed.problems, report);
    else checkForm(parsed.pkg, messagesOf, report);
  } else if (!isTranslationName(name)) {
    report('', `"${name}" is not a form or translation package`);
  }
  if (input.other !== undefined) {
    const [en, sw] = input.lang === 'en' ? [content, input.other] : [input.other, content];
    compareStructure(en, sw, '', isTranslationName(name), report);
  }
  return problems;
}

/**
 * Which language a problem of a pair belongs to: `en+sw` when the two disagree (a rule added or
 * changed in one only), as either side may be the one to fix.
 */
export type PairLanguage = PackageLanguage | 'en+sw';
export interface PairProblem extends PackageProblem {
  lang: PairLanguage;
}

export interface PairCheckInput {
  name: string;
  /** Both languages' package texts, published together. */
  text: Record<PackageLanguage, string>;
  /** Each language's shared `@` messages (its `validation-translation`), when known. */
  sharedMessages?: Partial<Record<PackageLanguage, unknown>>;
}

const parsed = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

/**
 * Every problem of an EN/SW pair published together: each language checked alone, then the two
 * against each other (they may differ only in text). So a change of rules made in both languages
 * passes, where one language checked against the other's live version would be refused.
 */
export function checkPackagePair(input: PairCheckInput): PairProblem[] {
  const own = (['en', 'sw'] as const).flatMap((lang) =>
    checkPackageText({
      lang,
      name: input.name,
      text: input.text[lang],
      sharedMessages: input.sharedMessages?.[lang],
    }).map((p) => ({ lang, ...p })),
  );
  const en = parsed(input.text.en);
  const sw = parsed(input.text.sw);
  // Text that is not JSON is already reported on its own language; there is nothing to compare.
  if (!en.ok || !sw.ok) return own;
  const agreement: PairProblem[] = [];
  const seen = new Set<string>();
  compareStructure(en.value, sw.value, '', isTranslationName(input.name), (path, message) => {
    const problem: PairProblem = { lang: 'en+sw', path: toPointer(path), message };
    const key = `${problem.path}\n${message}`;
    if (!seen.has(key)) agreement.push(problem);
    seen.add(key);
  });
  return [...own, ...agreement];
}
