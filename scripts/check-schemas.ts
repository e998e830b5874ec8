/**
 * `npm run schemas:check`: checks every CMS form package in schemas/cms before it is published.
 * Strict ajv (unknown keywords are errors), registered widget names only, regexes that compile,
 * shared messages that exist, and EN/SW files that differ only in text. Prints
 * `file: path: problem` per problem and exits 1 when there is any.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { parseFormPackage, type FormPackage } from '../src/forms/formPackage.ts';
import { fieldListToPackage, parseFieldList } from '../src/forms/fieldListAdapter.ts';
import { defaultText, DEFAULT_MESSAGES, KEYWORD_FALLBACK } from '../src/forms/messages.ts';
import { formSchemaProblems } from '../src/forms/schemaCheck.ts';
import { isKnownWidget } from '../src/forms/widgetNames.ts';

/** One problem found in one file. */
export interface Problem {
  file: string;
  path: string;
  problem: string;
}

const LANGUAGES = ['en', 'sw'] as const;
/** Keys whose string values are words for people and so may differ between EN and SW. */
const TEXT_KEYS = new Set([
  'title',
  'description',
  'label',
  'placeholder',
  'errorMessage',
  'ui:placeholder',
  'ui:title',
  'ui:description',
  'ui:help',
  'submitText',
  'enumNames',
]);
const MESSAGE_KEYWORDS = new Set([...Object.keys(KEYWORD_FALLBACK), 'const']);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
/** The operator's field-list forms: get-form-schema, get-contact-form-schema, get-feedback-form-schema. */
const isFieldListFile = (name: string) => /^get-(.+-)?form-schema\.json$/.test(name);
const isFormFile = (name: string) => /^form-.+\.json$/.test(name) || isFieldListFile(name);
const isTranslationFile = (name: string) => name.endsWith('-translation.json');

/** Checks one form package (already shape-parsed) the way the engine will use it. */
function checkPackage(
  pkg: FormPackage,
  messagesOf: (key: string) => boolean,
  report: (path: string, problem: string) => void,
) {
  findUiKeys(pkg.schema, 'schema', report);
  try {
    new Ajv({ strict: true, allErrors: true }).compile(pkg.schema);
  } catch (error) {
    report('schema', `ajv: ${(error as Error).message}`);
  }
  // The browser's own check (src/forms/schemaCheck.ts): a package it would refuse is not publishable.
  for (const line of formSchemaProblems(pkg.schema)) {
    const at = line.indexOf(': ');
    report(
      `schema${at > 0 ? line.slice(0, at).replace(/^\/?/, '.').replace(/\//g, '.') : ''}`,
      line.slice(at + 2),
    );
  }
  for (const [name, field] of Object.entries(pkg.schema.properties)) {
    if (typeof field.pattern === 'string') {
      try {
        new RegExp(field.pattern, 'u');
      } catch (error) {
        report(
          `schema.properties.${name}.pattern`,
          `does not compile: ${(error as Error).message}`,
        );
      }
    }
  }
  for (const [key, ui] of Object.entries(pkg.uiSchema)) {
    if (key === 'ui:order') {
      if (!Array.isArray(ui)) report('uiSchema.ui:order', 'must be a list');
      else
        ui.forEach(
          (n, i) =>
            typeof n === 'string' &&
            n !== '*' &&
            !(n in pkg.schema.properties) &&
            report(`uiSchema.ui:order.${i}`, `"${n}" is not a field`),
        );
      continue;
    }
    if (key.startsWith('ui:')) continue;
    if (!(key in pkg.schema.properties)) report(`uiSchema.${key}`, 'is not a field');
    if (!isObject(ui)) continue;
    for (const k of Object.keys(ui))
      if (!k.startsWith('ui:')) report(`uiSchema.${key}.${k}`, 'uiSchema keys start with "ui:"');
    const widget = ui['ui:widget'];
    if (widget !== undefined && (typeof widget !== 'string' || !isKnownWidget(widget)))
      report(`uiSchema.${key}.ui:widget`, `widget "${String(widget)}" is not registered`);
  }
  for (const [field, byKeyword] of Object.entries(pkg.messages)) {
    for (const [keyword, text] of Object.entries(byKeyword)) {
      if (!MESSAGE_KEYWORDS.has(keyword))
        report(
          `messages.${field}.${keyword}`,
          `unknown keyword (use ${[...MESSAGE_KEYWORDS].join(', ')})`,
        );
      if (text?.startsWith('@') && !messagesOf(text.slice(1)))
        report(`messages.${field}.${keyword}`, `shared message "${text}" does not exist`);
    }
  }
}

function findUiKeys(node: unknown, path: string, report: (path: string, problem: string) => void) {
  if (Array.isArray(node)) node.forEach((v, i) => findUiKeys(v, `${path}.${i}`, report));
  else if (isObject(node))
    for (const [k, v] of Object.entries(node)) {
      if (k.startsWith('ui:'))
        report(`${path}.${k}`, '"ui:" keys belong in uiSchema, not in the JSON Schema');
      findUiKeys(v, `${path}.${k}`, report);
    }
}

