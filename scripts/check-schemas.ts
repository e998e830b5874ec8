/**
 * `npm run schemas:check`: checks every CMS form and translation package in schemas/cms before it
 * is published, with the same check the content service runs on a publish and the editor page
 * runs as you type (src/forms/packageCheck.ts). Prints `file: path: problem` per problem and exits
 * 1 when there is any. Only the repository's own rule lives here: every package exists in EN and SW.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkPackageText,
  isCheckedPackageName,
  SHARED_MESSAGES_NAME,
} from '../src/forms/packageCheck.ts';

/** One problem found in one file. */
export interface Problem {
  file: string;
  path: string;
  problem: string;
}

const LANGUAGES = ['en', 'sw'] as const;

const parseOrUndefined = (text: string | undefined): unknown => {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Checks every package under `<root>/schemas/cms`; returns the problems (none means publishable). */
export function checkSchemas(root: string): Problem[] {
  const problems: Problem[] = [];
  const cms = join(root, 'schemas', 'cms');
  const texts: Record<string, Record<string, string>> = { en: {}, sw: {} };
  for (const lang of LANGUAGES) {
    const dir = join(cms, lang);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).sort()) {
      const name = file.replace(/\.json$/, '');
      if (file.endsWith('.json') && isCheckedPackageName(name))
        texts[lang]![name] = readFileSync(join(dir, file), 'utf8');
    }
  }
  const names = new Set([...Object.keys(texts.en!), ...Object.keys(texts.sw!)]);
  for (const name of [...names].sort()) {
    for (const lang of LANGUAGES) {
      const file = relative(root, join(cms, lang, `${name}.json`));
      const text = texts[lang]![name];
      if (text === undefined) {
        problems.push({
          file,
          path: '/',
          problem: 'missing: every form and translation exists in EN and SW',
        });
        continue;
      }
      // Each EN/SW difference is reported once, at the SW file (the translation follows EN).
      const other = lang === 'sw' ? parseOrUndefined(texts.en![name]) : undefined;
      for (const p of checkPackageText({
        lang,
        name,
        text,
        other,
        sharedMessages: parseOrUndefined(texts[lang]![SHARED_MESSAGES_NAME]),
      }))
        problems.push({ file, path: p.path, problem: p.message });
    }
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
