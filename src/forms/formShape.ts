/**
 * Which forms are "flat": an object of scalar fields with no group, list, alternative, condition or
 * reference, the shape of every form the portal shipped before issue 29. The engine keeps its fast,
 * small path for them (one field re-checked per keystroke, the first-load theme only); any other
 * package loads the rich part of the engine (rich/, FORM-14) and is checked whole on each change,
 * since a condition can make one field's answer change another's rules.
 */
import type { FormJsonSchema } from './formPackage.ts';
import { WIDGET_NAMES } from './widgetNames.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The keywords of a flat form's root, and of its fields (scalars and their rules). */
const FLAT_ROOT = /^(\$schema|\$comment|title|description|type|required|properties)$/;
const SCALAR =
  /^(\$comment|type|title|description|default|examples|readOnly|pattern|minLength|maxLength|minimum|maximum|exclusiveMinimum|exclusiveMaximum|multipleOf|const|enum|format)$/;

/** RJSF widgets today's flat forms use, drawn by the first-load theme (besides the portal's own). */
const FLAT_WIDGETS = new Set<string>([...WIDGET_NAMES, 'textarea', 'hidden', 'checkbox']);

const isScalarField = (field: unknown, ui: unknown) => {
  if (!isObject(field) || !Object.keys(field).every((k) => SCALAR.test(k))) return false;
  if (typeof field.type === 'object' || field.type === 'object' || field.type === 'array')
    return false;
  const widget = isObject(ui) ? ui['ui:widget'] : undefined;
  // Without a widget of the first-load theme, a list or a format is drawn by RJSF's own select or
  // date inputs, whose look is the rich part's.
  if (typeof widget === 'string') return FLAT_WIDGETS.has(widget);
  return field.enum === undefined && (field.format === undefined || field.format === 'email');
};

/** True when the package needs the rich part of the engine (its templates, widgets and styles). */
export function needsRichEngine(schema: FormJsonSchema | unknown, uiSchema: unknown): boolean {
  if (!isObject(schema) || schema.type !== 'object' || !isObject(schema.properties)) return true;
  if (!Object.keys(schema).every((k) => FLAT_ROOT.test(k))) return true;
  const ui = isObject(uiSchema) ? uiSchema : {};
  return !Object.entries(schema.properties).every(([name, field]) =>
    isScalarField(field, ui[name]),
  );
}