/** Compares an EN and an SW value: same keys, same list lengths, same non-text values. */
function compareStructure(
  en: unknown,
  sw: unknown,
  path: string,
  allText: boolean,
  report: (path: string, problem: string) => void,
) {
  const key = path.split('.').at(-1) ?? '';
  const text =
    allText ||
    TEXT_KEYS.has(key) ||
    /(^|\.)messages\./.test(path) ||
    /\.enumNames\.\d+$/.test(path);
  if (Array.isArray(en) || Array.isArray(sw)) {
    if (!Array.isArray(en) || !Array.isArray(sw))
      return report(path, 'is a list in one language only');
    if (en.length !== sw.length)
      return report(path, `has ${en.length} items in EN but ${sw.length} in SW`);
    en.forEach((v, i) =>
      compareStructure(v, sw[i], `${path}.${i}`, allText || TEXT_KEYS.has(key), report),
    );
    return;
  }
  if (isObject(en) || isObject(sw)) {
    if (!isObject(en) || !isObject(sw)) return report(path, 'is an object in one language only');
    for (const k of Object.keys(en)) if (!(k in sw)) report(`${path}.${k}`, 'is missing in SW');
    for (const k of Object.keys(sw)) if (!(k in en)) report(`${path}.${k}`, 'is missing in EN');
    for (const k of Object.keys(en))
      if (k in sw) compareStructure(en[k], sw[k], path ? `${path}.${k}` : k, allText, report);
    return;
  }
  if (typeof en !== typeof sw) return report(path, `is ${typeof en} in EN but ${typeof sw} in SW`);
  if (!(text && typeof en === 'string') && en !== sw)
    report(
      path,
      `differs between EN (${JSON.stringify(en)}) and SW (${JSON.stringify(sw)}); only text may differ`,
    );
}

function leafKeys(node: unknown, prefix = ''): string[] {
  if (!isObject(node)) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

/** Checks every package under `<root>/schemas/cms`; returns the problems (none means publishable). */
export function checkSchemas(root: string): Problem[] {
  const problems: Problem[] = [];
  const cms = join(root, 'schemas', 'cms');
  const files: Record<string, Record<string, unknown>> = { en: {}, sw: {} };
  for (const lang of LANGUAGES) {
    const dir = join(cms, lang);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)
      .filter((n) => isFormFile(n) || isTranslationFile(n))
      .sort()) {
      const file = relative(root, join(dir, name));
      try {
        files[lang]![name] = JSON.parse(readFileSync(join(dir, name), 'utf8'));
      } catch (error) {
        problems.push({
          file,
          path: '(file)',
          problem: `not valid JSON: ${(error as Error).message}`,
        });
      }
    }
  }
  for (const lang of LANGUAGES) {
    const translations = files[lang]!['validation-translation.json'];
    const translationKeys = new Set(leafKeys(translations));
    const messagesOf = (key: string) =>
      defaultText(key) !== undefined && (translations === undefined || translationKeys.has(key));
    for (const [name, content] of Object.entries(files[lang]!)) {
      const file = relative(root, join(cms, lang, name));
      const report = (path: string, problem: string) => problems.push({ file, path, problem });
      if (name === 'validation-translation.json') {
        for (const key of leafKeys(DEFAULT_MESSAGES))
          if (!translationKeys.has(key)) report(key, 'message is missing');
        continue;
      }
      if (isTranslationFile(name)) continue;
      if (isFieldListFile(name)) {
        const list = parseFieldList(content);
        if (!list.ok)
          list.problems.forEach((p) => report(p.split(':')[0] ?? '', p.slice(p.indexOf(':') + 2)));
        else checkPackage(fieldListToPackage(list.list).pkg, messagesOf, report);
        continue;
      }
      const parsed = parseFormPackage(content);
      if (!parsed.ok)
        parsed.problems.forEach((p) => report(p.split(':')[0] ?? '', p.slice(p.indexOf(':') + 2)));
      else checkPackage(parsed.pkg, messagesOf, report);
    }
  }
  const names = new Set([...Object.keys(files.en!), ...Object.keys(files.sw!)]);
  for (const name of [...names].sort()) {
    const en = files.en![name];
    const sw = files.sw![name];
    if (en === undefined || sw === undefined) {
      const missing = en === undefined ? 'en' : 'sw';
      if (existsSync(join(cms, missing, name))) continue; // present but unreadable: reported above
      problems.push({
        file: relative(root, join(cms, missing, name)),
        path: '(file)',
        problem: `missing: every form and translation exists in EN and SW`,
      });
      continue;
    }
    const file = relative(root, join(cms, 'sw', name));
    compareStructure(en, sw, '', isTranslationFile(name), (path, problem) =>
      problems.push({ file, path: path || '(root)', problem }),
    );
  }
  return problems;
}

/** Formats problems one a line as `file: path: problem`. */
export const formatProblems = (problems: Problem[]) =>
  problems.map((p) => `${p.file}: ${p.path}: ${p.problem}`).join('\n');

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = process.argv[2] ?? join(fileURLToPath(new URL('.', import.meta.url)), '..');
  const problems = checkSchemas(root);
  if (problems.length > 0) {
    console.error(formatProblems(problems));
    console.error(`\n${problems.length} problem(s) in schemas/cms.`);
    process.exit(1);
  }
  console.info('schemas/cms: every form package passed.');
}
