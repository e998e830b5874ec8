/**
 * The publishing check of one CMS form package (part of packageCheck.ts), the way the engine will
 * use it: the browser's own schema check (a closed list of keywords, so an unknown one is an
 * error), regexes that compile, uiSchema keys that name fields and registered widgets, and shared
 * messages that exist. Interpreted, never compiled, so the editor page runs it in the browser too.
 */
import type { FormPackage } from './formPackage.ts';
import { KEYWORD_FALLBACK } from './messages.ts';
import { formSchemaProblems } from './schemaCheck.ts';
import { isKnownWidget } from './widgetNames.ts';
import { widgetOptionProblems } from './widgetOptions.ts';

/** Where a check reports a problem: a dotted path inside the file, and what is wrong there. */
export type Report = (path: string, problem: string) => void;

const MESSAGE_KEYWORDS = new Set([...Object.keys(KEYWORD_FALLBACK), 'const']);

/** A plain JSON object (not a list, not null). */
export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
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
    if (typeof widget === 'string')
      for (const [option, problem] of widgetOptionProblems(widget, ui['ui:options']))
        report(`uiSchema.${key}.ui:options.${option}`, problem);
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

function findUiKeys(node: unknown, path: string, report: Report) {
  if (Array.isArray(node)) node.forEach((v, i) => findUiKeys(v, `${path}.${i}`, report));
  else if (isObject(node))
    for (const [k, v] of Object.entries(node)) {
      if (k.startsWith('ui:'))
        report(`${path}.${k}`, '"ui:" keys belong in uiSchema, not in the JSON Schema');
      findUiKeys(v, `${path}.${k}`, report);
    }
}
