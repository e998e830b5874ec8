/**
 * The uiSchema part of the publishing check (issue 29): the uiSchema follows the schema's shape
 * (`uiSchema.address.town` for a nested field, `items` for a list's items, `additionalItems`,
 * `additionalProperties`, `ui:definitions` by reference), so at each level every key that is not
 * `ui:` must name a field of that level, every widget must be registered, with the options it
 * needs, and `ui:order` must name the level's fields.
 */
import type { Report } from './checkReport.ts';
import {
  fieldNames,
  fieldSchemas,
  isObject,
  itemSchemas,
  levelSchemas,
  resolveRef,
} from './schemaWalk.ts';
import { isKnownWidget } from './widgetNames.ts';
import { widgetOptionProblems } from './widgetOptions.ts';

/** RJSF's own uiSchema keys for the parts of a list or an open object (not field names). */
const PART_KEYS = ['items', 'additionalItems', 'additionalProperties'] as const;

/** The schemas the `part` key of a uiSchema level describes (empty when the schema has none). */
function partSchemas(root: unknown, level: unknown[], part: string): unknown[] {
  const schemas = level.flatMap((node) => levelSchemas(root, node));
  if (part === 'items') return level.flatMap((node) => itemSchemas(root, node));
  if (part === 'additionalItems') return schemas.map((s) => s.additionalItems).filter(isObject);
  return schemas
    .flatMap((s) => [
      s.additionalProperties,
      ...(isObject(s.patternProperties) ? Object.values(s.patternProperties) : []),
    ])
    .filter(isObject);
}

/** Checks the uiSchema node `ui` at `path`, which describes the schemas `level` of `root`. */
export function checkUiLevel(
  root: unknown,
  level: unknown[],
  ui: unknown,
  path: string,
  report: Report,
): void {
  if (!isObject(ui)) return;
  const names = new Set(level.flatMap((node) => [...fieldNames(root, node)]));
  for (const [key, value] of Object.entries(ui)) {
    const at = `${path}.${key}`;
    if (key === 'ui:order') {
      if (!Array.isArray(value)) report(at, 'must be a list');
      else
        value.forEach(
          (n, i) =>
            typeof n === 'string' &&
            n !== '*' &&
            !names.has(n) &&
            report(`${at}.${i}`, `"${n}" is not a field`),
        );
    } else if (key === 'ui:widget') {
      if (typeof value !== 'string' || !isKnownWidget(value))
        report(at, `widget "${String(value)}" is not registered`);
      else
        for (const [option, problem] of widgetOptionProblems(value, ui['ui:options']))
          report(`${path}.ui:options.${option}`, problem);
    } else if (key === 'ui:options') {
      // RJSF reads a widget from `ui:options.widget` as well as from `ui:widget`.
      const widget = isObject(value) ? value.widget : undefined;
      if (widget !== undefined && (typeof widget !== 'string' || !isKnownWidget(widget)))
        report(`${at}.widget`, `widget "${String(widget)}" is not registered`);
    } else if (key === 'ui:definitions') {
      if (!isObject(value)) report(at, 'must be an object of references');
      else
        for (const [ref, sub] of Object.entries(value)) {
          const target = resolveRef(root, ref);
          if (target === undefined) report(`${at}.${ref}`, 'names no schema of this form');
          else checkUiLevel(root, [target], sub, `${at}.${ref}`, report);
        }
    } else if (key.startsWith('ui:')) {
      continue;
    } else if (names.has(key)) {
      const fields = level.flatMap((node) => fieldSchemas(root, node, key));
      checkUiLevel(root, fields, value, at, report);
    } else if ((PART_KEYS as readonly string[]).includes(key)) {
      const parts = partSchemas(root, level, key);
      // A tuple's uiSchema items may be a list, one node per position.
      if (key === 'items' && Array.isArray(value))
        value.forEach((sub, i) => {
          const tuple = level
            .flatMap((node) => levelSchemas(root, node))
            .map((s) => (Array.isArray(s.items) ? s.items[i] : undefined))
            .filter(isObject);
          checkUiLevel(root, tuple, sub, `${at}.${i}`, report);
        });
      else checkUiLevel(root, parts, value, at, report);
    } else report(at, 'is not a field');
  }
}
