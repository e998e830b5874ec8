/**
 * `npm run schemas:check`: checks every CMS form package in schemas/cms before it is published.
 * Strict ajv (unknown keywords are errors), registered widget names only, regexes that compile,
 * shared messages that exist, and EN/SW files that differ only in text. Prints
 * `file: path: problem` per problem and exits 1 when there is any.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFormPackage } from '../src/forms/formPackage.ts';
import { fieldListToPackage, parseFieldList } from '../src/forms/fieldListAdapter.ts';
import { defaultText, DEFAULT_MESSAGES } from '../src/forms/messages.ts';
import { compareStructure } from '../src/forms/schemaCheckLanguages.ts';
import { checkPackage, isObject } from '../src/forms/schemaCheckPackage.ts';

/** One problem found in one file. */
export interface Problem {
  file: string;
  path: string;
  problem: string;
}

const LANGUAGES = ['en', 'sw'] as const;
/** The operator's field-list forms: get-form-schema, get-contact-form-schema, get-feedback-form-schema. */
const isFieldListFile = (name: string) => /^get-(.+-)?form-schema\.json$/.test(name);
const isFormFile = (name: string) => /^form-.+\.json$/.test(name) || isFieldListFile(name);
const isTranslationFile = (name: string) => name.endsWith('-translation.json');

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
