/**
 * The publishing check of one CMS form package (part of packageCheck.ts), the way the engine will
 * use it: the browser's own schema check (a closed list of keywords at any depth, so an unknown one
 * is an error), regexes that compile, local references that name something, uiSchema keys that
 * name fields at their level and registered widgets (schemaCheckUi.ts), and shared messages that
 * exist. Interpreted, never compiled, so the editor page runs it in the browser too.
 */
import type { Report } from './checkReport.ts';
import type { FormPackage } from './formPackage.ts';
import { KEYWORD_FALLBACK } from './messages.ts';
import { formSchemaProblems } from './schemaCheck.ts';
import { checkUiLevel } from './schemaCheckUi.ts';
import { isObject, resolveRef, walkSchema } from './schemaWalk.ts';

export { isObject } from './schemaWalk.ts';

export type { Report };

const MESSAGE_KEYWORDS = new Set([...Object.keys(KEYWORD_FALLBACK), 'const']);

/** A regex of the package (a `pattern`, a `patternProperties` key) as the engine compiles it. */
function compiles(source: unknown, path: string, report: Report) {
  if (typeof source !== 'string') return;
  try {
    new RegExp(source, 'u');
  } catch (error) {
    report(path, `does not compile: ${(error as Error).message}`);
  }
}

/** Checks one form package (already shape-parsed) the way the engine will use it. */
export function checkPackage(
  pkg: FormPackage,
  messagesOf: (key: string) => boolean,
  report: Report,
) {
  findUiKeys(pkg.schema, 'schema', report);
  // The browser's own check (src/forms/schemaCheck.ts): a package it would refuse is not publishable.
  for (const line of formSchemaProblems(pkg.schema)) {
    // Lines read `schema.properties.x.keyword: problem` (schemaCheck.ts names its paths so).
    const at = line.indexOf(': ');
    report(at > 0 ? line.slice(0, at) : 'schema', line.slice(at + 2));
  }
  walkSchema(pkg.schema, 'schema', undefined, (node, path) => {
    compiles(node.pattern, `${path}.pattern`, report);
    if (isObject(node.patternProperties))
      for (const key of Object.keys(node.patternProperties))
        compiles(key, `${path}.patternProperties.${key}`, report);
    if (
      typeof node.$ref === 'string' &&
      node.$ref.startsWith('#') &&
      resolveRef(pkg.schema, node.$ref) === undefined
    )
      report(`${path}.$ref`, `"${node.$ref}" names no schema of this form`);
  });
  checkUiLevel(pkg.schema, [pkg.schema], pkg.uiSchema, 'uiSchema', report);
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

function findUiKeys(node: unknown, path: string, report: Report) {
  if (Array.isArray(node)) node.forEach((v, i) => findUiKeys(v, `${path}.${i}`, report));
  else if (isObject(node))
    for (const [k, v] of Object.entries(node)) {
      if (k.startsWith('ui:'))
        report(`${path}.${k}`, '"ui:" keys belong in uiSchema, not in the JSON Schema');
      findUiKeys(v, `${path}.${k}`, report);
    }
}
