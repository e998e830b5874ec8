/**
 * Which forms are "flat": an object of scalar fields with no group, list, alternative, condition or
 * reference, the shape of every form the portal shipped before issue 29. The engine keeps its fast,
 * small path for them (one field re-checked per keystroke, the first-load theme only); any other
 * package loads the rich part of the engine (theme/rich/, FORM-G1) and is checked whole on each
 * change, since a condition can make one field's answer change another's rules.
 */
import type { FormJsonSchema } from './formPackage.ts';
import { WIDGET_NAMES } from './widgetNames.ts';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The root keywords of a flat form. */
const FLAT_ROOT = new Set([
  '$schema',
  '$comment',
  'title',
  'description',
  'type',
  'required',
  'properties',
]);

/** Keywords that make a field more than a scalar: groups, lists, alternatives, conditions, references. */
const RICH_FIELD = new Set([
  '$ref',
  'properties',
  'items',
  'additionalItems',
  'contains',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'dependencies',
  'patternProperties',
  'additionalProperties',
  'propertyNames',
  'definitions',
  'minProperties',
  'maxProperties',
]);

/** RJSF's own widgets whose look lives in the rich stylesheet (choices, ranges, files, split dates). */
const RICH_WIDGETS = new Set([
  'radio',
  'checkboxes',
  'select',
  'range',
  'updown',
  'color',
  'file',
  'alt-date',
  'alt-datetime',
  'password',
  'uri',
  'date',
  'time',
  'datetime',
]);

const isFlatField = (field: unknown) =>
  isObject(field) &&
  (field.type === undefined || typeof field.type === 'string') &&
  field.type !== 'object' &&
  field.type !== 'array' &&
  !Object.keys(field).some((keyword) => RICH_FIELD.has(keyword));

/** True for an object of scalar fields with nothing else (the engine's small path). */
export function isFlatSchema(schema: FormJsonSchema | unknown): boolean {
  if (!isObject(schema) || schema.type !== 'object' || !isObject(schema.properties)) return false;
  if (Object.keys(schema).some((keyword) => !FLAT_ROOT.has(keyword))) return false;
  return Object.values(schema.properties).every(isFlatField);
}

/** The widget names a uiSchema asks for, at any depth. */
function widgetsOf(ui: unknown, into: Set<string>): Set<string> {
  if (!isObject(ui)) return into;
  for (const [key, value] of Object.entries(ui)) {
    if (key === 'ui:widget' && typeof value === 'string') into.add(value);
    else if (!key.startsWith('ui:')) widgetsOf(value, into);
  }
  return into;
}

/** True when the package needs the rich part of the engine (its templates, widgets and styles). */
export function needsRichEngine(schema: FormJsonSchema | unknown, uiSchema: unknown): boolean {
  if (!isFlatSchema(schema)) return true;
  for (const widget of widgetsOf(uiSchema, new Set())) if (RICH_WIDGETS.has(widget)) return true;
  const ui = isObject(uiSchema) ? uiSchema : {};
  const portalWidget = (name: string) => {
    const widget = (ui[name] as Record<string, unknown> | undefined)?.['ui:widget'];
    return typeof widget === 'string' && (WIDGET_NAMES as readonly string[]).includes(widget);
  };
  // A closed list or a format with no portal widget is drawn by RJSF's own select or date inputs.
  return Object.entries((schema as FormJsonSchema).properties ?? {}).some(
    ([name, field]) =>
      !portalWidget(name) &&
      (Array.isArray(field.enum) || (typeof field.format === 'string' && field.format !== 'email')),
  );
}
